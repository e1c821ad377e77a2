import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { shouldRetryQuery } from "@/api/retry-policy";

/**
 * A route loader's warm-up read. A final refusal already in the cache (403, 404, 410… —
 * anything the service would answer the same way again) is not asked again: hovering a
 * link (preload), clicking it and the page mounting would otherwise send the same
 * refused request two or three times. Network failures, 5xx and 429 are asked again.
 */
export function prefetchUnlessRefused<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === "error" && !shouldRetryQuery(0, state.error)) return Promise.resolve();
  return queryClient.prefetchQuery(options);
}
