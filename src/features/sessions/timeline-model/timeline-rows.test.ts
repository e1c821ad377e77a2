import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineEntries } from "./timeline-entries";
import { FILTER_TYPES, type FilterType, TimelineRows } from "./timeline-rows";

/**
 * The independent model of the rows: a whole-list pass over the entries in timeline order (the
 * previous implementation's rule): tool_use rows carry their result; a result joins its tool_use's row
 * when one is shown, else stands alone; filtered groups vanish; unknown kinds always show.
 */
function modelRows(entries: readonly SessionEvent[], types: ReadonlySet<string>): string[] {
  const group = (type: string) =>
    type === "tool_use" || type === "tool_result"
      ? "tool"
      : type === "diagnostic" || type === "raw"
        ? "debug"
        : ["assistant", "reasoning", "status"].includes(type)
          ? type
          : "other";
  const shown = entries.filter((e) => group(e.type) === "other" || types.has(group(e.type)));
  const pairIdOf = (e: SessionEvent) => (typeof e.data?.tool_use_id === "string" ? e.data.tool_use_id : null);
  const results = new Map<string, SessionEvent>();
  const uses = new Set<string>();
  for (const e of shown) {
    const id = pairIdOf(e);
    if (id === null) continue;
    if (e.type === "tool_result") results.set(id, e);
    if (e.type === "tool_use") uses.add(id);
  }
  const out: string[] = [];
  for (const e of shown) {
    const id = pairIdOf(e);
    if (e.type === "tool_use") {
      const r = id === null ? undefined : results.get(id);
      out.push(`tool:${e.id}@${e.seq}+${r ? `${r.id}@${r.seq}` : "-"}`);
    } else if (e.type === "tool_result") {
      if (id !== null && uses.has(id)) continue;
      out.push(`tool:-+${e.id}@${e.seq}`);
    } else out.push(`event:${e.id}@${e.seq}`);
  }
  return out;
}

function describeRows(rows: TimelineRows): string[] {
  return rows.rows
    .toArray()
    .map((r) =>
      r.kind === "event"
        ? `event:${r.event.id}@${r.event.seq}`
        : `tool:${r.use ? `${r.use.id}@${r.use.seq}` : "-"}+${r.result ? `${r.result.id}@${r.result.seq}` : "-"}`,
    );
}

const KINDS = ["assistant", "reasoning", "status", "tool_use", "tool_result", "diagnostic", "future_kind"] as const;

/**
 * A stream where ids keep their kind and tool_use_id (e3/e11 share one, e4/e10 another) and reappear
 * with higher seqs as they grow.
 */
const streamArb = fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 50 }).map((ids) =>
  ids.map((n, seq): SessionEvent => {
    const type = KINDS[n % KINDS.length] as string;
    const tool = type === "tool_use" || type === "tool_result";
    return {
      seq,
      id: `e${n}`,
      type,
      text: `v${seq}`,
      data: tool ? { tool_use_id: `tu${n % 2}` } : null,
      created_at: "2026-10-01T00:00:00Z",
    };
  }),
);

const typesArb = fc.subarray([...FILTER_TYPES]);

describe("TimelineRows", () => {
  it("pairs a tool_result with its tool_use, even when the result arrived first (back-fill)", () => {
    const entries = new TimelineEntries();
    const rows = new TimelineRows([...FILTER_TYPES]);
    const result: SessionEvent = {
      seq: 9,
      id: "r",
      type: "tool_result",
      text: null,
      data: { tool_use_id: "t" },
      created_at: "2026-10-01T00:00:00Z",
    };
    entries.merge([result]);
    rows.sync(entries.view(), (v) => entries.changesSince(v));
    expect(describeRows(rows)).toEqual(["tool:-+r@9"]);
    entries.merge([{ ...result, seq: 3, id: "u", type: "tool_use" }]);
    const changes = rows.sync(entries.view(), (v) => entries.changesSince(v));
    expect(describeRows(rows)).toEqual(["tool:u@3+r@9"]);
    expect(changes?.map((c) => [c.seq, c.row === null ? "removed" : c.row.key])).toEqual([
      [9, "removed"],
      [3, "u"],
    ]);
    expect(rows.rowSeqOf(9, result)).toBe(3);
  });

  it("touches only the rows a page changed", () => {
    const entries = new TimelineEntries();
    const rows = new TimelineRows([...FILTER_TYPES]);
    entries.merge(
      Array.from({ length: 5000 }, (_, seq) => ({
        seq,
        id: `e${seq}`,
        type: "assistant",
        text: "x",
        data: null,
        created_at: "2026-10-01T00:00:00Z",
      })),
    );
    rows.sync(entries.view(), (v) => entries.changesSince(v));
    const before = rows.rows;
    entries.merge([{ seq: 5000, id: "e4999", type: "assistant", text: "grown", data: null, created_at: "" }]);
    const changes = rows.sync(entries.view(), (v) => entries.changesSince(v));
    expect(changes).toHaveLength(1);
    expect(rows.rows.get(4999)?.kind === "event" && rows.rows.get(4999)?.key).toBe("e4999");
    expect(rows.rows.get(0)).toBe(before.get(0));
  });

  it("matches the whole-list model after every page, for any filter, split and order", () => {
    fc.assert(
      fc.property(
        streamArb,
        typesArb,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (stream, types, splits, reverse) => {
          const pages: SessionEvent[][] = [];
          for (let at = 0, i = 0; at < stream.length; i++) {
            const size = splits[i % splits.length] as number;
            pages.push(stream.slice(at, at + size));
            at += size;
          }
          if (reverse) pages.reverse();
          const entries = new TimelineEntries();
          const rows = new TimelineRows(types as FilterType[]);
          for (const page of pages) {
            entries.merge(page);
            rows.sync(entries.view(), (v) => entries.changesSince(v));
            const inOrder = entries
              .view()
              .list.toArray()
              .map((e) => e.event);
            expect(describeRows(rows)).toEqual(modelRows(inOrder, new Set(types)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
