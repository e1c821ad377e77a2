import { type ApiError, isApiError, networkError } from "@/api/errors";
import { RETRY_POLICY, retryDelayMs } from "@/api/retry-policy";
import type { EventsPage } from "@/api/types";
import type { EventsFetcher, PollerClock } from "./feed-types";

/**
 * One catch-up read (wait_ms 0) that survives what the events loop survives, on the one retry policy
 * (src/api/retry-policy.ts): network errors, 5xx and 429 are retried; any other refusal is final and thrown.
 *
 * API: fetchWithRetry(fetchPage, { afterSeq, limit }, context) → EventsPage   · sleep(ms, clock, signal)
 */
export interface RetryContext {
  clock: PollerClock;
  random: () => number;
  signal: AbortSignal;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Every request sent, as it goes out. */
  onRequest?: () => void;
  /** A failed attempt that will be retried at `retryAt` (epoch ms). */
  onRetry?: (error: ApiError, retryAt: number) => void;
}

export function abortError(): DOMException {
  return new DOMException("Aborted", "AbortError");
}

export function sleep(ms: number, clock: PollerClock, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(abortError());
    };
    const handle = clock.setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export async function fetchWithRetry(
  fetchPage: EventsFetcher,
  request: { afterSeq: number; limit: number },
  context: RetryContext,
): Promise<EventsPage> {
  for (let attempt = 0; ; attempt++) {
    if (context.signal.aborted) throw abortError();
    context.onRequest?.();
    try {
      return await fetchPage({ ...request, waitMs: 0, signal: context.signal });
    } catch (caught) {
      if (context.signal.aborted) throw abortError();
      const error = isApiError(caught) ? caught : networkError(caught);
      const delay = retryDelayMs(error, attempt, context.random, {
        baseMs: context.backoffBaseMs ?? RETRY_POLICY.baseMs,
        capMs: context.backoffCapMs ?? RETRY_POLICY.capMs,
      });
      if (delay === null) throw error;
      context.onRetry?.(error, context.clock.now() + delay);
      await sleep(delay, context.clock, context.signal);
    }
  }
}
