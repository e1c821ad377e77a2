import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * What crosses the proxy in each direction. Per-hop headers (RFC 9110 §7.6.1) never do, nor
 * browser credentials, the browser's origin details, or forwarding headers a client could forge.
 */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];
const DROP_REQUEST = new Set([
  ...HOP_BY_HOP,
  "host",
  "cookie",
  "cookie2",
  "origin",
  "referer",
  "proxy-authorization",
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  // Set by the proxy itself.
  "x-request-id",
]);
const DROP_RESPONSE = new Set([...HOP_BY_HOP, "set-cookie", "set-cookie2"]);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** `Connection` values that name no other header (the usual case: nothing more to drop). */
const PLAIN_CONNECTION = /^\s*(keep-alive|close)?\s*$/i;

/**
 * Request ids are for correlating logs, not secrets: a random per-process prefix and a counter, in
 * the UUID shape log tools expect. (randomUUID per request showed in the proxy's CPU profile.)
 */
const ID_PREFIX = randomBytes(10)
  .toString("hex")
  .replace(/^(.{8})(.{4})(.{4})(.{4})$/, "$1-$2-$3-$4-");
let idCounter = 0;

export function nextRequestId(): string {
  idCounter += 1;
  return ID_PREFIX + idCounter.toString(16).padStart(12, "0");
}

/** The browser's request id when it is a sane one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && REQUEST_ID.test(sent) ? sent : nextRequestId();
}

/** Header names a `Connection` header lists (they are per-hop too); null for the usual `keep-alive`. */
function connectionListed(value: string | undefined): Set<string> | null {
  if (value === undefined || PLAIN_CONNECTION.test(value)) return null;
  return new Set(
    value
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The proxy's own headers; `replaceAuthorization`: the browser's Authorization is dropped for `bearer` (a role's key). */
export interface OwnHeaders {
  host: string;
  requestId: string;
  bearer: string | null;
  replaceAuthorization?: boolean;
}

/** How the request's body goes upstream: none, as it came (Content-Length), or re-framed as chunked. */
export type BodyFraming = "none" | "length" | "chunked";

/**
 * The request's headers for the service as one flat [name, value, …] list: the browser's, minus what
 * must not cross, plus the proxy's own (host, request id, the server-held key). Names and values come
 * from node's parser, which refuses CR, LF and NUL in them, or from the proxy itself (validated at start).
 * `body` says how the request's body goes upstream; a chunked one carries no framing header here.
 */
export function requestHeaders(req: IncomingMessage, own: OwnHeaders): { headers: string[]; body: BodyFraming } {
  const raw = req.rawHeaders;
  const listed = connectionListed(req.headers.connection);
  const headers = ["host", own.host, "x-request-id", own.requestId];
  let hasAuthorization = false;
  let body: BodyFraming = "none";
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (name === "transfer-encoding") body = "chunked";
    if (DROP_REQUEST.has(name) || listed?.has(name) || name.startsWith("sec-")) continue;
    if (name === "authorization") {
      if (own.replaceAuthorization) continue;
      hasAuthorization = true;
    } else if (name === "content-length" && raw[i + 1] !== "0") body = "length";
    headers.push(raw[i] as string, raw[i + 1] as string);
  }
  if (own.bearer && !hasAuthorization) headers.push("authorization", own.bearer);
  return { headers, body };
}

/** The request head sent upstream, as one string (one write). */
export function requestHead(
  req: IncomingMessage,
  method: string,
  path: string,
  own: OwnHeaders,
): { head: string; body: BodyFraming } {
  const { headers, body } = requestHeaders(req, own);
  let head = `${method} ${path} HTTP/1.1\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  if (body === "chunked") head += "transfer-encoding: chunked\r\n";
  return { head: `${head}\r\n`, body };
}

/**
 * The answer's headers for the browser as one flat list: the fixed security headers first (the
 * service cannot override them), then the service's, without per-hop ones, cookies or CORS grants.
 */
export function responseHeaders(
  fixed: readonly string[],
  fixedNames: ReadonlySet<string>,
  raw: readonly string[],
  requestId: string,
): string[] {
  const out = fixed.slice();
  let listed: Set<string> | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    if ((raw[i] as string).toLowerCase() === "connection") listed = connectionListed(raw[i + 1]);
  }
  let hasRequestId = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (DROP_RESPONSE.has(name) || listed?.has(name) || fixedNames.has(name)) continue;
    // The service's CORS grants must not reach browsers: with a server-held key they would let any site read it.
    if (name.startsWith("access-control-")) continue;
    if (name === "x-request-id") hasRequestId = true;
    out.push(raw[i] as string, raw[i + 1] as string);
  }
  if (!hasRequestId) out.push("x-request-id", requestId);
  return out;
}

/**
 * With a server-held key, any page the user visits could make the browser call this proxy; browsers
 * label such requests. A same-origin fetch from the app is `same-origin`; a typed URL is `none`.
 */
export function crossSite(req: IncomingMessage, trustProxy: boolean): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = req.headers.origin;
  if (typeof origin !== "string") return false;
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const host =
    (typeof forwardedHost === "string" ? forwardedHost.split(",")[0]?.trim() : undefined) ?? req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
