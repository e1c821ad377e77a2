import { getResponse, type HttpHandler, HttpResponse, http } from "msw";
import type { MutableContext } from "./context.ts";
import { authenticate } from "./guard.ts";
import { apiError, nextRequestId, rateLimited } from "./http.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { FaultOptions, Rng } from "./types.ts";

/** Paths the simulator owns; everything else (app assets) is never touched. */
export const API_PATTERNS = ["*/v3/*", "*/agent-auth/*"] as const;

const realDelay = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export type Fault = "error" | "rate_limited" | "drop_before" | "drop_after" | null;

/**
 * One draw per request decides its fault: [0, errorRate) → 500, then rateLimitRate → 429, then
 * dropRate → a dropped connection (a second draw picks before or after the service acted).
 * Only errorRate set draws exactly as before the other two existed, so seeded runs stay the same.
 */
export function drawFault(faults: FaultOptions, rng: Rng): Fault {
  const { errorRate, rateLimitRate, dropRate } = faults;
  if (errorRate <= 0 && rateLimitRate <= 0 && dropRate <= 0) return null;
  const r = rng.next();
  if (r < errorRate) return "error";
  if (r < errorRate + rateLimitRate) return "rate_limited";
  if (r < errorRate + rateLimitRate + dropRate) return rng.next() < 0.5 ? "drop_before" : "drop_after";
  return null;
}

/**
 * Runs first for every API request: advances the world, then applies faults and the
 * per-key rate limit BEFORE any domain handler touches state, so a client retry is safe.
 * The one exception is a connection dropped after the service acted ("drop_after"): the
 * downstream handlers answer and the answer is thrown away, as when a connection breaks on
 * the way back; only idempotent retries (same client_message_id) are safe then.
 * Returning nothing hands the request on to the domain handlers.
 */
export function createFrontGate(
  ctx: MutableContext,
  limiter: RateLimiter,
  faultRng: Rng,
  downstream: readonly HttpHandler[],
): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const { faults } = ctx.options;
    if (faults.latencyMs > 0) await realDelay(faults.latencyMs);
    ctx.advanceAll();
    if (faults.rateLimitBurst > 0) {
      faults.rateLimitBurst -= 1;
      return rateLimited(faults.rateLimitRetryAfterS, "simulated burst of rate limiting");
    }
    const fault = drawFault(faults, faultRng);
    if (fault === "error") {
      return apiError(500, "internal_error", "simulated server error", { request_id: nextRequestId() });
    }
    if (fault === "rate_limited") return rateLimited(faults.rateLimitRetryAfterS, "simulated rate limiting");
    if (fault === "drop_before") return HttpResponse.error();
    const principal = authenticate(request);
    if (principal) {
      const wait = limiter.take(principal.keyId, ctx.clock.wallNow?.() ?? Date.now());
      if (wait !== null) return rateLimited(wait);
    }
    if (fault === "drop_after") {
      await getResponse([...downstream], request.clone());
      return HttpResponse.error();
    }
    return undefined;
  };
  return API_PATTERNS.map((pattern) => http.all(pattern, resolver));
}

/** Last in line: any API path no domain answered is a JSON 404. */
export function createFallback(): HttpHandler[] {
  return API_PATTERNS.map((pattern) => http.all(pattern, () => apiError(404, "not_found", "no such operation")));
}
