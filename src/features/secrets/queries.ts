import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { SecretList } from "@/api/types";

export const secretKeys = {
  all: (orgId: string) => ["org", orgId, "secrets"] as const,
  list: (orgId: string) => [...secretKeys.all(orgId), "list"] as const,
};

/** Metadata only (name, scope, note, updated_at): values are write-only and never cached. */
export function secretsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: secretKeys.list(orgId),
    queryFn: ({ signal }): Promise<SecretList> =>
      unwrap(api.GET("/v3/organizations/{orgId}/secrets", { params: { path: { orgId } }, signal })),
  });
}
