import type { QueryClient } from "@tanstack/react-query";

/**
 * Starts a session's event feed from a route loader, so the timeline's first read goes out beside the
 * header's. The feed code loads with import(): route loaders are in the first JavaScript chunk, the
 * feed (poller, store, backfill) is not needed until a session is opened, and the session page's
 * own chunk shares it. API: loadAndStartSessionFeed(queryClient, orgId, sessionId) (the chunk's own startFeedNow does the work)
 */
export function loadAndStartSessionFeed(queryClient: QueryClient, orgId: string, sessionId: string): void {
  import("./session-feeds-of-client")
    .then((feeds) => feeds.startFeedNow(queryClient, orgId, sessionId))
    // A chunk that fails to load here is the page's to report: its own subscription starts the feed.
    .catch(() => undefined);
}
