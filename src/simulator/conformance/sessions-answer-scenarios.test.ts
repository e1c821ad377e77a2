import { describe, expect, it } from "vitest";
import { STALLED_ENDS_MS, STALLED_RECOVERS_MS } from "../domains/sessions/answer-scenarios.ts";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();

interface Ev {
  seq: number;
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown> | null;
}

async function events(id: string): Promise<Ev[]> {
  const r = await sim.call<{ items: Ev[] }>("owner", "GET", `${ORG}/sessions/${id}/events?after_seq=-1&limit=500`);
  expect(r.status).toBe(200);
  return r.body.items;
}

const session = async (id: string) => (await sim.call("owner", "GET", `${ORG}/sessions/${id}`)).body;

describe("scenarios behind the session answers (stepped world)", () => {
  it("ses_stalled: runs with a bash call open for 7 min, recovers when its result arrives, then finishes", async () => {
    const now = sim.clock.now();
    const before = await events("ses_stalled");
    const last = before[before.length - 1];
    expect(last?.type).toBe("tool_use");
    expect(now - Date.parse(last?.created_at ?? "")).toBe(7 * 60_000);
    expect((await session("ses_stalled")).status).toBe("running");

    await sim.clock.advance(STALLED_RECOVERS_MS);
    const after = await events("ses_stalled");
    const result = after.find((e) => e.type === "tool_result" && e.data?.tool_use_id === last?.data?.tool_use_id);
    expect(result).toBeDefined();
    expect(result?.data?.duration_ms).toBe(13 * 60_000);

    await sim.clock.advance(STALLED_ENDS_MS - STALLED_RECOVERS_MS);
    expect(await session("ses_stalled")).toMatchObject({ status: "exit", outcome: "success" });
  });

  it("ses_failed_tests: every diagnostic field is filled and a test run fails with a non-zero exit", async () => {
    const s = await session("ses_failed_tests");
    expect(s).toMatchObject({ status: "error", error_class: "run_error", failure_stage: "verify" });
    for (const field of ["error_message", "diagnostic_message", "result_summary", "reason_code", "root_cause"]) {
      expect(typeof s[field], field).toBe("string");
    }
    const failing = (await events("ses_failed_tests")).filter(
      (e) => e.type === "tool_result" && String(e.data?.content).includes("exited with code 1"),
    );
    expect(failing).toHaveLength(2);
  });

  it("ses_with_changes: a PR, two change requests in two repositories and edits to several files", async () => {
    const s = await session("ses_with_changes");
    const requests = s.change_requests as Array<{ url: string }>;
    expect(new Set(requests.map((r) => new URL(r.url).pathname.split("/")[2])).size).toBe(2);
    expect(s.pr_url).toBe(requests[0]?.url);
    const paths = (await events("ses_with_changes"))
      .filter((e) => e.type === "tool_use" && /edit|write/.test(String(e.data?.tool)))
      .map((e) => (e.data?.input as { path: string }).path);
    expect(new Set(paths).size).toBe(4);
    expect(paths.filter((p) => p === "src/invoices/total.ts")).toHaveLength(3);
  });
});

describe("list ?source= (our extension): what a session forked or spawned", () => {
  it("keeps the subagents and sidechats whose source is that session", async () => {
    const ids = async (source: string) =>
      (
        await sim.call<{ items: Array<{ session_id: string }> }>("owner", "GET", `${ORG}/sessions?source=${source}`)
      ).body.items.map((s) => s.session_id);
    expect(await ids("ses_live_stream")).toEqual(["ses_subagent"]);
    expect(await ids("ses_done_success")).toEqual(["ses_sidechat"]);
    expect(await ids("ses_error")).toEqual([]);
  });

  it("refuses a source that is not a session id with 400 invalid_source", async () => {
    const r = await sim.call("owner", "GET", `${ORG}/sessions?source=${encodeURIComponent("a b")}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_source");
  });
});
