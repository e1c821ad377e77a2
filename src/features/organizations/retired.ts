import { queryOptions } from "@tanstack/react-query";
import { api } from "@/api/client";
import { isApiError } from "@/api/errors";

/** Retired operations (spec §4.15, §9.5) this dashboard asks about, so people learn what replaced them. */
export type RetiredId = "knowledge" | "roles";

export interface RetiredOperation {
  id: RetiredId;
  name: string;
  method: "GET";
  path: string;
  /** What the spec says is left of it. */
  summary: string;
  /** Where to go instead (an in-app area). */
  instead: { text: string; to: "/o/$orgId/skills" | "/o/$orgId/members"; label: string };
}

export const RETIRED_OPERATIONS: readonly RetiredOperation[] = [
  {
    id: "knowledge",
    name: "Knowledge notes",
    method: "GET",
    path: "/knowledge/notes",
    summary: "The whole Knowledge area is retired: every Knowledge operation answers 410.",
    instead: {
      text: "Reusable instructions picked per task are Skills.",
      to: "/o/$orgId/skills",
      label: "Open Skills",
    },
  },
  {
    id: "roles",
    name: "Platform role listing",
    method: "GET",
    path: "/roles",
    summary: "Platform-wide role administration is unavailable.",
    instead: {
      text: "Roles are set per organization, member by member (owner, admin, member).",
      to: "/o/$orgId/members",
      label: "Open Members",
    },
  },
];

/** The service's own answer, whatever it is: 410 as expected, 403 when the key lacks the scope, even a 200. */
export interface ServiceAnswer {
  status: number;
  code: string;
  message: string;
  requiredScope: string | null;
}

export const retiredKeys = {
  answer: (orgId: string, id: RetiredId) => ["org", orgId, "retired", id] as const,
};

async function ask(orgId: string, id: RetiredId, signal: AbortSignal): Promise<ServiceAnswer> {
  const params = { params: { path: { orgId } }, signal };
  try {
    const { response } =
      id === "knowledge"
        ? await api.GET("/v3/organizations/{orgId}/knowledge/notes", params)
        : await api.GET("/v3/organizations/{orgId}/roles", params);
    return { status: response.status, code: "ok", message: "The service still answers this.", requiredScope: null };
  } catch (error) {
    // A final answer (410, 403, 404…) is what we came to show; only unreachable, 5xx and 429 stay errors.
    if (!isApiError(error) || error.isRetryable) throw error;
    return { status: error.status, code: error.code, message: error.message, requiredScope: error.requiredScope };
  }
}

/** Asked live, once per visit: the answer is the point, not a hard-coded 410. */
export function retiredAnswerQueryOptions(orgId: string, id: RetiredId) {
  return queryOptions({
    queryKey: retiredKeys.answer(orgId, id),
    queryFn: ({ signal }) => ask(orgId, id, signal),
    staleTime: 5 * 60_000,
  });
}
