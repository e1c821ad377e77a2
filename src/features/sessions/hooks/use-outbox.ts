import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { isPending, type OutboxMessage } from "../outbox/outbox";
import type { SendResult } from "../outbox/outbox-store";
import type { SendOptions } from "../outbox/send-body";
import { sessionMessagesQueryOptions } from "../queries";
import { getOutboxStore } from "./outbox-registry";

/** How often the (optional) messages list is re-read while a message is queued or held. */
const PENDING_REFRESH_MS = 30_000;

/**
 * useOutbox(orgId, sessionId) — the composer's follow-ups for one session.
 * Returns { messages, send(text, options), retry(localId), withdraw(localId), dismiss(localId) }.
 * send() validates first (empty, > 2 MiB UTF-8) and resolves { ok:false, error } without a request.
 * While a message is queued/held it reconciles with GET …/messages when the service offers it.
 */
export function useOutbox(orgId: string, sessionId: string) {
  const store = getOutboxStore(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(orgId, sessionId, listener),
    [store, orgId, sessionId],
  );
  const getSnapshot = useCallback(() => store.list(orgId, sessionId), [store, orgId, sessionId]);
  const messages: readonly OutboxMessage[] = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const pending = useMemo(() => messages.some(isPending), [messages]);
  const serverMessages = useQuery({
    ...sessionMessagesQueryOptions(orgId, sessionId),
    enabled: pending,
    refetchInterval: (query) => (query.state.data?.unavailable ? false : PENDING_REFRESH_MS),
  });
  const serverItems = serverMessages.data?.items;
  useEffect(() => {
    if (serverItems && serverItems.length > 0) store.reconcile(orgId, sessionId, serverItems);
  }, [store, orgId, sessionId, serverItems]);

  const send = useCallback(
    (text: string, options: SendOptions = {}): Promise<SendResult> => store.send(orgId, sessionId, text, options),
    [store, orgId, sessionId],
  );
  const retry = useCallback((localId: string) => store.retry(orgId, sessionId, localId), [store, orgId, sessionId]);
  const withdraw = useCallback(
    (localId: string) => store.withdraw(orgId, sessionId, localId),
    [store, orgId, sessionId],
  );
  const dismiss = useCallback((localId: string) => store.dismiss(orgId, sessionId, localId), [store, orgId, sessionId]);
  return { messages, send, retry, withdraw, dismiss };
}
