import { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import type { MessageTarget, ReasoningEffort, SendMessageRequest } from "@/api/types";
import { exceedsUtf8Bytes, utf8ByteLength } from "@/lib/bytes";

/**
 * Composer options → the send-message body (decided names: docs/api-decisions.md), and the checks
 * made before anything is sent.
 *
 * API:
 * - SendOptions                     { model?, reasoningEffort?, target?, queue? } (null/undefined/"auto" = keep)
 * - buildSendBody(text, clientMessageId, options) → SendMessageRequest
 * - validateFollowUp(text) → ApiError | null   same codes the service uses (message_required,
 *                                             message_too_large), so describeError words them
 */
export interface SendOptions {
  /** A model id from useModels(); null, undefined or "auto" keeps the session's model. */
  model?: string | null;
  reasoningEffort?: ReasoningEffort | null;
  /** Moves the session; only when the user chose a move. */
  target?: MessageTarget | null;
  /** delivery_mode "queue": the message waits in the queue and can be withdrawn. */
  queue?: boolean;
}

export function buildSendBody(text: string, clientMessageId: string, options: SendOptions): SendMessageRequest {
  const body: SendMessageRequest = { message: text, client_message_id: clientMessageId };
  if (options.model && options.model !== "auto") body.model = options.model;
  if (options.reasoningEffort) body.reasoning_effort = options.reasoningEffort;
  if (options.target) body.target = options.target;
  if (options.queue) body.delivery_mode = "queue";
  return body;
}

export function validateFollowUp(text: string): ApiError | null {
  if (text.trim() === "") return new ApiError(400, "message_required", "Write a message first.");
  if (exceedsUtf8Bytes(text, LIMITS.followUpMessageMaxBytes)) {
    const over = utf8ByteLength(text) - LIMITS.followUpMessageMaxBytes;
    const limit = `${LIMITS.followUpMessageMaxBytes / (1024 * 1024)} MiB`;
    return new ApiError(
      400,
      "message_too_large",
      `The message is ${over.toLocaleString("en-US")} ${over === 1 ? "byte" : "bytes"} over the ${limit} limit.`,
      null,
      null,
      null,
      {
        max_bytes: LIMITS.followUpMessageMaxBytes,
      },
    );
  }
  return null;
}
