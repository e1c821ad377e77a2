import { type HttpHandler, http } from "msw";
import type { MutableContext } from "./context.ts";
import { authenticate } from "./guard.ts";
import { apiError, nextRequestId, rateLimited } from "./http.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { Rng } from "./types.ts";

/** Paths the simulator owns; everything else (app assets) is never touched. */
export const API_PATTERNS = ["*/v3/*", "*/agent-auth/*"] as const;

const realDelay = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Runs first for every API request: advances the world, then applies faults and the
 * per-key rate limit BEFORE any domain handler touches state, so a client retry is safe.
 * Returning nothing hands the request on to the domain handlers.
 */
export function createFrontGate(ctx: MutableContext, limiter: RateLimiter, faultRng: Rng): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const { faults } = ctx.options;
    if (faults.latencyMs > 0) await realDelay(faults.latencyMs);
    ctx.advanceAll();
    if (faults.rateLimitBurst > 0) {
      faults.rateLimitBurst -= 1;
      return rateLimited(1, "simulated burst of rate limiting");
    }
    if (faults.errorRate > 0 && faultRng.next() < faults.errorRate) {
      return apiError(500, "internal_error", "simulated server error", { request_id: nextRequestId() });
    }
    const principal = authenticate(request);
    if (principal) {
      const wait = limiter.take(principal.keyId, ctx.clock.wallNow?.() ?? Date.now());
      if (wait !== null) return rateLimited(wait);
    }
    return undefined;
  };
  return API_PATTERNS.map((pattern) => http.all(pattern, resolver));
}

/** Last in line: any API path no domain answered is a JSON 404. */
export function createFallback(): HttpHandler[] {
  return API_PATTERNS.map((pattern) => http.all(pattern, () => apiError(404, "not_found", "no such operation")));
}
