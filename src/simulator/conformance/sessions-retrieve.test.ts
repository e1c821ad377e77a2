import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/limits.ts";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();
const get = (key: Parameters<typeof sim.call>[0], id: string) => sim.call(key, "GET", `${ORG}/sessions/${id}`);
const HIDDEN = [
  "prompt",
  "prompt_truncated",
  "prompt_bytes",
  "result",
  "result_summary",
  "error_message",
  "failure_diagnostics",
  "diagnostic_message",
  "failure_stage",
  "reason_code",
  "root_cause",
];

describe("retrieve a session (spec §4.4)", () => {
  it("returns the full session to an owner holding sessions:debug, with retrieval-only fields", async () => {
    const r = await get("owner", "ses_done_success");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      session_id: "ses_done_success",
      status: "exit",
      outcome: "success",
      target: { kind: "cloud" },
      session_type: "session",
    });
    expect(r.body.repos).toEqual(["acme/payments-api", "acme/payments-sdk"]);
    expect(r.body.change_requests).toHaveLength(2);
    expect(typeof r.body.prompt).toBe("string");
    expect(r.body.benchmark_profile).toBeNull();
    expect(r.body.experimental_runtime_profile).toBe("runtime/svc-c2-tools-v7");
  });

  it("accepts the physical attempt UUID alias but answers with the logical session_id", async () => {
    const r = await get("member", "5e55a000-0000-4000-8000-000000000001");
    expect(r.status).toBe(200);
    expect(r.body.session_id).toBe("ses_done_success");
  });

  it("answers 404 session_not_found for an unknown id", async () => {
    const r = await get("owner", "ses_nope");
    expect(r.status).toBe(404);
    expect(r.body.error).toBe("session_not_found");
  });

  it("does not serve another organization's session", async () => {
    const lab = await sim.call("owner", "GET", "/v3/organizations/lab/sessions?first=1");
    const id = (lab.body.items as Array<{ session_id: string }>)[0]?.session_id ?? "";
    expect((await sim.call("owner", "GET", `/v3/organizations/lab/sessions/${id}`)).status).toBe(200);
    expect((await get("owner", id)).status).toBe(404);
  });

  it("hides prompt, result and diagnostic context from a principal without debug", async () => {
    const r = await get("member", "ses_error");
    expect(r.status).toBe(200);
    for (const key of HIDDEN) expect(r.body).not.toHaveProperty(key);
    expect(r.body).toMatchObject({ session_id: "ses_error", status: "error", error_class: "run_timeout" });
    for (const key of [
      "created_at",
      "started_at",
      "finished_at",
      "session_policy",
      "duration_ms",
      "cost_usd",
      "usage",
    ]) {
      expect(r.body).toHaveProperty(key);
    }
  });

  it("shows the diagnostic context to an admin holding sessions:debug", async () => {
    const r = await get("admin", "ses_error");
    for (const key of HIDDEN) expect(r.body).toHaveProperty(key);
  });

  it("reports a failed run with bounded, redacted error fields and diagnostics (flat too)", async () => {
    const r = await get("owner", "ses_error");
    expect(r.body).toMatchObject({ status: "error", outcome: null, error_class: "run_timeout" });
    expect(r.body.failure_diagnostics).toEqual({
      failure_stage: "verify",
      reason_code: "run_timeout",
      root_cause: "test_suite_hang",
    });
    expect(r.body).toMatchObject({
      failure_stage: "verify",
      reason_code: "run_timeout",
      root_cause: "test_suite_hang",
    });
    expect((r.body.diagnostic_message as string).length).toBeLessThanOrEqual(LIMITS.diagnosticMessageMaxChars);
    expect((r.body.error_message as string).length).toBeLessThanOrEqual(LIMITS.errorMessageMaxChars);
    expect(r.body.error_message).toContain("[REDACTED]");
  });

  it("truncates a long prompt at 16 KiB on a UTF-8 boundary and reports the full byte length", async () => {
    const r = await get("owner", "ses_long_prompt");
    const prompt = r.body.prompt as string;
    const echoed = new TextEncoder().encode(prompt).byteLength;
    expect(r.body.prompt_truncated).toBe(true);
    expect(r.body.prompt_bytes as number).toBeGreaterThan(LIMITS.promptEchoMaxBytes);
    expect(echoed).toBeLessThanOrEqual(LIMITS.promptEchoMaxBytes);
    expect(echoed).toBeGreaterThan(LIMITS.promptEchoMaxBytes - 4);
    expect(prompt).not.toContain("\uFFFD");
  });

  it("marks subagent sessions read-only with their spawning session, and sidechats with their fork source", async () => {
    const sub = await get("owner", "ses_subagent");
    expect(sub.body).toMatchObject({ session_type: "subagent", read_only: true, source_session_id: "ses_live_stream" });
    const side = await get("owner", "ses_sidechat");
    expect(side.body).toMatchObject({
      session_type: "sidechat",
      read_only: false,
      source_session_id: "ses_done_success",
    });
  });

  it("covers every lifecycle state and outcome in the fixtures", async () => {
    const pairs = await Promise.all(
      [
        "ses_live_stream",
        "ses_done_success",
        "ses_done_failure",
        "ses_action_required",
        "ses_error",
        "ses_suspended",
      ].map(async (id) => {
        const r = await get("owner", id);
        return [r.body.status, r.body.outcome];
      }),
    );
    expect(pairs).toEqual([
      ["running", null],
      ["exit", "success"],
      ["exit", "failure"],
      ["exit", "action_required"],
      ["error", null],
      ["suspended", null],
    ]);
  });

  it("shows a Machine queue position that goes down, then the placed worker as target", async () => {
    const first = await get("owner", "ses_machine_queue");
    expect(first.body.machine).toMatchObject({ name: "build-fleet", state: "waiting", queue_position: 4 });
    expect(first.body.target).toEqual({ kind: "machine", machine: "build-fleet" });
    await sim.clock.advance(45_000);
    expect(((await get("owner", "ses_machine_queue")).body.machine as { queue_position: number }).queue_position).toBe(
      3,
    );
    await sim.clock.advance(3 * 45_000);
    const placed = await get("owner", "ses_machine_queue");
    expect(placed.body.machine).toMatchObject({ state: "placed", queue_position: null });
    expect(placed.body.target).toMatchObject({ kind: "device", root: "/srv/workers/build-fleet" });
  });

  it("omits the machine object for sessions that never targeted a Machine", async () => {
    expect((await get("owner", "ses_done_failure")).body).not.toHaveProperty("machine");
  });
});

describe("shared links (spec §4.5)", () => {
  it("lists links newest first without any link URL", async () => {
    const r = await sim.call("read-only", "GET", `${ORG}/sessions/ses_done_success/shared-links`);
    const items = r.body.items as Array<Record<string, unknown>>;
    expect(r.status).toBe(200);
    expect(items).toHaveLength(3);
    const times = items.map((l) => l.created_at as string);
    expect([...times].sort().reverse()).toEqual(times);
    for (const link of items) {
      expect(link).toMatchObject({ status: "active" });
      expect(link).not.toHaveProperty("url");
    }
  });

  it("answers an empty list for a session without links, and 404 for an unknown session", async () => {
    expect((await sim.call("owner", "GET", `${ORG}/sessions/ses_error/shared-links`)).body).toEqual({ items: [] });
    const missing = await sim.call("owner", "GET", `${ORG}/sessions/ses_missing/shared-links`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("session_not_found");
  });
});

describe("scopes per session operation", () => {
  it.each([
    ["GET", "", "sessions:read"],
    ["GET", "/events", "sessions:read"],
    ["GET", "/shared-links", "sessions:read"],
  ])("refuses %s%s without %s", async (method, suffix, scope) => {
    const r = await sim.call("machine-token", method, `${ORG}/sessions/ses_done_success${suffix}`);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: "missing_scope", required_scope: scope });
  });

  it.each([
    ["POST", "/messages", { message: "hi" }],
    ["DELETE", "/messages/msg_00000000/queued", undefined],
  ])("refuses %s %s to a key without run", async (method, suffix, body) => {
    const r = await sim.call("read-only", method, `${ORG}/sessions/ses_done_success${suffix}`, body);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: "missing_scope", required_scope: "run" });
  });
});
