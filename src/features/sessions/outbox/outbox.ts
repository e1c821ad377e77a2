import type { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import { isRetryableError } from "@/api/retry-policy";
import { KNOWN_DELIVERIES, type SendMessageResponse, type SessionMessage } from "@/api/types";
import type { SendOptions } from "./send-body";

/**
 * Follow-up outbox: pure state transitions for one sent message (spec §3.2, §4.1, §4.2).
 * Every function returns a new message or the same object when the transition does not apply,
 * so callers can compare by identity.
 *
 * States: sending → delivered | queued | held | failed;  failed → sending (retry, SAME client_message_id);
 * queued → withdrawing → withdrawn | queued (409 not_terminal, notice) | delivered (409 not_queued, notice);
 * held → not_delivered after LIMITS.heldFollowUpTimeoutMs (never resendable) or delivered (messages list).
 *
 * API: createOutboxMessage · applyAccepted · applySendFailed · canRetry · beginRetry · canWithdraw ·
 * beginWithdraw · applyWithdrawn · applyWithdrawFailed · expireHeld · heldRemainingMs · reconcile · isPending
 */
export type OutboxState =
  | "sending"
  | "delivered"
  | "queued"
  | "withdrawing"
  | "withdrawn"
  | "held"
  | "not_delivered"
  | "failed";

export interface OutboxFailure {
  code: string;
  status: number;
  /** Resending can help (network, 5xx, 429, a turn still running); otherwise the text or options must change. */
  retryable: boolean;
  error: ApiError;
}

export interface OutboxMessage {
  readonly localId: string;
  /** Idempotency key, minted once on first submit and reused by every retry. */
  readonly clientMessageId: string;
  readonly text: string;
  readonly options: SendOptions;
  readonly state: OutboxState;
  /** Server id of a queued message (what withdraw takes). */
  readonly messageId: string | null;
  readonly heldReason: string | null;
  readonly heldAt: number | null;
  readonly failure: OutboxFailure | null;
  /** describeError text of the last withdraw refusal, shown next to the message. */
  readonly notice: string | null;
  readonly attempts: number;
  /** The newest event seq on screen when it was sent: where it sits in the timeline. */
  readonly anchorSeq: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /**
   * The service accepted it with a `delivery` this dashboard does not know (a newer service): shown
   * as "accepted" with that word, rather than claimed as delivered.
   */
  readonly acceptedAs?: string;
}

/** The delivery values of the contract and docs/api-decisions.md (one list, in api/types). */
const KNOWN: readonly string[] = KNOWN_DELIVERIES;

export function createOutboxMessage(
  text: string,
  options: SendOptions,
  ids: { localId: string; clientMessageId: string },
  now: number,
  anchorSeq = -1,
): OutboxMessage {
  return {
    localId: ids.localId,
    clientMessageId: ids.clientMessageId,
    text,
    options,
    state: "sending",
    messageId: null,
    heldReason: null,
    heldAt: null,
    failure: null,
    notice: null,
    attempts: 1,
    anchorSeq,
    createdAt: now,
    updatedAt: now,
  };
}

export function applyAccepted(message: OutboxMessage, response: SendMessageResponse, now: number): OutboxMessage {
  if (message.state !== "sending") return message;
  const base = { ...message, failure: null, notice: null, updatedAt: now, messageId: response.message_id ?? null };
  if (response.delivery === "saved_for_follow_up") {
    return { ...base, state: "held", heldReason: response.held_reason ?? null, heldAt: now };
  }
  if (response.delivery === "queued" && response.message_id) return { ...base, state: "queued" };
  if (!KNOWN.includes(response.delivery)) {
    return { ...base, state: "delivered", acceptedAs: String(response.delivery) };
  }
  return { ...base, state: "delivered" };
}

/** A turn still running blocks a target move (409 turn_running); trying again later can succeed. */
/** The one retry policy's answer, plus turn_running: a target move may be sent again once the turn ends. */
export function isRetryableSendError(error: ApiError): boolean {
  return isRetryableError(error) || error.code === "turn_running";
}

export function applySendFailed(message: OutboxMessage, error: ApiError, now: number): OutboxMessage {
  if (message.state !== "sending") return message;
  const failure = { code: error.code, status: error.status, retryable: isRetryableSendError(error), error };
  return { ...message, state: "failed", failure, updatedAt: now };
}

export function canRetry(message: OutboxMessage): boolean {
  return message.state === "failed" && message.failure?.retryable === true;
}

export function beginRetry(message: OutboxMessage, now: number): OutboxMessage {
  if (!canRetry(message)) return message;
  return { ...message, state: "sending", failure: null, attempts: message.attempts + 1, updatedAt: now };
}

export function canWithdraw(message: OutboxMessage): boolean {
  return message.state === "queued" && message.messageId !== null;
}

export function beginWithdraw(message: OutboxMessage, now: number): OutboxMessage {
  if (!canWithdraw(message)) return message;
  return { ...message, state: "withdrawing", notice: null, updatedAt: now };
}

export function applyWithdrawn(message: OutboxMessage, now: number): OutboxMessage {
  if (message.state !== "withdrawing") return message;
  return { ...message, state: "withdrawn", notice: null, updatedAt: now };
}

/** `notice` is describeError(error).detail: the UI never writes its own error copy. */
export function applyWithdrawFailed(
  message: OutboxMessage,
  error: ApiError,
  notice: string,
  now: number,
): OutboxMessage {
  if (message.state !== "withdrawing") return message;
  // not_queued: it already left the queue, i.e. a turn took it.
  const state: OutboxState = error.code === "not_queued" ? "delivered" : "queued";
  return { ...message, state, notice, updatedAt: now };
}

export function heldRemainingMs(message: OutboxMessage, now: number): number | null {
  if (message.state !== "held" || message.heldAt === null) return null;
  return Math.max(0, message.heldAt + LIMITS.heldFollowUpTimeoutMs - now);
}

export function expireHeld(message: OutboxMessage, now: number): OutboxMessage {
  const remaining = heldRemainingMs(message, now);
  if (remaining === null || remaining > 0) return message;
  return { ...message, state: "not_delivered", updatedAt: now };
}

/** States the server may still move forward; the messages list is polled only while one exists. */
export function isPending(message: OutboxMessage): boolean {
  return message.state === "queued" || message.state === "held" || message.state === "withdrawing";
}

const FROM_SERVER: Partial<Record<SessionMessage["delivery"], OutboxState>> = {
  delivered: "delivered",
  withdrawn: "withdrawn",
  not_delivered: "not_delivered",
};

/** Applies the upstream messages list (when the service offers it): only forward moves out of pending states. */
export function reconcile(message: OutboxMessage, server: SessionMessage, now: number): OutboxMessage {
  if (server.client_message_id !== message.clientMessageId) return message;
  if (message.state !== "queued" && message.state !== "held") return message;
  const next = FROM_SERVER[server.delivery];
  if (next === undefined || next === message.state) return message;
  if (message.state === "held" && next === "withdrawn") return message;
  return { ...message, state: next, messageId: message.messageId ?? server.message_id, updatedAt: now };
}
