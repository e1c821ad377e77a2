import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withdrawQueuedMessage } from "../outbox/outbox-api";
import { sessionKeys } from "../queries";

/** useWithdrawMessage(orgId, sessionId) — a bare mutation for DELETE …/messages/{id}/queued (useOutbox wraps it with states). */
export function useWithdrawMessage(orgId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => withdrawQueuedMessage(orgId, sessionId, messageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.messages(orgId, sessionId) }),
  });
}
