import { describe, expect, it, vi } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { MINI_TEXT_MAX, miniTimeline } from "./mini-timeline";
import { wallGrid } from "./wall-layout";
import { parseWallIds, serializeWallIds, WALL_MAX, wallSearchSchema } from "./wall-search";

function ev(seq: number, type: string, text: string | null, data: SessionEvent["data"] = null, id = `e${seq}`) {
  return { seq, id, type, text, data, created_at: "2026-11-21T07:00:00Z" } satisfies SessionEvent;
}

function viewOf(events: SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  return entries.view();
}

describe("wall search", () => {
  it("keeps valid distinct ids in order, at most nine, and says what it left out", () => {
    expect(parseWallIds("ses_a,ses_b, ses_a  ses_c")).toEqual({ ids: ["ses_a", "ses_b", "ses_c"], rejected: [] });
    expect(parseWallIds("ses_a,<script>,x")).toEqual({ ids: ["ses_a"], rejected: ["<script>", "x"] });
    const many = Array.from({ length: 11 }, (_, i) => `ses_n${i}`);
    const parsed = parseWallIds(many.join(","));
    expect(parsed.ids).toEqual(many.slice(0, WALL_MAX));
    expect(parsed.rejected).toEqual(["ses_n9", "ses_n10"]);
    expect(parseWallIds(undefined)).toEqual({ ids: [], rejected: [] });
  });

  it("lower-cases an attempt UUID, as the session page does", () => {
    expect(parseWallIds("5E55A000-0000-4000-8000-000000000001").ids).toEqual(["5e55a000-0000-4000-8000-000000000001"]);
  });

  it("serialises an empty wall to nothing and a full one to at most nine ids", () => {
    expect(serializeWallIds([])).toBeUndefined();
    expect(serializeWallIds(["ses_a", "ses_b"])).toBe("ses_a,ses_b");
    expect(serializeWallIds(Array.from({ length: 12 }, (_, i) => `ses_${i}x`))?.split(",")).toHaveLength(9);
  });

  it("falls back instead of throwing on bad params", () => {
    expect(wallSearchSchema({ sessions: 42, large: "yes", dark: false })).toEqual({ dark: false });
  });
});

describe("wallGrid", () => {
  it("is as square as the count allows, never more than three across", () => {
    const shapes = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => {
      const { columns, rows } = wallGrid(n);
      return `${columns}x${rows}`;
    });
    expect(shapes).toEqual(["1x1", "2x1", "3x1", "2x2", "3x2", "3x2", "3x3", "3x3", "3x3"]);
    expect(wallGrid(0)).toEqual({ columns: 1, rows: 1 });
    expect(wallGrid(40)).toEqual({ columns: 3, rows: 3 });
  });
});

describe("miniTimeline", () => {
  it("shows the newest lines, oldest first, a tool call with its result as one line, no debug kinds", () => {
    const view = viewOf([
      ev(0, "status", "Session started"),
      ev(1, "tool_use", null, { tool: "bash", tool_use_id: "t1", input: { command: "npm test" } }),
      ev(2, "diagnostic", "checkpoint", { stage: "x" }),
      ev(3, "tool_result", null, { tool_use_id: "t1", content: "ok", duration_ms: 1500 }),
      ev(4, "reasoning", "Looking\n  at   the output"),
      ev(5, "tool_use", null, { tool: "read_file", tool_use_id: "t2", input: { path: "src/a.ts" } }),
      ev(6, "assistant", "All green."),
    ]);
    expect(miniTimeline(view, 10).map(({ label, text, state }) => ({ label, text, state }))).toEqual([
      { label: "Status", text: "Session started", state: undefined },
      { label: "Tool bash", text: "npm test · 1.5s", state: "ok" },
      { label: "Reasoning", text: "Looking at the output", state: undefined },
      { label: "Tool read_file", text: "src/a.ts", state: "running" },
      { label: "Assistant", text: "All green.", state: undefined },
    ]);
    expect(miniTimeline(view, 2).map((line) => line.key)).toEqual(["e5", "e6"]);
  });

  it("keeps a result whose call is older than the window, and marks errors", () => {
    const events = [ev(0, "tool_use", null, { tool: "grep", tool_use_id: "old", input: { pattern: "x" } })];
    for (let i = 1; i <= 12; i++) events.push(ev(i, "assistant", `step ${i}`));
    events.push(ev(13, "tool_result", null, { tool: "grep", tool_use_id: "old", is_error: true }));
    const lines = miniTimeline(viewOf(events), 3);
    expect(lines.map((line) => `${line.label}: ${line.text} ${line.state ?? ""}`.trim())).toEqual([
      "Assistant: step 11",
      "Assistant: step 12",
      "Tool grep: result error",
    ]);
  });

  it("shows a growing message at its latest version and clips long text", () => {
    const view = viewOf([ev(0, "assistant", "Hel", null, "m"), ev(1, "assistant", "x".repeat(500), null, "m")]);
    const [line] = miniTimeline(view, 5);
    expect(line?.text).toHaveLength(MINI_TEXT_MAX);
    expect(line?.text.endsWith("…")).toBe(true);
  });

  it("reads only the tail of a long session", () => {
    const entries = new TimelineEntries();
    const page: SessionEvent[] = [];
    for (let i = 0; i < 50_000; i++) page.push(ev(i, "assistant", `m${i}`));
    entries.merge(page);
    const view = entries.view();
    const reads = vi.spyOn(view.list, "get");
    const forEach = vi.spyOn(view.list, "forEach");
    const lines = miniTimeline(view, 8);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(8 * 3);
    expect(forEach).not.toHaveBeenCalled();
    expect(lines.map((line) => line.text)).toEqual(Array.from({ length: 8 }, (_, i) => `m${49_992 + i}`));
  });
});
