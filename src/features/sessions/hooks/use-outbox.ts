import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { SessionMessage } from "@/api/types";
import type { SendResult } from "../outbox/follow-up-outboxes";
import { isPending, type OutboxMessage } from "../outbox/outbox";
import { getOutboxes } from "../outbox/outboxes-of-client";
import type { SendOptions } from "../outbox/send-body";
import { sessionMessagesQueryOptions } from "../queries";
import { mayStillRun } from "../session-status";

const NO_MESSAGES: readonly SessionMessage[] = [];

/** How often the (optional) messages list is re-read while a message is queued or held. */
const PENDING_REFRESH_MS = 30_000;

/**
 * useOutbox(orgId, sessionId, sessionStatus?) — the follow-ups of one session.
 * Returns { messages, remote, send(text, options, anchorSeq), retry(localId), withdraw(localId), dismiss(localId) }.
 * send() validates first (empty, > 2 MiB UTF-8) and resolves { ok:false, error } without a request.
 * `remote` is the service's messages list (GET …/messages, an optional upstream operation: empty when not
 * offered); it is read once, again whenever the session starts or stops running (someone else's follow-up
 * may have started a turn), and every 30 s while one of ours is queued or held, to reconcile those.
 */
export function useOutbox(orgId: string, sessionId: string, sessionStatus?: string | null) {
  const store = getOutboxes(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(orgId, sessionId, listener),
    [store, orgId, sessionId],
  );
  const getSnapshot = useCallback(() => store.list(orgId, sessionId), [store, orgId, sessionId]);
  const messages: readonly OutboxMessage[] = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const pending = useMemo(() => messages.some(isPending), [messages]);
  const serverMessages = useQuery({
    ...sessionMessagesQueryOptions(orgId, sessionId),
    refetchInterval: (query) => (query.state.data?.unavailable || !pending ? false : PENDING_REFRESH_MS),
  });
  const serverItems = serverMessages.data?.items;
  const { refetch } = serverMessages;
  const offered = serverMessages.data?.unavailable !== true;
  const running = sessionStatus !== null && sessionStatus !== undefined && mayStillRun(sessionStatus);
  const seenRunning = useRef<boolean | null>(null);
  useEffect(() => {
    if (sessionStatus === undefined || sessionStatus === null) return;
    const before = seenRunning.current;
    seenRunning.current = running;
    if (before !== null && before !== running && offered) void refetch();
  }, [running, sessionStatus, offered, refetch]);
  useEffect(() => {
    if (serverItems && serverItems.length > 0) store.reconcile(orgId, sessionId, serverItems);
  }, [store, orgId, sessionId, serverItems]);

  const send = useCallback(
    (text: string, options: SendOptions = {}, anchorSeq = -1): Promise<SendResult> =>
      store.send(orgId, sessionId, text, options, anchorSeq),
    [store, orgId, sessionId],
  );
  const retry = useCallback((localId: string) => store.retry(orgId, sessionId, localId), [store, orgId, sessionId]);
  const withdraw = useCallback(
    (localId: string) => store.withdraw(orgId, sessionId, localId),
    [store, orgId, sessionId],
  );
  const dismiss = useCallback((localId: string) => store.dismiss(orgId, sessionId, localId), [store, orgId, sessionId]);
  const remote = serverItems ?? NO_MESSAGES;
  return { messages, remote, send, retry, withdraw, dismiss };
}
