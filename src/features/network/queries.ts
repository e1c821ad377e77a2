import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import { isApiError } from "@/api/errors";
import type { AgentNetwork } from "@/api/types";

export const networkKeys = {
  all: (orgId: string) => ["org", orgId, "network"] as const,
  agents: (orgId: string) => [...networkKeys.all(orgId), "agents"] as const,
};

/** Live view through a member computer: keep it fresh while someone looks at it. */
export function agentNetworkQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: networkKeys.agents(orgId),
    queryFn: ({ signal }): Promise<AgentNetwork> =>
      unwrap(api.GET("/v3/organizations/{orgId}/agent-network/agents", { params: { path: { orgId } }, signal })),
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
}

/** Spec 4.13: 409 agent_network_offline is a normal state (nobody's computer is on), not a failure. */
export function isNetworkOffline(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === "agent_network_offline";
}

/** `since` is Unix epoch seconds (our decision in openapi.yaml). */
export function sinceToIso(since: number): string | null {
  return Number.isFinite(since) && since > 0 ? new Date(since * 1000).toISOString() : null;
}
