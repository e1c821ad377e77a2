import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { IndexedRepositoryList } from "@/api/types";

export const repositoryKeys = {
  all: (orgId: string) => ["org", orgId, "repositories"] as const,
  indexed: (orgId: string) => [...repositoryKeys.all(orgId), "indexed"] as const,
};

/** Spec 4.12 (scope repos:read). */
export function indexedRepositoriesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: repositoryKeys.indexed(orgId),
    queryFn: ({ signal }): Promise<IndexedRepositoryList> =>
      unwrap(api.GET("/v3/organizations/{orgId}/indexed-repositories", { params: { path: { orgId } }, signal })),
  });
}
