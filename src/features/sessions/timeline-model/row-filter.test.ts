import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { type RowFilter, rowPasses } from "./row-filter";
import { TimelineEntries } from "./timeline-entries";
import { FILTER_TYPES, type TimelineRow, TimelineRows } from "./timeline-rows";

const KINDS = ["assistant", "status", "tool_use", "tool_result", "tool_result"] as const;

/** Ids keep their kind; tool events carry one of two tool names and some results fail. */
const streamArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 40 })
  .map((items) =>
    items.map(([n, v], seq): SessionEvent => {
      const type = KINDS[n % KINDS.length] as string;
      const tool = type === "tool_use" || type === "tool_result";
      const data = tool
        ? {
            tool_use_id: `tu${n % 3}`,
            tool: n % 2 === 0 ? "bash" : "grep",
            content: v === 1 ? "exit code 2" : "ok",
            is_error: v === 2,
          }
        : null;
      return { seq, id: `e${n}`, type, text: `v${seq}`, data, created_at: "2026-10-01T00:00:00Z" };
    }),
  );

const filterArb = fc.record({
  tool: fc.constantFrom(null, "bash", "grep", "edit"),
  errorsOnly: fc.boolean(),
});

/** Independent reading of a row: its name and whether it failed, straight from the events' fields. */
function keep(row: TimelineRow, filter: RowFilter): boolean {
  if (filter.tool === null && !filter.errorsOnly) return true;
  if (row.kind === "event") return row.event.type === "status";
  const name = row.use?.data?.tool ?? row.result?.data?.tool ?? null;
  const failed =
    row.result !== null && (row.result.data?.is_error === true || row.result.data?.content === "exit code 2");
  return (filter.tool === null || name === filter.tool) && (!filter.errorsOnly || failed);
}

describe("row filter", () => {
  it("keeps status separators and the matching tool rows only", () => {
    const use: SessionEvent = { seq: 1, id: "u", type: "tool_use", text: null, data: { tool: "bash" }, created_at: "" };
    const failed: SessionEvent = { ...use, id: "r", type: "tool_result", data: { content: "Exit code: 1" } };
    const row = (u: SessionEvent | null, r: SessionEvent | null): TimelineRow => ({
      kind: "tool",
      seq: 1,
      key: "u",
      use: u,
      result: r,
    });
    expect(rowPasses(row(use, failed), { tool: "bash", errorsOnly: true })).toBe(true);
    expect(rowPasses(row(use, null), { tool: null, errorsOnly: true })).toBe(false);
    expect(rowPasses(row(use, failed), { tool: "grep", errorsOnly: false })).toBe(false);
    const status: TimelineRow = { kind: "event", seq: 0, key: "s", event: { ...use, type: "status" } };
    const said: TimelineRow = { kind: "event", seq: 0, key: "a", event: { ...use, type: "assistant" } };
    expect(rowPasses(status, { tool: "bash", errorsOnly: false })).toBe(true);
    expect(rowPasses(said, { tool: "bash", errorsOnly: false })).toBe(false);
    expect(rowPasses(said, { tool: null, errorsOnly: false })).toBe(true);
  });

  it("property: filtered rows kept page by page equal the unfiltered rows filtered at the end", () => {
    fc.assert(
      fc.property(streamArb, filterArb, fc.integer({ min: 1, max: 6 }), (stream, filter, size) => {
        const entries = new TimelineEntries();
        const rows = new TimelineRows([...FILTER_TYPES], filter);
        for (let at = 0; at < stream.length; at += size) {
          entries.merge(stream.slice(at, at + size));
          rows.sync(entries.view(), (v) => entries.changesSince(v));
        }
        const all = new TimelineRows([...FILTER_TYPES]);
        all.sync(entries.view(), () => null);
        const want = all.rows.toArray().filter((row) => keep(row, filter));
        expect(rows.rows.toArray()).toEqual(want);
        const names = new Set(stream.filter((e) => e.data?.tool).map((e) => String(e.data?.tool)));
        expect(rows.tools()).toEqual([...names].sort());
      }),
      { numRuns: 300 },
    );
  });
});
