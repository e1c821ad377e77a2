import { queryOptions } from "@tanstack/react-query";
import { api, noteKeyKind, unwrap } from "@/api/client";
import type { Self } from "@/api/types";

/** Connection-level reads live outside the ['org', orgId, …] tree: they are cleared on every connection change. */
export const connectionKeys = {
  self: () => ["self"] as const,
};

export function selfQueryOptions() {
  return queryOptions({
    queryKey: connectionKeys.self(),
    queryFn: async ({ signal }): Promise<Self> => {
      const self = await unwrap(api.GET("/v3/self", { signal }));
      noteKeyKind(self.key_kind);
      return self;
    },
    staleTime: 5 * 60_000,
  });
}
