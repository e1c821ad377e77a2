import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { SkillList } from "@/api/types";

export const skillKeys = {
  all: (orgId: string) => ["org", orgId, "skills"] as const,
  list: (orgId: string) => [...skillKeys.all(orgId), "list"] as const,
};

/** Upstream extension (404 not_found on a strict service). Creating a skill will invalidate skillKeys.list. */
export function skillsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: skillKeys.list(orgId),
    queryFn: ({ signal }): Promise<SkillList> =>
      unwrap(api.GET("/v3/organizations/{orgId}/skills", { params: { path: { orgId } }, signal })),
  });
}
