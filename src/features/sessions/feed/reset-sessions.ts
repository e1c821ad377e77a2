import type { QueryClient } from "@tanstack/react-query";

/**
 * On a connection change (with the query cache reset): every event feed restarts under the new key and
 * every outbox is forgotten, so a read-only key never sees the previous key's Withdraw buttons or
 * held-message timers.
 *
 * The feeds and outboxes register here when first made, so main.tsx can reset them synchronously
 * without loading them: they stay out of the first JavaScript chunk until a session page needs them.
 * API: resetSessions(queryClient) · onSessionsReset(queryClient, reset)
 */
const resets = new WeakMap<QueryClient, (() => void)[]>();

export function onSessionsReset(queryClient: QueryClient, reset: () => void): void {
  resets.set(queryClient, [...(resets.get(queryClient) ?? []), reset]);
}

export function resetSessions(queryClient: QueryClient): void {
  for (const reset of resets.get(queryClient) ?? []) reset();
}
