import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "@/api/types";
import { sessionKeys } from "../queries";
import { createEventsFetcher } from "./fetch-events";
import { onSessionsReset } from "./reset-sessions";
import { SessionFeeds } from "./session-feeds";
import { mergeSessionSnapshot } from "./session-snapshot";

/**
 * One SessionFeeds per QueryClient (the app has one; tests make their own), wired to the
 * real API and to the session detail query: every events response's `session` snapshot is merged
 * into sessionKeys.detail, so the header stays live without polling GET sessions/{id}.
 *
 * API: getSessionFeeds(queryClient) → SessionFeeds (see reset-sessions.ts for the connection change)
 * · startFeedNow(queryClient, orgId, sessionId): from the route loader (through load-and-start-feed.ts), so the timeline's first read
 *   goes out with the header's instead of after it · isAttemptAlias(id)
 */
const registries = new WeakMap<QueryClient, SessionFeeds>();

export function getSessionFeeds(queryClient: QueryClient): SessionFeeds {
  const existing = registries.get(queryClient);
  if (existing) return existing;
  const registry = new SessionFeeds({
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
  onSessionsReset(queryClient, () => registry.reset());
  return registry;
}

/** An attempt UUID (an alias, spec §2.1): its feed is read under the stable id, once the session names it. */
export function isAttemptAlias(sessionId: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId);
}

export function startFeedNow(queryClient: QueryClient, orgId: string, sessionId: string): void {
  if (!isAttemptAlias(sessionId)) getSessionFeeds(queryClient).start(orgId, sessionId);
}
