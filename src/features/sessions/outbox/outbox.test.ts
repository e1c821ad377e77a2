import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import type { SendMessageResponse, SessionMessage } from "@/api/types";
import * as T from "./outbox";

const ids = { localId: "l1", clientMessageId: "c1" };
const accepted = (delivery: string, extra: Partial<SendMessageResponse> = {}): SendMessageResponse => ({
  ok: true,
  delivery,
  continuation_session_id: "ses_x",
  ...extra,
});
const err = (status: number, code: string) => new ApiError(status, code, code);
const sending = () => T.createOutboxMessage("hi", {}, ids, 0);
const queued = () => T.applyAccepted(sending(), accepted("queued", { message_id: "m1" }), 1);
const held = () =>
  T.applyAccepted(
    sending(),
    accepted("saved_for_follow_up", { held_reason: "session_machine_transition_pending" }),
    1000,
  );

describe("outbox transitions", () => {
  it("maps the send response to delivered, queued or held", () => {
    expect(T.applyAccepted(sending(), accepted("delivered"), 1).state).toBe("delivered");
    expect(queued()).toMatchObject({ state: "queued", messageId: "m1" });
    expect(held()).toMatchObject({ state: "held", heldReason: "session_machine_transition_pending", heldAt: 1000 });
    expect(T.applyAccepted(sending(), accepted("delivered"), 1).acceptedAs).toBeUndefined();
  });

  it("a delivery the contract does not list is 'accepted as' that word, not claimed as delivered", () => {
    const later = T.applyAccepted(sending(), accepted("deferred_until_idle"), 1);
    expect(later).toMatchObject({ state: "delivered", acceptedAs: "deferred_until_idle" });
    // queued without a message id cannot be withdrawn: accepted, nothing more.
    expect(T.applyAccepted(sending(), accepted("queued"), 1)).toMatchObject({ state: "delivered" });
  });

  it("keeps the client_message_id on retry and only retries retryable failures", () => {
    const failed = T.applySendFailed(sending(), err(0, "network_error"), 2);
    expect(failed.failure).toMatchObject({ code: "network_error", retryable: true });
    const again = T.beginRetry(failed, 3);
    expect(again).toMatchObject({ state: "sending", clientMessageId: "c1", attempts: 2, failure: null });
    const tooLarge = T.applySendFailed(sending(), err(400, "message_too_large"), 2);
    expect(T.canRetry(tooLarge)).toBe(false);
    expect(T.beginRetry(tooLarge, 3)).toBe(tooLarge);
    expect(T.canRetry(T.applySendFailed(sending(), err(409, "turn_running"), 2))).toBe(true);
  });

  it("never resends a held message and marks it not delivered after the hold timeout", () => {
    const message = held();
    expect(T.canRetry(message)).toBe(false);
    expect(T.beginRetry(message, 2000)).toBe(message);
    expect(T.heldRemainingMs(message, 1000 + 60_000)).toBe(LIMITS.heldFollowUpTimeoutMs - 60_000);
    expect(T.expireHeld(message, 1000 + LIMITS.heldFollowUpTimeoutMs - 1)).toBe(message);
    const expired = T.expireHeld(message, 1000 + LIMITS.heldFollowUpTimeoutMs);
    expect(expired.state).toBe("not_delivered");
    expect(T.canRetry(expired)).toBe(false);
  });

  it("withdraws only queued messages", () => {
    expect(T.canWithdraw(queued())).toBe(true);
    for (const m of [sending(), held(), T.applyAccepted(sending(), accepted("delivered"), 1)]) {
      expect(T.canWithdraw(m)).toBe(false);
      expect(T.beginWithdraw(m, 2)).toBe(m);
    }
    const withdrawing = T.beginWithdraw(queued(), 2);
    expect(withdrawing.state).toBe("withdrawing");
    expect(T.applyWithdrawn(withdrawing, 3).state).toBe("withdrawn");
  });

  it("keeps a clear state with the described reason when a withdraw is refused", () => {
    const withdrawing = T.beginWithdraw(queued(), 2);
    const busy = T.applyWithdrawFailed(withdrawing, err(409, "not_terminal"), "A turn is running.", 3);
    expect(busy).toMatchObject({ state: "queued", notice: "A turn is running." });
    expect(T.canWithdraw(busy)).toBe(true);
    const gone = T.applyWithdrawFailed(withdrawing, err(409, "not_queued"), "It already left the queue.", 3);
    expect(gone).toMatchObject({ state: "delivered", notice: "It already left the queue." });
  });

  it("reconciles forward from the upstream messages list", () => {
    const server = (delivery: SessionMessage["delivery"]): SessionMessage => ({
      message_id: "m1",
      client_message_id: "c1",
      role: "user",
      text: "hi",
      created_at: "2026-10-01T00:00:00Z",
      delivery,
    });
    expect(T.reconcile(queued(), server("delivered"), 5).state).toBe("delivered");
    expect(T.reconcile(held(), server("not_delivered"), 5).state).toBe("not_delivered");
    expect(T.reconcile(held(), server("delivered"), 5).state).toBe("delivered");
    const delivered = T.applyAccepted(sending(), accepted("delivered"), 1);
    expect(T.reconcile(delivered, server("queued"), 5)).toBe(delivered);
    expect(T.reconcile(queued(), { ...server("delivered"), client_message_id: "other" }, 5).state).toBe("queued");
  });
});

type Action =
  | { kind: "accept"; delivery: "delivered" | "queued" | "saved_for_follow_up" }
  | { kind: "fail"; status: number; code: string }
  | { kind: "retry" }
  | { kind: "withdraw" }
  | { kind: "withdrawOk" }
  | { kind: "withdrawFail"; code: string }
  | { kind: "tick"; ms: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant("accept" as const),
    delivery: fc.constantFrom("delivered", "queued", "saved_for_follow_up"),
  }),
  fc.record({
    kind: fc.constant("fail" as const),
    status: fc.constantFrom(0, 400, 409, 429, 503),
    code: fc.constantFrom("network_error", "message_too_large", "turn_running", "rate_limited"),
  }),
  fc.constant({ kind: "retry" as const }),
  fc.constant({ kind: "withdraw" as const }),
  fc.constant({ kind: "withdrawOk" as const }),
  fc.record({ kind: fc.constant("withdrawFail" as const), code: fc.constantFrom("not_terminal", "not_queued") }),
  fc.record({ kind: fc.constant("tick" as const), ms: fc.integer({ min: 0, max: 400_000 }) }),
);

function step(m: T.OutboxMessage, action: Action, now: number): T.OutboxMessage {
  switch (action.kind) {
    case "accept":
      return T.applyAccepted(
        m,
        accepted(action.delivery, action.delivery === "queued" ? { message_id: "m1" } : {}),
        now,
      );
    case "fail":
      return T.applySendFailed(m, err(action.status, action.code), now);
    case "retry":
      return T.beginRetry(m, now);
    case "withdraw":
      return T.beginWithdraw(m, now);
    case "withdrawOk":
      return T.applyWithdrawn(m, now);
    case "withdrawFail":
      return T.applyWithdrawFailed(m, err(409, action.code), "reason", now);
    case "tick":
      return T.expireHeld(m, now);
  }
}

describe("outbox properties", () => {
  it("keeps its client_message_id, never resends held, withdraws only from queued", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let m = sending();
        let now = 0;
        for (const action of actions) {
          if (action.kind === "tick") now += action.ms;
          const next = step(m, action, now);
          expect(next.clientMessageId).toBe("c1");
          if (m.state === "held" || m.state === "not_delivered") expect(next.state).not.toBe("sending");
          if (next.state === "withdrawing" && m.state !== "withdrawing") expect(m.state).toBe("queued");
          if (next.state === "sending" && m.state !== "sending") expect(m.state).toBe("failed");
          if (next.state === "held") expect(T.heldRemainingMs(next, now)).not.toBeNull();
          m = next;
        }
      }),
    );
  });
});
