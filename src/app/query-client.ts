import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/api/errors";

/** Retries after the first failure; 4xx answers are final, so they never count. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Only what can succeed on its own later: network failures, 5xx and 429. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isRetryable && failureCount < MAX_RETRIES;
}

/**
 * The service says how long to wait on 429 (Retry-After); we obey it exactly.
 * Otherwise exponential backoff with "equal jitter" so many tabs do not retry in step.
 */
export function retryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  if (isApiError(error) && error.retryAfterS !== null) return error.retryAfterS * 1000;
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** failureCount);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (count, error) => retryDelay(count, error),
        // Most screens are cheap to keep for a while; live views poll on their own.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        // Opt in per query: a focus refetch of every list is noise against a rate-limited API.
        refetchOnWindowFocus: false,
        // A page mounting over a failed read shows that failure with its own "Try again"; it does not
        // silently send the request again (route loaders decide that: see prefetchUnlessRefused).
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
