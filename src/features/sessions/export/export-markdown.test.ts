import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { EventsPage, SessionEvent } from "@/api/types";
import { createManualClock, createSimulator, demoKey } from "@/simulator";
import { makeSession } from "../components/test-utils";
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
});
