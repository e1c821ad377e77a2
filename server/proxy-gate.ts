import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { ServerConfig } from "./config.ts";
import { crossSite } from "./proxy-headers.ts";
import type { AnswerSink } from "./share/answer-sink.ts";
import { upstreamPath } from "./upstream-path.ts";

/**
 * What every `/api` request passes before anything is sent to the service, whichever client sends
 * it: a path inside the service's API (upstream-path.ts), a method the API uses, and a same-site
 * caller. Refusals answer in the API's error shape (spec §7).
 */
export const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** Where an error answer goes: a browser's response, or a shared read passing it on (server/share/). */
type ErrorSink = Pick<AnswerSink, "writeHead" | "end">;

export function sendError(
  res: ErrorSink,
  status: number,
  error: string,
  message: string,
  extra: OutgoingHttpHeaders = {},
): void {
  const body = JSON.stringify({ error, message });
  res.writeHead(status, {
    ...extra,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
}

export interface Admitted {
  method: string;
  /** The path sent to the service (its base path, then the browser's path and query byte for byte). */
  path: string;
}

/** The request as it may go upstream, or null once it has been refused (answered). */
export function admit(
  req: IncomingMessage,
  res: ServerResponse,
  config: Pick<ServerConfig, "orgId" | "trustProxy">,
  basePath: string,
  fixedHeaders: Readonly<Record<string, string>> = {},
): Admitted | null {
  const refuse = (status: number, error: string, message: string) =>
    sendError(res, status, error, message, { ...fixedHeaders });
  const target = upstreamPath(req.url ?? "", basePath, config.orgId);
  if (!target.ok) {
    refuse(target.status, target.error, target.message);
    return null;
  }
  const method = req.method ?? "GET";
  if (!METHODS.has(method)) {
    res.setHeader("allow", [...METHODS].join(", "));
    refuse(405, "method_not_allowed", `The proxy does not forward ${method} requests.`);
    return null;
  }
  if (crossSite(req, config.trustProxy)) {
    refuse(403, "cross_site_request", "The proxy answers only the dashboard's own pages.");
    return null;
  }
  return { method, path: target.path };
}

/** Security headers as a flat [name, value, …] list, for error answers as an object. */
export function headersObject(flat: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) out[flat[i] as string] = flat[i + 1] as string;
  return out;
}
