import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/limits.ts";
import type { SessionsApi } from "../domains/sessions/index.ts";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();
type Key = Parameters<typeof sim.call>[0];
const send = (id: string, body: unknown, key: Key = "owner") =>
  sim.call(key, "POST", `${ORG}/sessions/${id}/messages`, body);
const session = async (id: string) => (await sim.call("owner", "GET", `${ORG}/sessions/${id}`)).body;
const api = (): SessionsApi => {
  const found = sim.sim.ctx.domain<SessionsApi>("sessions");
  if (!found) throw new Error("sessions domain missing");
  return found;
};

describe("send a message: limits (spec §4.1, §8)", () => {
  it("accepts a message of exactly 2 MiB of UTF-8 and refuses one byte more", async () => {
    const exact = "é".repeat(LIMITS.followUpMessageMaxBytes / 2);
    expect((await send("ses_done_success", { message: exact })).status).toBe(200);
    const over = await send("ses_done_failure", { message: `${exact}x` });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe("message_too_large");
  });

  it.each([
    ["missing", {}],
    ["empty", { message: "" }],
    ["blank", { message: "   \n" }],
    ["not a string", { message: 42 }],
  ])("answers 400 message_required when the message is %s", async (_label, body) => {
    const r = await send("ses_done_success", body);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("message_required");
  });

  it.each([1, 160])("accepts a client_message_id of %i characters", async (length) => {
    expect((await send("ses_done_success", { message: "ok", client_message_id: "a".repeat(length) })).status).toBe(200);
  });

  it.each([0, 161])("refuses a client_message_id of %i characters", async (length) => {
    const r = await send("ses_done_success", { message: "ok", client_message_id: "a".repeat(length) });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_client_message_id");
  });

  it("counts client_message_id in characters, not bytes", async () => {
    expect((await send("ses_done_success", { message: "ok", client_message_id: "ü".repeat(160) })).status).toBe(200);
  });

  it("rejects a body that is not JSON", async () => {
    const r = await send("ses_done_success", "{not json");
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_json");
  });

  it("answers 404 session_not_found for an unknown session", async () => {
    const r = await send("ses_unknown", { message: "hello" });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe("session_not_found");
  });
});

describe("send a message: options", () => {
  it("returns the original accepted response for a reused client_message_id and records one message", async () => {
    const body = { message: "Also bump the changelog.", client_message_id: "cm-1" };
    const first = await send("ses_done_success", body);
    const second = await send("ses_done_success", body);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(api().messagesReceived("ses_done_success")).toBe(1);
  });

  it("keeps idempotency keys per session", async () => {
    const a = await send("ses_done_success", { message: "x", client_message_id: "shared" });
    const b = await send("ses_done_failure", { message: "x", client_message_id: "shared" });
    expect(a.body.continuation_session_id).toBe("ses_done_success");
    expect(b.body.continuation_session_id).toBe("ses_done_failure");
    expect(api().messagesReceived("ses_done_failure")).toBe(1);
  });

  it("accepts listed models and auto, and refuses an unknown model", async () => {
    expect((await send("ses_done_success", { message: "x", model: "auto" })).status).toBe(200);
    const bad = await send("ses_done_failure", { message: "x", model: "gpt-nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("unknown_model");
    expect(
      (await send("ses_done_failure", { message: "x", model: "svc-fast-2026-09", reasoning_effort: "xhigh" })).status,
    ).toBe(200);
    expect(await session("ses_done_failure")).toMatchObject({ model: "svc-fast-2026-09", reasoning_effort: "xhigh" });
  });

  it("refuses a reasoning effort outside the enum", async () => {
    const r = await send("ses_done_success", { message: "x", reasoning_effort: "extreme" });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_reasoning_effort");
  });

  it("refuses a malformed target", async () => {
    const r = await send("ses_done_success", { message: "x", target: { kind: "device" } });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_target");
  });

  it("answers with the stable session id even when addressed by its attempt UUID", async () => {
    const r = await send("5e55a000-0000-4000-8000-000000000001", { message: "x" });
    expect(r.body.continuation_session_id).toBe("ses_done_success");
  });

  it("accepts a follow-up to an owned subagent session", async () => {
    expect((await send("ses_subagent", { message: "Also check the tests folder." })).status).toBe(200);
  });
});

describe("continuations and targets", () => {
  it("runs a continuation on a finished session and finishes again under the same id", async () => {
    const before = (await sim.call("owner", "GET", `${ORG}/sessions/ses_done_success/events?limit=1000`)).body
      .next_seq as number;
    const r = await send("ses_done_success", { message: "Please add a test for the refund path." });
    expect(r.body).toMatchObject({ ok: true, delivery: "delivered", continuation_session_id: "ses_done_success" });
    expect((await session("ses_done_success")).status).toBe("running");
    await sim.clock.advance(30_000);
    const page = await sim.call(
      "owner",
      "GET",
      `${ORG}/sessions/ses_done_success/events?after_seq=${before}&limit=1000`,
    );
    expect((page.body.items as unknown[]).length).toBeGreaterThan(5);
    expect(page.body.session).toMatchObject({ status: "exit", outcome: "success" });
  });

  it("delivers into a running turn without a new run", async () => {
    const r = await send("ses_live_stream", { message: "Prefer full jitter." });
    expect(r.body.delivery).toBe("delivered");
    expect((await session("ses_live_stream")).status).toBe("running");
  });

  it("refuses a target move while a turn runs with 409 turn_running", async () => {
    const r = await send("ses_live_stream", { message: "move", target: { kind: "cloud" } });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe("turn_running");
  });

  it("moves a finished session to a Machine and reads the new target back", async () => {
    const r = await send("ses_done_failure", {
      message: "Retry on the fleet.",
      target: { kind: "machine", machine: "gpu-pool" },
    });
    expect(r.status).toBe(200);
    const s = await session("ses_done_failure");
    expect(s.target).toEqual({ kind: "machine", machine: "gpu-pool" });
    expect(s.machine).toMatchObject({ name: "gpu-pool" });
  });

  it("needs devices:use for a non-cloud target but not for cloud", async () => {
    const denied = await send(
      "ses_done_failure",
      { message: "x", target: { kind: "device", device_id: "dev_1", root: "/src" } },
      "runner",
    );
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: "missing_scope", required_scope: "devices:use" });
    expect((await send("ses_done_failure", { message: "x", target: { kind: "cloud" } }, "runner")).status).toBe(200);
  });

  it("needs devices:use to continue a session that runs on a Machine", async () => {
    const r = await send("ses_machine_transition", { message: "x" }, "runner");
    expect(r.status).toBe(403);
    expect(r.body.required_scope).toBe("devices:use");
  });
});
