import { QueryClient } from "@tanstack/react-query";
import { queryRetryDelay, shouldRetryQuery } from "@/api/retry-policy";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // src/api/retry-policy.ts: network failures, 5xx and 429 (Retry-After exactly), three times.
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
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
