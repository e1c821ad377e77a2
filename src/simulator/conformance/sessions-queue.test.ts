import { describe, expect, it } from "vitest";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();
const MIN = 60_000;
const send = (id: string, body: unknown) => sim.call("owner", "POST", `${ORG}/sessions/${id}/messages`, body);
const withdraw = (id: string, messageId: string) =>
  sim.call("owner", "DELETE", `${ORG}/sessions/${id}/messages/${messageId}/queued`);
const status = async (id: string) => (await sim.call("owner", "GET", `${ORG}/sessions/${id}`)).body.status;
const deliveries = async (id: string) =>
  (
    (await sim.call("owner", "GET", `${ORG}/sessions/${id}/messages`)).body.items as Array<{
      role: string;
      delivery: string;
    }>
  )
    .filter((m) => m.role === "user")
    .map((m) => m.delivery);

async function queue(id: string): Promise<string> {
  const r = await send(id, { message: "When you are done, also update the docs.", delivery_mode: "queue" });
  expect(r.body).toMatchObject({ ok: true, delivery: "queued" });
  return r.body.message_id as string;
}

describe("queued follow-ups and withdrawal (spec §3.2, §4.2)", () => {
  it("withdraws a queued message on a finished session and keeps it from running", async () => {
    const id = await queue("ses_done_success");
    const r = await withdraw("ses_done_success", id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, run_message_id: id });
    await sim.clock.advance(2 * MIN);
    expect(await status("ses_done_success")).toBe("exit");
    expect(await deliveries("ses_done_success")).toEqual(["withdrawn"]);
  });

  it("answers 409 not_queued for a second withdrawal", async () => {
    const id = await queue("ses_done_success");
    await withdraw("ses_done_success", id);
    const again = await withdraw("ses_done_success", id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("not_queued");
  });

  it("starts a continuation when a queued message was not withdrawn within 60 s", async () => {
    await queue("ses_done_failure");
    await sim.clock.advance(59_000);
    expect(await status("ses_done_failure")).toBe("exit");
    await sim.clock.advance(2_000);
    expect(await status("ses_done_failure")).toBe("running");
    expect(await deliveries("ses_done_failure")).toEqual(["delivered"]);
  });

  it("refuses to withdraw while a turn runs (409 not_terminal), then delivers at turn end (409 not_queued)", async () => {
    const id = await queue("ses_live_stream");
    const busy = await withdraw("ses_live_stream", id);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe("not_terminal");
    await sim.clock.advance(4 * MIN);
    expect(await deliveries("ses_live_stream")).toEqual(["delivered"]);
    const late = await withdraw("ses_live_stream", id);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("not_queued");
  });

  it("answers 404 message_not_found, 400 invalid_message_id and 404 session_not_found", async () => {
    const missing = await withdraw("ses_done_success", "msg_ffffffff");
    expect([missing.status, missing.body.error]).toEqual([404, "message_not_found"]);
    const invalid = await withdraw("ses_done_success", "not-a-message");
    expect([invalid.status, invalid.body.error]).toEqual([400, "invalid_message_id"]);
    const session = await withdraw("ses_nope", "msg_ffffffff");
    expect([session.status, session.body.error]).toEqual([404, "session_not_found"]);
  });

  it("does not withdraw a message that was delivered directly", async () => {
    const r = await send("ses_done_success", { message: "Go ahead." });
    const w = await withdraw("ses_done_success", r.body.message_id as string);
    expect(w.status).toBe(409);
    expect(w.body.error).toBe("not_queued");
  });
});

describe("held follow-ups during a machine transition", () => {
  it("saves the follow-up with held_reason and marks it not delivered after 10 minutes", async () => {
    const r = await send("ses_machine_transition", { message: "Use the A100 nodes." });
    expect(r.body).toMatchObject({
      ok: true,
      delivery: "saved_for_follow_up",
      held_reason: "session_machine_transition_pending",
    });
    expect(await deliveries("ses_machine_transition")).toEqual(["held"]);
    await sim.clock.advance(10 * MIN - 1_000);
    expect(await deliveries("ses_machine_transition")).toEqual(["held"]);
    await sim.clock.advance(2_000);
    expect(await deliveries("ses_machine_transition")).toEqual(["not_delivered"]);
  });

  it("delivers a held follow-up when the transition settles first, without a resend", async () => {
    await sim.clock.advance(6 * MIN);
    await send("ses_machine_transition", { message: "Use the A100 nodes." });
    await sim.clock.advance(9 * MIN + 1_000);
    expect(await deliveries("ses_machine_transition")).toEqual(["delivered"]);
    expect(await status("ses_machine_transition")).toBe("running");
  });

  it("delivers normally once the transition has settled", async () => {
    await sim.clock.advance(16 * MIN);
    const r = await send("ses_machine_transition", { message: "Now run the benchmark." });
    expect(r.body.delivery).toBe("delivered");
    expect(r.body).not.toHaveProperty("held_reason");
  });

  it("refuses to withdraw a held message (it is not queued)", async () => {
    const r = await send("ses_machine_transition", { message: "x" });
    const w = await withdraw("ses_machine_transition", r.body.message_id as string);
    expect([w.status, w.body.error]).toEqual([409, "not_queued"]);
  });
});

describe("upstream list operations", () => {
  it("pages the session list newest first with cursors", async () => {
    const first = await sim.call("read-only", "GET", `${ORG}/sessions?first=5`);
    const items = first.body.items as Array<{ session_id: string; created_at: string }>;
    expect(items).toHaveLength(5);
    expect(first.body.has_next_page).toBe(true);
    expect(first.body.end_cursor).toBe(items[4]?.session_id);
    const second = await sim.call("read-only", "GET", `${ORG}/sessions?first=5&after=${first.body.end_cursor}`);
    const next = second.body.items as Array<{ session_id: string; created_at: string }>;
    expect((next[0]?.created_at ?? "") <= (items[4]?.created_at ?? "")).toBe(true);
    expect(next.map((s) => s.session_id)).not.toContain(items[0]?.session_id);
    expect(items[0]).not.toHaveProperty("target");
  });

  it.each(["first=0", "first=101"])("refuses %s", async (query) => {
    const r = await sim.call("owner", "GET", `${ORG}/sessions?${query}`);
    expect([r.status, r.body.error]).toEqual([400, "invalid_first"]);
  });

  it("filters by status, outcome and text", async () => {
    const running = await sim.call("owner", "GET", `${ORG}/sessions?status=running&first=100`);
    expect((running.body.items as Array<{ status: string }>).every((s) => s.status === "running")).toBe(true);
    const failed = await sim.call("owner", "GET", `${ORG}/sessions?outcome=failure&first=100`);
    expect((failed.body.items as Array<{ outcome: string }>).every((s) => s.outcome === "failure")).toBe(true);
    const q = await sim.call("owner", "GET", `${ORG}/sessions?q=WEBHOOK`);
    expect((q.body.items as Array<{ session_id: string }>).map((s) => s.session_id)).toContain("ses_live_stream");
  });

  it("lists more than 30 sessions in the demo org", async () => {
    const all = await sim.call("owner", "GET", `${ORG}/sessions?first=100`);
    expect((all.body.items as unknown[]).length).toBeGreaterThan(30);
    expect(all.body.has_next_page).toBe(false);
  });
});

describe("strict spec mode", () => {
  it("turns the upstream list operations off and keeps the spec operations", async () => {
    sim.sim.options().strictSpec = true;
    const list = await sim.call("owner", "GET", `${ORG}/sessions`);
    expect([list.status, list.body.error]).toEqual([404, "not_found"]);
    const messages = await sim.call("owner", "GET", `${ORG}/sessions/ses_done_success/messages`);
    expect(messages.status).toBe(404);
    expect((await sim.call("owner", "GET", `${ORG}/sessions/ses_done_success`)).status).toBe(200);
    expect((await send("ses_done_success", { message: "still works" })).status).toBe(200);
  });
});
