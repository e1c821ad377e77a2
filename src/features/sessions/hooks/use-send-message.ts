import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendMessageRequest } from "@/api/types";
import { sendMessage } from "../outbox/outbox-api";
import { sessionKeys } from "../queries";
import { getSessionEventsRegistry } from "./events-registry";

/**
 * useSendMessage(orgId, sessionId) — a bare mutation for POST …/messages. The composer should prefer
 * useOutbox (idempotent retries, states); this exists for one-shot sends. On success the events loop
 * resumes and the messages list is refreshed.
 */
export function useSendMessage(orgId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(orgId, sessionId, body),
    onSuccess: () => {
      getSessionEventsRegistry(queryClient).resume(orgId, sessionId);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.messages(orgId, sessionId) });
    },
  });
}
