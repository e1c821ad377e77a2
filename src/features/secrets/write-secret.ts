import { api, unwrap } from "@/api/client";
import type { SecretWriteRequest, SecretWriteResult } from "@/api/types";

/**
 * POST /secrets (spec §4.7), called straight from the form on purpose: a useMutation would keep
 * the body (and so the value) in the mutation cache as `variables`. Nothing here keeps the body;
 * the ApiError thrown on failure carries only the response.
 */
export function writeSecret(orgId: string, body: SecretWriteRequest): Promise<SecretWriteResult> {
  return unwrap(api.POST("/v3/organizations/{orgId}/secrets", { params: { path: { orgId } }, body }));
}
