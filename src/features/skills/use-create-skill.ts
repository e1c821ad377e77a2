import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { Skill, SkillCreateRequest, SkillList } from "@/api/types";
import { skillKeys } from "./queries";

export function createSkill(orgId: string, body: SkillCreateRequest): Promise<Skill> {
  return unwrap(api.POST("/v3/organizations/{orgId}/skills", { params: { path: { orgId } }, body }));
}

/**
 * POST /skills (spec §4.6). A skill holds no secret, so useMutation is fine here. The created
 * skill goes straight into the cached list (newest first, as the list is ordered), then that one
 * key is refetched to pick up anything else that changed.
 */
export function useCreateSkill(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...skillKeys.all(orgId), "create"],
    mutationFn: (body: SkillCreateRequest) => createSkill(orgId, body),
    onSuccess: (skill) => {
      queryClient.setQueryData<SkillList>(skillKeys.list(orgId), (list) =>
        list ? { ...list, items: [skill, ...list.items.filter((s) => s.skill_id !== skill.skill_id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: skillKeys.list(orgId), exact: true });
    },
  });
}
