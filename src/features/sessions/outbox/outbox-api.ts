import { api, unwrap } from "@/api/client";
import type { SendMessageRequest, SendMessageResponse, WithdrawResponse } from "@/api/types";

/**
 * The two follow-up writes (spec §4.1, §4.2). Errors arrive as ApiError.
 * API: sendMessage(orgId, sessionId, body) · withdrawQueuedMessage(orgId, sessionId, messageId)
 */
export function sendMessage(orgId: string, sessionId: string, body: SendMessageRequest): Promise<SendMessageResponse> {
  return unwrap(
    api.POST("/v3/organizations/{orgId}/sessions/{sessionId}/messages", {
      params: { path: { orgId, sessionId } },
      body,
    }),
  );
}

export function withdrawQueuedMessage(orgId: string, sessionId: string, messageId: string): Promise<WithdrawResponse> {
  return unwrap(
    api.DELETE("/v3/organizations/{orgId}/sessions/{sessionId}/messages/{messageId}/queued", {
      params: { path: { orgId, sessionId, messageId } },
    }),
  );
}
