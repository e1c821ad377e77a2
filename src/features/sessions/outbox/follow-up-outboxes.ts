import { type ApiError, isApiError, networkError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import type { SendMessageRequest, SendMessageResponse, SessionMessage, WithdrawResponse } from "@/api/types";
import { appNow } from "@/ui/clock";
import * as T from "./outbox";
import { buildSendBody, type SendOptions, validateFollowUp } from "./send-body";

/**
 * FollowUpOutboxes — the in-memory outbox of every session (message text is user content: memory only,
 * never storage). Framework-free; I/O, ids and time are injected. useOutbox binds it to React.
 *
 * API:
 * - list(orgId, sessionId) → readonly OutboxMessage[]  (same array until that session's outbox changes)
 * - subscribe(orgId, sessionId, listener) → unsubscribe
 * - send(orgId, sessionId, text, options, anchorSeq?) → { ok: true, message } | { ok: false, error }
 *   (validation first; anchorSeq = the newest event seq on screen, where the message shows in the timeline)
 * - retry(orgId, sessionId, localId)     resend a retryable failure with the same client_message_id
 * - withdraw(orgId, sessionId, localId)  DELETE …/queued for a queued message
 * - reconcile(orgId, sessionId, serverMessages)  apply the upstream messages list
 * - dismiss(orgId, sessionId, localId)   forget a finished message
 * - reset()                              forget every outbox (connection change); watchers see empty lists
 */
export interface OutboxDeps {
  send(orgId: string, sessionId: string, body: SendMessageRequest): Promise<SendMessageResponse>;
  withdraw(orgId: string, sessionId: string, messageId: string): Promise<WithdrawResponse>;
  /** Called once per accepted send: the events loop resumes for the continuation. */
  onAccepted?(orgId: string, sessionId: string, response: SendMessageResponse): void;
  /** describeError(error).detail */
  describe(error: ApiError): string;
  now?(): number;
  newId?(): string;
  setTimeout?(callback: () => void, ms: number): unknown;
}

export type SendResult = { ok: true; message: T.OutboxMessage } | { ok: false; error: ApiError };

const EMPTY: readonly T.OutboxMessage[] = Object.freeze([]);

export class FollowUpOutboxes {
  private readonly boxes = new Map<string, readonly T.OutboxMessage[]>();
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly deps: OutboxDeps) {}

  list(orgId: string, sessionId: string): readonly T.OutboxMessage[] {
    return this.boxes.get(keyOf(orgId, sessionId)) ?? EMPTY;
  }

  subscribe(orgId: string, sessionId: string, listener: () => void): () => void {
    const key = keyOf(orgId, sessionId);
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => set.delete(listener);
  }

  async send(
    orgId: string,
    sessionId: string,
    text: string,
    options: SendOptions = {},
    anchorSeq = -1,
  ): Promise<SendResult> {
    const invalid = validateFollowUp(text);
    if (invalid) return { ok: false, error: invalid };
    const ids = { localId: this.newId(), clientMessageId: this.newId() };
    const message = T.createOutboxMessage(text, options, ids, this.now(), anchorSeq);
    this.write(orgId, sessionId, [...this.list(orgId, sessionId), message]);
    const settled = await this.deliver(orgId, sessionId, message.localId);
    return { ok: true, message: settled ?? message };
  }

  async retry(orgId: string, sessionId: string, localId: string): Promise<void> {
    if (!this.update(orgId, sessionId, localId, (m) => T.beginRetry(m, this.now()))) return;
    await this.deliver(orgId, sessionId, localId);
  }

  async withdraw(orgId: string, sessionId: string, localId: string): Promise<void> {
    const next = this.update(orgId, sessionId, localId, (m) => T.beginWithdraw(m, this.now()));
    if (!next || next.messageId === null) return;
    try {
      await this.deps.withdraw(orgId, sessionId, next.messageId);
      this.update(orgId, sessionId, localId, (m) => T.applyWithdrawn(m, this.now()));
    } catch (caught) {
      const error = toApiError(caught);
      const notice = this.deps.describe(error);
      this.update(orgId, sessionId, localId, (m) => T.applyWithdrawFailed(m, error, notice, this.now()));
    }
  }

  reconcile(orgId: string, sessionId: string, server: readonly SessionMessage[]): void {
    const byClientId = new Map(server.map((m) => [m.client_message_id, m]));
    const now = this.now();
    const box = this.list(orgId, sessionId);
    const next = box.map((m) => {
      const match = byClientId.get(m.clientMessageId);
      return match ? T.reconcile(m, match, now) : m;
    });
    if (next.some((m, i) => m !== box[i])) this.write(orgId, sessionId, next);
  }

  dismiss(orgId: string, sessionId: string, localId: string): void {
    const box = this.list(orgId, sessionId);
    if (box.some((m) => m.localId === localId)) {
      this.write(
        orgId,
        sessionId,
        box.filter((m) => m.localId !== localId),
      );
    }
  }

  reset(): void {
    const keys = [...this.boxes.keys()];
    this.boxes.clear();
    // A send or withdraw still in flight finds no message to update, so the old key's answer is dropped.
    for (const key of keys) for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  private async deliver(orgId: string, sessionId: string, localId: string): Promise<T.OutboxMessage | undefined> {
    const message = this.find(orgId, sessionId, localId);
    if (message?.state !== "sending") return message;
    try {
      const response = await this.deps.send(
        orgId,
        sessionId,
        buildSendBody(message.text, message.clientMessageId, message.options),
      );
      const next = this.update(orgId, sessionId, localId, (m) => T.applyAccepted(m, response, this.now()));
      this.deps.onAccepted?.(orgId, sessionId, response);
      if (next?.state === "held") this.scheduleHeldExpiry(orgId, sessionId, localId);
      return next;
    } catch (caught) {
      const error = toApiError(caught);
      return this.update(orgId, sessionId, localId, (m) => T.applySendFailed(m, error, this.now()));
    }
  }

  private scheduleHeldExpiry(orgId: string, sessionId: string, localId: string): void {
    const schedule =
      this.deps.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
    schedule(() => {
      this.update(orgId, sessionId, localId, (m) => T.expireHeld(m, this.now()));
    }, LIMITS.heldFollowUpTimeoutMs);
  }

  private find(orgId: string, sessionId: string, localId: string): T.OutboxMessage | undefined {
    return this.list(orgId, sessionId).find((m) => m.localId === localId);
  }

  private update(
    orgId: string,
    sessionId: string,
    localId: string,
    change: (message: T.OutboxMessage) => T.OutboxMessage,
  ): T.OutboxMessage | undefined {
    const box = this.list(orgId, sessionId);
    const index = box.findIndex((m) => m.localId === localId);
    const current = box[index];
    if (!current) return undefined;
    const next = change(current);
    if (next === current) return undefined;
    this.write(
      orgId,
      sessionId,
      box.map((m, i) => (i === index ? next : m)),
    );
    return next;
  }

  private write(orgId: string, sessionId: string, box: readonly T.OutboxMessage[]): void {
    const key = keyOf(orgId, sessionId);
    this.boxes.set(key, box);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  private now(): number {
    // The app's clock: a held follow-up's countdown runs on the time the service keeps (a scaled demo's).
    return this.deps.now?.() ?? appNow();
  }

  private newId(): string {
    return this.deps.newId?.() ?? crypto.randomUUID();
  }
}

function toApiError(caught: unknown): ApiError {
  return isApiError(caught) ? caught : networkError(caught);
}

function keyOf(orgId: string, sessionId: string): string {
  return `${orgId}\n${sessionId}`;
}
