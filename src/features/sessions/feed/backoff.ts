import type { ApiError } from "@/api/errors";

/**
 * Retry timing for the events loop.
 *
 * API:
 * - fullJitterDelay(attempt, baseMs, capMs, random)  "full jitter": uniform in [0, min(cap, base·2^attempt))
 * - retryDelayFor(error, attempt, options)           429 → Retry-After (+ < 1 s jitter, never earlier);
 *                                                    network / 5xx → full jitter; anything else → null (give up)
 */
export function fullJitterDelay(attempt: number, baseMs: number, capMs: number, random: () => number): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

export interface RetryTiming {
  baseMs: number;
  capMs: number;
  random: () => number;
}

/** Spreads clients that got the same Retry-After so they do not return in one burst. */
const RETRY_AFTER_SPREAD_MS = 1000;

export function retryDelayFor(error: ApiError, attempt: number, timing: RetryTiming): number | null {
  if (error.status === 429) {
    if (error.retryAfterS !== null) {
      return error.retryAfterS * 1000 + Math.floor(timing.random() * RETRY_AFTER_SPREAD_MS);
    }
    return fullJitterDelay(attempt, timing.baseMs, timing.capMs, timing.random);
  }
  if (error.status === 0 || error.status >= 500) {
    return fullJitterDelay(attempt, timing.baseMs, timing.capMs, timing.random);
  }
  return null;
}
