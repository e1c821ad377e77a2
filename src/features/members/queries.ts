import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { MemberList, MemberRole } from "@/api/types";
import { rankOf } from "@/ui/readable";

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

const ROLE_ORDER: readonly MemberRole[] = ["owner", "admin", "member"];

function nameOf(member: { name?: unknown; email?: unknown }): string {
  return typeof member.name === "string" ? member.name : typeof member.email === "string" ? member.email : "";
}

/**
 * Owners first, then admins, then members, then roles this app does not know (shown as sent); by name
 * within a role. A member without a name (or an email to sort by) sorts first in its role, not out of the list.
 */
export function sortMembers<T extends { role: MemberRole; name: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      rankOf(ROLE_ORDER, a?.role) - rankOf(ROLE_ORDER, b?.role) || nameOf(a ?? {}).localeCompare(nameOf(b ?? {})),
  );
}
