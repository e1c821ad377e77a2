import createClient, { type Middleware } from "openapi-fetch";
import { ApiError, networkError, normalizeError } from "./errors";
import { currentKeyKind, noteKeyKind } from "./key-kind";
import type { paths } from "./schema";
import { UNREADABLE_ANSWER } from "./shape";

/**
 * The only module that knows HTTP. One openapi-fetch client, reconfigured when
 * the connection changes (demo ↔ live, key switch). The API key lives here, in
 * memory only; it never reaches query keys, URLs or logs.
 */
export interface ConnectionConfig {
  /** e.g. `${location.origin}/api` (demo worker or prod proxy) or `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** null when the prod server injects the key itself (SVC_API_KEY). */
  apiKey: string | null;
}

let config: ConnectionConfig = { baseUrl: "/api", apiKey: null };

export { noteKeyKind } from "./key-kind";

let signInRequired: (() => void) | null = null;

/** What to do when the dashboard's server says the person's sign-in has ended (401 `sign_in_required`). */
export function onSignInRequired(handler: (() => void) | null): void {
  signInRequired = handler;
}

/** The person signed in to the dashboard's server (`/auth/me`), or null when nobody is. */
export interface SignedInPerson {
  name: string | null;
  email: string | null;
  /** The ROLE_KEYS group whose key their requests carry. */
  group: string;
}

export async function readSignedInPerson(signal?: AbortSignal): Promise<SignedInPerson | null> {
  let response: Response;
  try {
    response = await fetch("/auth/me", { credentials: "same-origin", signal: signal ?? null });
  } catch (error) {
    throw networkError(error);
  }
  if (response.status === 401) return null;
  if (!response.ok) throw normalizeError(response.status, null, response.headers);
  const body = (await response.json()) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  return { name: text(body.name), email: text(body.email), group: text(body.group) ?? "" };
}

export function configureApi(next: ConnectionConfig): void {
  config = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, "") };
  // A new key: what the old one was no longer says anything.
  noteKeyKind(null);
}

const connection: Middleware = {
  async onRequest({ request }) {
    const url = new URL(request.url);
    const base = new URL(config.baseUrl, globalThis.location?.href ?? "http://localhost/");
    // openapi-fetch was created with a placeholder base; re-root every request on the live config.
    const target = new URL(
      base.pathname.replace(/\/$/, "") + url.pathname.replace(/^\/__api__/, "") + url.search,
      base,
    );
    const headers = new Headers(request.headers);
    if (config.apiKey) headers.set("Authorization", `Bearer ${config.apiKey}`);
    // Bodies are small JSON, so they are passed on as bytes: re-sending request.body as a stream
    // (duplex: "half") is a streaming upload, which Chromium allows only over HTTP/2 (every live
    // write to an HTTP/1.1 service failed with ERR_ALPN_NEGOTIATION_FAILED) and Firefox not at all.
    const body = request.body === null ? null : await request.arrayBuffer();
    // The API authenticates by bearer key: a cookie for the API's origin is never the caller's credential,
    // so none is sent. Without a key in the browser, the dashboard's own server holds them and a
    // signed-in person's session cookie (same origin only) says whose role's key it sends.
    const credentials = config.apiKey ? "omit" : "same-origin";
    return new Request(target, { method: request.method, headers, body, signal: request.signal, credentials });
  },
  async onResponse({ response }) {
    if (response.ok) {
      // A 2xx that is not JSON (a web page at a wrong address, a proxy's sign-in page) would otherwise
      // fail in the JSON parser with the engine's own words.
      const type = response.headers.get("content-type") ?? "";
      const empty = response.status === 204 || response.headers.get("content-length") === "0";
      if (!empty && type !== "" && !/\bjson\b/i.test(type)) throw notJson(response.status, type);
      return undefined;
    }
    // Status 0 is no HTTP answer at all (a failed fetch some fetch stacks hand back as Response.error()
    // instead of rejecting): a network error, never an API error code like "http_0".
    if (response.status === 0) throw networkError(null);
    let body: unknown = null;
    const text = await response.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const error = normalizeError(response.status, body, response.headers, currentKeyKind());
    if (error.status === 401 && error.code === "sign_in_required") signInRequired?.();
    throw error;
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    if (error instanceof DOMException && error.name === "AbortError") return error;
    return networkError(error);
  },
};

function notJson(status: number, type: string): ApiError {
  const what = /html/i.test(type) ? "a web page" : type ? `\`${type.split(";")[0]}\`` : "something";
  return new ApiError(
    status,
    UNREADABLE_ANSWER,
    `The address answered with ${what}, not the API's JSON. Check that it is the service's API address.`,
  );
}

function resolveFetch(request: Request): Promise<Response> {
  // Looked up per call so MSW (which patches globalThis.fetch) and tests can intercept.
  return globalThis.fetch(request);
}

export const api = createClient<paths>({ baseUrl: "http://api.invalid/__api__", fetch: resolveFetch });
api.use(connection);

/**
 * Unwraps an openapi-fetch result. Errors were already thrown as ApiError by the
 * middleware, so `error` here only covers an unexpected empty body.
 */
export async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending.catch((failure: unknown) => {
    // An answer with no content type whose body is not JSON: the parser's words are not for people.
    throw failure instanceof SyntaxError ? notJson(200, "") : failure;
  });
  if (error !== undefined) throw normalizeError(response.status, error, response.headers, currentKeyKind());
  return data as T;
}
