import type { QueryClient } from "@tanstack/react-query";
import { describeError } from "@/api/error-messages";
import { sendMessage, withdrawQueuedMessage } from "../outbox/outbox-api";
import { OutboxStore } from "../outbox/outbox-store";
import { sessionKeys } from "../queries";
import { getSessionEventsRegistry } from "./events-registry";

/**
 * One in-memory OutboxStore per QueryClient, wired to the API, the events loop (resume on accept)
 * and the messages list. API: getOutboxStore(queryClient) → OutboxStore
 */
const stores = new WeakMap<QueryClient, OutboxStore>();

export function getOutboxStore(queryClient: QueryClient): OutboxStore {
  const existing = stores.get(queryClient);
  if (existing) return existing;
  const store = new OutboxStore({
    send: sendMessage,
    withdraw: withdrawQueuedMessage,
    describe: (error) => describeError(error).detail,
    onAccepted: (orgId, sessionId) => {
      getSessionEventsRegistry(queryClient).resume(orgId, sessionId);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.messages(orgId, sessionId) });
    },
  });
  stores.set(queryClient, store);
  return store;
}
