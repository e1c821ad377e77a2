import type { QueryClient } from "@tanstack/react-query";
import { getOutboxes } from "./outboxes-of-client";
import { getSessionFeeds } from "./session-feeds-of-client";

/**
 * On a connection change (with queryClient.clear()): every event feed restarts under the new key and
 * every outbox is forgotten, so a read-only key never sees the previous key's Withdraw buttons or
 * held-message timers. API: resetSessions(queryClient)
 */
export function resetSessions(queryClient: QueryClient): void {
  getSessionFeeds(queryClient).reset();
  getOutboxes(queryClient).reset();
}
