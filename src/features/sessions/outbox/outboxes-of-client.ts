import type { QueryClient } from "@tanstack/react-query";
import { describeError } from "@/api/error-messages";
import { onSessionsReset } from "../feed/reset-sessions";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { sessionKeys } from "../queries";
import { FollowUpOutboxes } from "./follow-up-outboxes";
import { sendMessage, withdrawQueuedMessage } from "./outbox-api";

/**
 * One in-memory FollowUpOutboxes per QueryClient, wired to the API, the events loop (resume on accept)
 * and the messages list. API: getOutboxes(queryClient) → FollowUpOutboxes
 */
const stores = new WeakMap<QueryClient, FollowUpOutboxes>();

export function getOutboxes(queryClient: QueryClient): FollowUpOutboxes {
  const existing = stores.get(queryClient);
  if (existing) return existing;
  const store = new FollowUpOutboxes({
    send: sendMessage,
    withdraw: withdrawQueuedMessage,
    describe: (error) => describeError(error).detail,
    onAccepted: (orgId, sessionId) => {
      getSessionFeeds(queryClient).resume(orgId, sessionId);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.messages(orgId, sessionId) });
      // A follow-up can move the session (target, Machine placement): fields only a retrieval carries.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(orgId, sessionId), exact: true });
    },
  });
  stores.set(queryClient, store);
  onSessionsReset(queryClient, () => store.reset());
  return store;
}
