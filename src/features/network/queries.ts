import { type Query, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import { isApiError } from "@/api/errors";
import type { AgentNetwork } from "@/api/types";
import { nextOfflineAttempt, type OfflineStreak, ONLINE_REFRESH_MS, offlineRetryDelay } from "./offline-retry";

export const networkKeys = {
  all: (orgId: string) => ["org", orgId, "network"] as const,
  agents: (orgId: string) => [...networkKeys.all(orgId), "agents"] as const,
};

/** What the page shows: the network, or the offline answer with which one in a row it is and the wait before the next try. */
export type NetworkView =
  | { state: "online"; network: AgentNetwork }
  | ({ state: "offline"; code: string; message: string } & OfflineStreak);

/** Spec 4.13: 409 agent_network_offline is a normal state (nobody's computer is on), not a failure, so it is data. */
export function isNetworkOffline(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === "agent_network_offline";
}

function streakOf(view: NetworkView | undefined): OfflineStreak | null {
  return view?.state === "offline" ? view : null;
}

/** Offline: try again after the backoff; online: a live view refreshed every 15 s. Never while the tab is hidden. */
function refetchInterval(query: Query<NetworkView, Error, NetworkView, readonly unknown[]>): number {
  const data = query.state.data;
  return data?.state === "offline" ? data.retryInMs : ONLINE_REFRESH_MS;
}

export function agentNetworkQueryOptions(orgId: string, random: () => number = Math.random) {
  return queryOptions({
    queryKey: networkKeys.agents(orgId),
    queryFn: async ({ signal, client, queryKey }): Promise<NetworkView> => {
      try {
        const network = await unwrap(
          api.GET("/v3/organizations/{orgId}/agent-network/agents", { params: { path: { orgId } }, signal }),
        );
        return { state: "online", network };
      } catch (error) {
        if (!isApiError(error) || !isNetworkOffline(error)) throw error;
        const now = Date.now();
        const attempts = nextOfflineAttempt(streakOf(client.getQueryData<NetworkView>(queryKey)), now);
        const retryInMs = offlineRetryDelay(attempts, random);
        return { state: "offline", code: error.code, message: error.message, attempts, triedAt: now, retryInMs };
      }
    },
    // Offline answers are stale at once, so coming back to a hidden tab tries again immediately.
    staleTime: (query) => (query.state.data?.state === "offline" ? 0 : 10_000),
    refetchInterval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** `since` is Unix epoch seconds (our decision in openapi.yaml). */
export function sinceToIso(since: number): string | null {
  return Number.isFinite(since) && since > 0 ? new Date(since * 1000).toISOString() : null;
}
