import { request } from "node:http";
import { request as httpsRequest } from "node:https";
import { basePathOf } from "./config.ts";

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "upstream_unreachable" | "upstream_timeout" | "upstream_error" };

/**
 * Is the service answering? Any HTTP answer below 500 counts: it asks `/v3/self` without a key, so a
 * 401 proves the service is up without spending the server key's rate limit on probes. Answers are
 * shared for a second, so a load balancer probing often (or anyone hammering /readyz) costs the service
 * at most one request a second.
 */
export function createReadinessProbe(upstream: URL | null, timeoutMs: number): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | null = null;
  const probe = (): Promise<Readiness> => {
    if (!upstream) return Promise.resolve({ ready: true });
    return new Promise((resolve) => {
      const send = upstream.protocol === "https:" ? httpsRequest : request;
      const req = send(new URL(`${basePathOf(upstream)}/v3/self`, upstream.origin), { method: "GET", agent: false });
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ ready: false, reason: "upstream_timeout" });
      }, timeoutMs);
      req.on("response", (res) => {
        clearTimeout(timer);
        res.resume();
        resolve((res.statusCode ?? 500) < 500 ? { ready: true } : { ready: false, reason: "upstream_error" });
      });
      req.on("error", () => {
        clearTimeout(timer);
        resolve({ ready: false, reason: "upstream_unreachable" });
      });
      req.end();
    });
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1_000) last = { at: now, result: probe() };
    return last.result;
  };
}
