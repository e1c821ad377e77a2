import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { Self } from "@/api/types";

/** Connection-level reads live outside the ['org', orgId, …] tree: they are cleared on every connection change. */
export const connectionKeys = {
  self: () => ["self"] as const,
};

export function selfQueryOptions() {
  return queryOptions({
    queryKey: connectionKeys.self(),
    queryFn: ({ signal }): Promise<Self> => unwrap(api.GET("/v3/self", { signal })),
    staleTime: 5 * 60_000,
  });
}
