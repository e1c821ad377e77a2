import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import type { SendMessageRequest, SendMessageResponse } from "@/api/types";
import { FollowUpOutboxes } from "./follow-up-outboxes";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(responses: Array<SendMessageResponse | Error>) {
  const sent: SendMessageRequest[] = [];
  const withdrawn: string[] = [];
  let withdrawError: Error | null = null;
  let n = 0;
  const accepted = vi.fn();
  const store = new FollowUpOutboxes({
    send: async (_o, _s, body) => {
      sent.push(body);
      const next = responses.shift() ?? { ok: true, delivery: "delivered", continuation_session_id: "ses" };
      if (next instanceof Error) throw next;
      return next;
    },
    withdraw: async (_o, _s, messageId) => {
      if (withdrawError) throw withdrawError;
      withdrawn.push(messageId);
      return { ok: true, run_message_id: messageId };
    },
    onAccepted: accepted,
    describe: (error) => `described ${error.code}`,
    newId: () => `id-${++n}`,
  });
  return { store, sent, withdrawn, accepted, failWithdraw: (e: Error) => (withdrawError = e) };
}

const net = () => new ApiError(0, "network_error", "offline");

describe("FollowUpOutboxes", () => {
  it("validates before sending: empty and oversized messages never reach the API", async () => {
    const { store, sent } = setup([]);
    const empty = await store.send("org", "ses", "   ");
    expect(empty).toMatchObject({ ok: false, error: { code: "message_required" } });
    const huge = await store.send("org", "ses", "a".repeat(LIMITS.followUpMessageMaxBytes + 1));
    expect(huge).toMatchObject({ ok: false, error: { code: "message_too_large" } });
    expect(sent).toHaveLength(0);
    expect(store.list("org", "ses")).toHaveLength(0);
  });

  it("builds the body with the decided names and resumes events on accept", async () => {
    const { store, sent, accepted } = setup([]);
    const result = await store.send("org", "ses", "go", {
      model: "svc-fast-2026-09",
      reasoningEffort: "high",
      target: { kind: "machine", machine: "build-fleet" },
      queue: true,
    });
    expect(sent[0]).toEqual({
      message: "go",
      client_message_id: "id-2",
      model: "svc-fast-2026-09",
      reasoning_effort: "high",
      target: { kind: "machine", machine: "build-fleet" },
      delivery_mode: "queue",
    });
    expect(result).toMatchObject({ ok: true, message: { state: "delivered" } });
    expect(accepted).toHaveBeenCalledWith("org", "ses", expect.objectContaining({ delivery: "delivered" }));
  });

  it("omits the model override for auto", async () => {
    const { store, sent } = setup([]);
    await store.send("org", "ses", "go", { model: "auto" });
    expect(sent[0]).toEqual({ message: "go", client_message_id: "id-2" });
  });

  it("retries a network failure with the same client_message_id", async () => {
    const { store, sent, accepted } = setup([net()]);
    const first = await store.send("org", "ses", "hello");
    expect(first).toMatchObject({ ok: true, message: { state: "failed" } });
    expect(accepted).not.toHaveBeenCalled();
    const localId = store.list("org", "ses")[0]?.localId ?? "";
    await store.retry("org", "ses", localId);
    expect(sent.map((b) => b.client_message_id)).toEqual(["id-2", "id-2"]);
    expect(store.list("org", "ses")[0]).toMatchObject({ state: "delivered", attempts: 2 });
  });

  it("gives every new message its own client_message_id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== ""),
          { maxLength: 8 },
        ),
        async (texts) => {
          const { store, sent } = setup([]);
          for (const text of texts) await store.send("org", "ses", text);
          const idsSent = sent.map((b) => b.client_message_id);
          expect(new Set(idsSent).size).toBe(idsSent.length);
        },
      ),
    );
  });

  it("withdraws a queued message, and explains a refusal", async () => {
    const queued: SendMessageResponse = {
      ok: true,
      delivery: "queued",
      message_id: "m9",
      continuation_session_id: "ses",
    };
    const { store, withdrawn, failWithdraw } = setup([queued, { ...queued, message_id: "m10" }]);
    await store.send("org", "ses", "one");
    await store.send("org", "ses", "two");
    const [a, b] = store.list("org", "ses");
    await store.withdraw("org", "ses", a?.localId ?? "");
    expect(withdrawn).toEqual(["m9"]);
    expect(store.list("org", "ses")[0]?.state).toBe("withdrawn");
    failWithdraw(new ApiError(409, "not_terminal", "turn running"));
    await store.withdraw("org", "ses", b?.localId ?? "");
    expect(store.list("org", "ses")[1]).toMatchObject({ state: "queued", notice: "described not_terminal" });
  });

  it("marks a held message not delivered after 10 minutes and never resends it", async () => {
    const held: SendMessageResponse = {
      ok: true,
      delivery: "saved_for_follow_up",
      held_reason: "session_machine_transition_pending",
      continuation_session_id: "ses",
    };
    const { store, sent } = setup([held]);
    await store.send("org", "ses", "wait");
    const message = store.list("org", "ses")[0];
    expect(message?.state).toBe("held");
    await store.retry("org", "ses", message?.localId ?? "");
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIMITS.heldFollowUpTimeoutMs - 1);
    expect(store.list("org", "ses")[0]?.state).toBe("held");
    await vi.advanceTimersByTimeAsync(1);
    expect(store.list("org", "ses")[0]?.state).toBe("not_delivered");
  });

  it("notifies only the session's subscribers and keeps the list identity between changes", async () => {
    const { store } = setup([]);
    const mine = vi.fn();
    const other = vi.fn();
    store.subscribe("org", "ses", mine);
    store.subscribe("org", "other", other);
    const before = store.list("org", "ses");
    expect(store.list("org", "ses")).toBe(before);
    await store.send("org", "ses", "hi");
    expect(mine).toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    const localId = store.list("org", "ses")[0]?.localId ?? "";
    store.dismiss("org", "ses", localId);
    expect(store.list("org", "ses")).toHaveLength(0);
  });

  it("reset() forgets every outbox and tells watchers, and an answer still in flight changes nothing", async () => {
    const { store } = setup([]);
    let resolveSend: (r: SendMessageResponse) => void = () => {};
    const slow = new FollowUpOutboxes({
      send: () => new Promise((resolve) => (resolveSend = resolve)),
      withdraw: async (_o, _s, id) => ({ ok: true, run_message_id: id }),
      describe: (error) => error.code,
    });
    await store.send("org", "a", "one");
    const listener = vi.fn();
    store.subscribe("org", "a", listener);
    store.reset();
    expect(store.list("org", "a")).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    const pending = slow.send("org", "b", "two");
    slow.reset();
    resolveSend({ ok: true, delivery: "queued", message_id: "m", continuation_session_id: "b" });
    await pending;
    expect(slow.list("org", "b")).toEqual([]);
  });
});
