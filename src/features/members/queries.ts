import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { MemberList, MemberRole } from "@/api/types";

export const memberKeys = {
  all: (orgId: string) => ["org", orgId, "members"] as const,
  list: (orgId: string) => [...memberKeys.all(orgId), "list"] as const,
};

/** Upstream extension; a role change (PUT …/role) will update this list in place. */
export function membersQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: memberKeys.list(orgId),
    queryFn: ({ signal }): Promise<MemberList> =>
      unwrap(api.GET("/v3/organizations/{orgId}/members/users", { params: { path: { orgId } }, signal })),
  });
}

const ROLE_ORDER: Record<MemberRole, number> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members; by name within a role. */
export function sortMembers<T extends { role: MemberRole; name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name));
}
