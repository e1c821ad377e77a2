import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { EventsPage, Session, SessionEvent } from "@/api/types";
import { createManualClock, createSimulator, demoKey } from "@/simulator";
import { makeSession } from "../components/test-utils";
import { HIDDEN_TEXT } from "../fields/hidden-value";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { buildSessionMarkdown } from "./export-markdown";

const AT = new Date("2026-11-22T09:00:00Z");

function ev(seq: number, type: string, text: string | null, data: SessionEvent["data"] = null): SessionEvent {
  return { seq, id: `e${seq}`, type, text, data, created_at: `2026-11-21T07:00:${String(seq).padStart(2, "0")}Z` };
}

function markdownOf(events: SessionEvent[], session = makeSession()): string {
  const entries = new TimelineEntries();
  entries.merge(events);
  return buildSessionMarkdown({ session, entries: entries.view(), exportedAt: AT });
}

/** One session as the simulator's single retrieval returns it to this demo key. */
async function retrieve(sessionId: string, key: Parameters<typeof demoKey>[0]): Promise<Session> {
  const sim = createSimulator({ clock: createManualClock(), seed: 1 });
  const response = await getResponse(
    sim.handlers,
    new Request(`http://sim.test/v3/organizations/org_demo/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${demoKey(key).key}` },
    }),
  );
  sim.dispose();
  expect(response?.status).toBe(200);
  return (await response?.json()) as Session;
}

const HIDDEN = `_${HIDDEN_TEXT}_`;

/** A full-projection session as a key without sessions:debug gets it: the debug-only fields left out. */
function restrictedSession(partial: Partial<Session> = {}): Session {
  const { prompt, prompt_truncated, prompt_bytes, result_summary, error_message, ...rest } = makeSession(partial);
  return rest;
}

const headings = (md: string) => md.split("\n").filter((line) => line.startsWith("### "));

describe("buildSessionMarkdown", () => {
  it("starts with the title and the header facts", () => {
    const md = markdownOf([], makeSession({ pr_url: "https://github.com/acme/api/pull/7", pr_title: "Fix it" }));
    expect(md.split("\n").slice(0, 3)).toEqual(["# Fix the flaky test", "", "- **Session:** `ses_test`"]);
    expect(md).toContain("- **Status:** exit\n- **Outcome:** success");
    expect(md).toContain("- **Repository:** `acme/api`");
    expect(md).toContain("- **Branch:** `svc/fix-flaky`");
    expect(md).toContain("- **Pull request:** Fix it <https://github.com/acme/api/pull/7>");
    expect(md).toContain("- **Model:** `svc-large-2026-10` (reasoning medium)");
    expect(md).toContain("- **Finished:** 2026-10-01 12:10:00Z");
    expect(md).toContain("- **Cost:** $1\\.25");
    expect(md).toContain("- **Tokens:** 1,000 in, 500 out, 1,500 total");
    expect(md).toContain("- **Exported:** 2026-11-22 09:00:00Z (0 events)");
    expect(md).toContain("## Prompt\n\n```text\nPlease fix it\n```");
    expect(md).toContain("## Timeline\n\n_No events._\n");
  });

  it("writes the timeline in order, a tool call and its result as one section with fenced input and result", () => {
    const md = markdownOf([
      ev(0, "status", "Session started"),
      ev(1, "tool_use", null, { tool: "bash", name: "Run", tool_use_id: "t1", input: { cmd: "npm test" } }),
      ev(2, "reasoning", "Checking\nthe output"),
      ev(3, "tool_result", null, {
        tool: "bash",
        tool_use_id: "t1",
        content: "ok\n```\nfake fence",
        duration_ms: 1500,
      }),
      ev(4, "assistant", "All green.\n\n```ts\nconst open = true;"),
      ev(5, "status", null),
    ]);
    expect(headings(md)).toEqual([
      "### Status · 2026-11-21 07:00:00Z",
      "### Tool `bash` (Run) · 2026-11-21 07:00:01Z · ok, 1.5s",
      "### Reasoning · 2026-11-21 07:00:02Z",
      "### Assistant · 2026-11-21 07:00:04Z",
      "### Status · 2026-11-21 07:00:05Z",
    ]);
    expect(md).toContain('Input:\n\n```json\n{\n  "cmd": "npm test"\n}\n```');
    // The result holds a fence of its own: the block's fence is longer, so the result cannot end it.
    expect(md).toContain("Result:\n\n````text\nok\n```\nfake fence\n````");
    expect(md).toContain("> Checking\n> the output");
    // The agent left a fence open; it is closed before the next section.
    expect(md).toContain("```ts\nconst open = true;\n```\n\n### Status");
    expect(md).toContain("_Status changed._");
  });

  it("says when a result has no call and a call has no result yet", () => {
    const md = markdownOf([
      ev(0, "tool_result", null, { tool_use_id: "gone", content: "late", is_error: true }),
      ev(1, "tool_use", null, { tool: "grep", tool_use_id: "t2", input: { pattern: "x" } }),
    ]);
    expect(headings(md)).toEqual([
      "### Tool `tool` · 2026-11-21 07:00:00Z · error",
      "### Tool `grep` · 2026-11-21 07:00:01Z · no result yet",
    ]);
    expect(md).toContain("_The tool call itself is not in the loaded events._");
  });

  it("keeps debug kinds and unknown kinds", () => {
    const md = markdownOf([
      ev(0, "diagnostic", "checkpoint saved", { stage: "checkpoint" }),
      ev(1, "raw", null, { content: '{"bytes":1024}' }),
      ev(2, "handoff", "to <b>team</b>", { stream_key: "k" }),
    ]);
    expect(headings(md)).toEqual([
      "### Diagnostic · 2026-11-21 07:00:00Z (stage `checkpoint`)",
      "### Raw metadata · 2026-11-21 07:00:01Z",
      "### Event `handoff` · 2026-11-21 07:00:02Z",
    ]);
    expect(md).toContain('```json\n{\n  "bytes": 1024\n}\n```');
    expect(md).toContain("```text\nto <b>team</b>\n```");
  });

  it("escapes a title that looks like markdown", () => {
    expect(markdownOf([], makeSession({ title: "[x](javascript:alert(1)) # not a heading" })).split("\n")[0]).toBe(
      "# \\[x\\]\\(javascript:alert\\(1\\)\\) \\# not a heading",
    );
  });

  it("has one section per timeline row for the simulator's ses_done_success", async () => {
    const sim = createSimulator({ clock: createManualClock(), seed: 1 });
    const response = await getResponse(
      sim.handlers,
      new Request(
        "http://sim.test/v3/organizations/org_demo/sessions/ses_done_success/events?after_seq=-1&limit=1000",
        {
          headers: { authorization: `Bearer ${demoKey("owner").key}` },
        },
      ),
    );
    const page = (await response?.json()) as EventsPage;
    sim.dispose();
    const md = markdownOf(page.items, page.session);
    const tools = page.items.filter((e) => e.type === "tool_use").length;
    expect(headings(md).filter((h) => h.startsWith("### Tool "))).toHaveLength(tools);
    expect(headings(md)).toHaveLength(page.items.length - page.items.filter((e) => e.type === "tool_result").length);
    expect(md.startsWith("# Add idempotency keys to refunds\n")).toBe(true);
  });

  describe("fields a key without sessions:debug cannot see", () => {
    it("says Hidden for the prompt, the result and the error message of the simulator's ses_error (member key)", async () => {
      const md = markdownOf([], await retrieve("ses_error", "member"));
      expect(md).toContain(`## Prompt\n\n${HIDDEN}\n`);
      expect(md).toContain(`## Result\n\n${HIDDEN}\n`);
      expect(md).toContain(`- **Error:** \`run_timeout\` — ${HIDDEN}\n`);
    });

    it("writes the same fields as sent for an owner key, with no Hidden", async () => {
      const md = markdownOf([], await retrieve("ses_error", "owner"));
      expect(md).toContain("- **Error:** `run_timeout` — Command");
      expect(md).toContain("## Prompt\n\n```text\n");
      expect(md).not.toContain(HIDDEN_TEXT);
    });

    it("keeps null (the service says none) apart from absent: no Hidden for a null message or an empty result", () => {
      const session = { ...restrictedSession({ error_class: "run_timeout" }), error_message: null, result_summary: "" };
      const md = markdownOf([], session);
      expect(md).toContain("- **Error:** `run_timeout`\n");
      expect(md).toContain(`## Prompt\n\n${HIDDEN}\n`);
      expect(md).not.toContain("## Result");
    });

    it("never says Hidden in the full projection, where an absent field is just not recorded", () => {
      const md = markdownOf([], makeSession({ error_class: "run_error", error_message: undefined }));
      expect(md).toContain("- **Error:** `run_error`\n");
      expect(md).not.toContain(HIDDEN_TEXT);
      expect(md).not.toContain("## Result");
    });
  });

  describe("duration", () => {
    const waiting = {
      id: "m1",
      name: "build-fleet",
      state: "waiting",
      queue_position: 4,
      device_id: null,
      enqueued_at: "2026-10-01T12:00:00Z",
      placed_at: null,
    } as const satisfies Session["machine"];

    it("says not started for a session waiting for a worker, never 0 ms", () => {
      const md = markdownOf([], makeSession({ status: "running", duration_ms: 0, machine: waiting }));
      expect(md).toContain("- **Duration:** not started: waiting for a worker\n");
      expect(md).not.toContain("0 ms");
    });

    it("says not started for the simulator's ses_machine_queue", async () => {
      const md = markdownOf([], await retrieve("ses_machine_queue", "owner"));
      expect(md).toContain("- **Duration:** not started: waiting for a worker\n");
    });

    it("keeps a measured duration, even on a Machine session back in the queue", () => {
      expect(markdownOf([], makeSession({ duration_ms: 0 }))).toContain("- **Duration:** 0 ms\n");
      expect(markdownOf([], makeSession({ duration_ms: 2_400_000, machine: waiting }))).toContain(
        "- **Duration:** 40m 0s\n",
      );
    });

    it("says not reported for a duration the service left out, like the cost beside it", () => {
      const { duration_ms, ...drifted } = makeSession({ cost_usd: null });
      const md = markdownOf([], drifted as Session);
      expect(md).toContain("- **Duration:** not reported\n- **Cost:** not reported\n");
    });
  });
});
