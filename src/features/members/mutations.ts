import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import { isApiError } from "@/api/errors";
import type { MemberList, MemberRole, RoleUpdateResult, Self } from "@/api/types";
import { connectionKeys, refreshSelf, roleChangeTouchesCaller } from "@/features/connection";
import { memberKeys } from "./queries";

/** Spec 4.10: PUT …/members/users/{userId}/role (org:write + owner/admin; owner changes need an owner). */
export function setMemberRole(orgId: string, userId: string, role: MemberRole): Promise<RoleUpdateResult> {
  return unwrap(
    api.PUT("/v3/organizations/{orgId}/members/users/{userId}/role", {
      params: { path: { orgId, userId } },
      body: { role },
    }),
  );
}

/** The cached list with the service's answer applied; null when that user is not in it (the list is stale). */
export function applyRoleChange(list: MemberList, result: RoleUpdateResult): MemberList | null {
  if (!list.items.some((m) => m.user_id === result.user_id)) return null;
  return { ...list, items: list.items.map((m) => (m.user_id === result.user_id ? { ...m, role: result.role } : m)) };
}

export interface RoleChangeInput {
  userId: string;
  role: MemberRole;
}

/**
 * Changes one role: the members list is updated in place (refetched when it proved stale), and a change
 * to the caller's own role re-reads /v3/self so the header and every capability check follow it.
 */
export function useSetMemberRole(orgId: string) {
  const queryClient = useQueryClient();
  const listKey = memberKeys.list(orgId);
  return useMutation({
    mutationFn: ({ userId, role }: RoleChangeInput) => setMemberRole(orgId, userId, role),
    onSuccess: (result) => {
      const list = queryClient.getQueryData<MemberList>(listKey);
      const next = list ? applyRoleChange(list, result) : null;
      if (next) queryClient.setQueryData(listKey, next);
      else if (list) void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      const self = queryClient.getQueryData<Self>(connectionKeys.self());
      if (roleChangeTouchesCaller(self, result.user_id)) void refreshSelf(queryClient);
    },
    onError: (error) => {
      // Someone else removed the member meanwhile: our list is out of date.
      if (isApiError(error) && error.code === "member_not_found") {
        void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      }
    },
  });
}
