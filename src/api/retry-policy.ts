import { isApiError } from "./errors";

/**
 * The one retry policy for every idempotent read (the query client), the session event loop, its
 * catch-up reads and the outbox's resend offer. Retry only what can succeed on its own later — no
 * HTTP answer, 5xx, 429 — as ApiError says; a 429's Retry-After is obeyed exactly (never earlier,
 * never padded); otherwise exponential backoff with "equal jitter" (half the ceiling fixed, half
 * random), so tabs that failed together do not come back together, and none retries at once.
 *
 * API: RETRY_POLICY · isRetryableError(error) · retryDelayMs(error, attempt, random?, timing?) → ms | null
 * · backoffMs(attempt, random?, timing?) → ms (the backoff alone, for a retry the error does not decide)
 * · shouldRetryQuery(failureCount, error) · queryRetryDelay(failureCount, error)
 */
export interface RetryTiming {
  /** Ceiling of the first retry's delay, doubled per attempt. */
  readonly baseMs: number;
  readonly capMs: number;
}

export const RETRY_POLICY = {
  baseMs: 1000,
  capMs: 30_000,
  /** Retries of a read after its first failure (the query client). Loops retry for as long as they live. */
  maxQueryRetries: 3,
} as const;

export function isRetryableError(error: unknown): boolean {
  return isApiError(error) && error.isRetryable;
}

/** ms to wait before attempt `attempt + 1` (attempt 0 = after the first failure), or null: do not retry. */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  random: () => number = Math.random,
  timing: RetryTiming = RETRY_POLICY,
): number | null {
  if (!isApiError(error) || !error.isRetryable) return null;
  if (error.retryAfterS !== null) return error.retryAfterS * 1000;
  return backoffMs(attempt, random, timing);
}

/** The policy's wait before attempt `attempt + 1`: min(cap, base · 2^attempt), its upper half at random. */
export function backoffMs(
  attempt: number,
  random: () => number = Math.random,
  timing: RetryTiming = RETRY_POLICY,
): number {
  const ceiling = Math.min(timing.capMs, timing.baseMs * 2 ** Math.max(0, attempt));
  const share = Math.min(1, Math.max(0, random()));
  return Math.floor(ceiling / 2 + (share * ceiling) / 2);
}

/** TanStack Query's `retry`: failureCount is the number of failures so far before this retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isRetryableError(error) && failureCount < RETRY_POLICY.maxQueryRetries;
}

/** TanStack Query's `retryDelay` (failureCount 0 before the first retry). */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  return retryDelayMs(error, failureCount) ?? 0;
}
