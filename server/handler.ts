import type { IncomingMessage, ServerResponse } from "node:http";
import type { Audit } from "./auth/audit.ts";
import type { AuthGate, Who } from "./auth/gate.ts";
import type { ServerConfig } from "./config.ts";
import { type ProxyMetrics, serveMetrics } from "./metrics.ts";
import type { ApiProxy } from "./proxy.ts";
import { sendError } from "./proxy-gate.ts";
import { requestIdOf } from "./proxy-headers.ts";
import type { Readiness } from "./readiness.ts";
import type { StaticSite } from "./static-files.ts";

export interface HandlerParts {
  config: ServerConfig;
  site: StaticSite;
  /** Sent on every response (the page replaces the CSP with its own; the proxy sends them itself). */
  headers: Record<string, string>;
  proxy: ApiProxy;
  ready: () => Promise<Readiness>;
  /** True once shutdown began: /readyz fails so load balancers move on, and connections are not kept. */
  draining: () => boolean;
  /** Sign-in in front of pages and /api (server/auth); absent without OIDC_ISSUER. */
  gate?: AuthGate | null;
  /** Sent on the gate's /api refusals. */
  apiHeaders?: Readonly<Record<string, string>>;
  /** Where proxied writes are recorded. */
  audit?: Audit;
  /** Served at /metrics in Prometheus text (docs/operations.md "Metrics"). */
  metrics?: ProxyMetrics;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NOBODY: Who = { subject: null, email: null, group: null };

/** One audit line per proxied write, once its answer is done (or the browser left: status 0). */
function auditWrite(req: IncomingMessage, res: ServerResponse, who: Who, audit: Audit): void {
  const requestId = requestIdOf(req);
  // The proxy reads the id from here too, so the audit line and the service's logs carry the same one.
  req.headers["x-request-id"] = requestId;
  const method = req.method as string;
  const path = req.url ?? "/api";
  res.once("close", () =>
    audit({
      event: "write",
      ...who,
      method,
      path,
      status: res.writableFinished ? res.statusCode : 0,
      request_id: requestId,
    }),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

/** Routes: /healthz, /readyz, /api/* (the proxy), then the built app with its client-side routes. */
export function createHandler(parts: HandlerParts): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, site, proxy } = parts;
  const headers = Object.entries(parts.headers);
  const allowedHosts = new Set(config.allowedHosts);

  return (req, res) => {
    if (parts.draining()) res.shouldKeepAlive = false;
    const target = req.url ?? "/";
    if (allowedHosts.size > 0 && !allowedHosts.has((req.headers.host ?? "").toLowerCase())) {
      sendError(res, 421, "unknown_host", "This server does not answer for that host name.", parts.headers);
      return;
    }
    const q = target.indexOf("?");
    const pathname = q === -1 ? target : target.slice(0, q);

    // The proxy sends the security headers itself, in one list with the service's (no per-header work).
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      // Sign-in first (it sets the role's key for the proxy), then the proxy.
      const who = parts.gate ? parts.gate.api(req, res, parts.apiHeaders ?? {}) : NOBODY;
      if (!who) return;
      if (parts.audit && WRITES.has(req.method ?? "")) auditWrite(req, res, who, parts.audit);
      proxy.handle(req, res);
      return;
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    if (parts.gate?.route(req, res, pathname, target)) return;
    if (pathname === "/healthz") {
      sendJson(res, 200, { status: "ok" });
      return;
    }
    if (pathname === "/metrics" && parts.metrics) {
      serveMetrics(parts.metrics, req, res);
      return;
    }
    if (pathname === "/readyz") {
      if (parts.draining()) {
        sendJson(res, 503, { status: "unready", reason: "draining" });
        return;
      }
      void parts
        .ready()
        .then((r) =>
          r.ready
            ? sendJson(res, 200, { status: "ready" })
            : sendJson(res, 503, { status: "unready", reason: r.reason }),
        );
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      sendError(res, 405, "method_not_allowed", "Only GET and HEAD are served here.");
      return;
    }
    if (parts.gate && !parts.gate.page(req, res, pathname, target)) return;
    if (!target.startsWith("/") || !site.serve(req, res, pathname)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      res.end("Not found");
    }
  };
}
