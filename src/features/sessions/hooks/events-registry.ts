import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "@/api/types";
import { createEventsFetcher } from "../events/fetch-events";
import { SessionEventsRegistry } from "../events/registry";
import { mergeSessionSnapshot } from "../events/session-snapshot";
import { sessionKeys } from "../queries";

/**
 * One SessionEventsRegistry per QueryClient (the app has one; tests make their own), wired to the
 * real API and to the session detail query: every events response's `session` snapshot is merged
 * into sessionKeys.detail, so the header stays live without polling GET sessions/{id}.
 *
 * API:
 * - getSessionEventsRegistry(queryClient) → SessionEventsRegistry
 * - resetSessionEvents(queryClient)        call on connection change (with queryClient.clear())
 */
const registries = new WeakMap<QueryClient, SessionEventsRegistry>();

export function getSessionEventsRegistry(queryClient: QueryClient): SessionEventsRegistry {
  const existing = registries.get(queryClient);
  if (existing) return existing;
  const registry = new SessionEventsRegistry({
    createFetcher: createEventsFetcher,
    onSession: (orgId, sessionId, snapshot) => {
      const key = sessionKeys.detail(orgId, sessionId);
      const current = queryClient.getQueryData<Session>(key);
      const merged = mergeSessionSnapshot(current, snapshot);
      // Unchanged (every catch-up page repeats the snapshot): no cache write, no observer churn.
      if (merged === undefined || merged === current) return;
      queryClient.setQueryData<Session>(key, merged);
    },
  });
  registries.set(queryClient, registry);
  return registry;
}

export function resetSessionEvents(queryClient: QueryClient): void {
  registries.get(queryClient)?.reset();
}
