import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { OkResponse } from "@/api/types";
import type { BranchRef } from "./branch-delete";

/**
 * Spec 4.11: DELETE …/repositories/{owner}/{repo}/branches/{branch}?provider=github (repos:write).
 * openapi-fetch encodes each path parameter with encodeURIComponent, so `feature/x` travels as
 * one segment, `feature%2Fx`, which is what the service (and the simulator) decode.
 */
export function deleteBranch(orgId: string, ref: BranchRef): Promise<OkResponse> {
  return unwrap(
    api.DELETE("/v3/organizations/{orgId}/repositories/{owner}/{repo}/branches/{branch}", {
      params: { path: { orgId, owner: ref.owner, repo: ref.repo, branch: ref.branch }, query: { provider: "github" } },
    }),
  );
}

/** No cached read lists branches, so a deletion invalidates nothing. */
export function useDeleteBranch(orgId: string) {
  return useMutation({ mutationFn: (ref: BranchRef) => deleteBranch(orgId, ref) });
}
