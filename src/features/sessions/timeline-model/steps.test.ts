import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { SessionSteps, type Step, type SessionSteps as Steps, stepsSummaryOf, turnCosts } from "./steps";
import { TimelineEntries } from "./timeline-entries";

const T0 = Date.parse("2026-05-01T10:00:00Z");
let seq = 0;
/** An event at `at` seconds after T0 (default: its seq). */
function ev(type: string, id: string, data: SessionEvent["data"], at = seq, text: string | null = null): SessionEvent {
  seq += 1;
  return { seq: seq - 1, id, type, text, data, created_at: new Date(T0 + at * 1000).toISOString() };
}
const use = (id: string, tool: string, input: unknown, at?: number) =>
  ev("tool_use", `${id}-use`, { tool, name: tool, tool_use_id: id, input }, at);
const result = (id: string, content: string, at?: number, extra: Record<string, unknown> = {}) =>
  ev("tool_result", `${id}-result`, { tool_use_id: id, content, is_error: false, ...extra }, at);
const status = (id: string, at?: number) => ev("status", id, null, at);

function fold(events: readonly SessionEvent[], pages = 1): Steps {
  const entries = new TimelineEntries();
  const steps = new SessionSteps();
  const size = Math.max(1, Math.ceil(events.length / pages));
  for (let i = 0; i < events.length; i += size) {
    entries.merge(events.slice(i, i + size));
    steps.sync(entries.view(), (from) => entries.changesSince(from));
  }
  return steps;
}
const stepsOf = (s: Steps) => s.items.toArray().filter((item): item is Step => item.kind === "step");

/** Two turns; t2 and t3 interleave; t4 fails; t5 has no result; r9's call never loaded. */
function script(): SessionEvent[] {
  seq = 0;
  return [
    status("s0", 0),
    use("t1", "bash", { command: "npm test" }, 1),
    result("t1", "ok", 4),
    use("t2", "grep", { pattern: "TODO" }, 6),
    use("t3", "read_file", { path: "a.ts" }, 7),
    result("t3", "text", 8),
    result("t2", "3 hits", 12),
    status("s1", 13),
    status("s2", 20),
    use("t4", "bash", { command: "make check" }, 21),
    result("t4", "boom\nexit code 2", 31),
    use("t5", "edit_file", { path: "b.ts" }, 33),
    result("r9", "orphan", 34),
  ];
}

describe("SessionSteps", () => {
  it("pairs calls by tool_use_id, interleaved or not, and times them from use to result", () => {
    const steps = stepsOf(fold(script()));
    expect(steps.map((s) => [s.useId, s.tool, s.durationMs, s.state])).toEqual([
      ["t1", "bash", 3000, "ok"],
      ["t2", "grep", 6000, "ok"],
      ["t3", "read_file", 1000, "ok"],
      ["t4", "bash", 10_000, "error"],
      ["t5", "edit_file", null, "open"],
    ]);
    expect(steps[0]).toMatchObject({ ref: "t1-use", resultRef: "t1-result", label: "npm test", seq: 1 });
    expect(steps[3]?.exitCode).toBe(2);
    expect(steps[4]).toMatchObject({ label: "b.ts", end: null, resultRef: null });
  });

  it("sums time by tool, counts errors and open calls, keeps the longest steps and the turns", () => {
    const summary = fold(script()).summary();
    expect(summary.steps).toBe(5);
    expect(summary.errors).toBe(1);
    expect(summary.open).toBe(1);
    expect(summary.oldestOpen?.useId).toBe("t5");
    expect(summary.unpaired).toBe(1);
    expect(summary.byTool).toEqual([
      { tool: "bash", count: 2, ms: 13_000, errors: 1, open: 0 },
      { tool: "grep", count: 1, ms: 6000, errors: 0, open: 0 },
      { tool: "read_file", count: 1, ms: 1000, errors: 0, open: 0 },
      // Its one call has no result: no time of its own yet, and it says so.
      { tool: "edit_file", count: 1, ms: 0, errors: 0, open: 1 },
    ]);
    expect(summary.toolMs).toBe(20_000);
    expect(summary.longest.map((s) => s.useId)).toEqual(["t4", "t2", "t1", "t3"]);
    expect(summary.firstAt).toBe(T0);
    expect(summary.lastAt).toBe(T0 + 34_000);
    expect(summary.turns.map((t) => [t.fromSeq, t.toSeq, t.steps])).toEqual([
      [1, 4, 3],
      [9, 11, 2],
    ]);
    expect(
      fold(script())
        .items.toArray()
        .filter((i) => i.kind === "mark").length,
    ).toBe(3);
  });

  it("a late result closes an open call; a call arriving after its result pairs with it", () => {
    const events = script();
    const entries = new TimelineEntries();
    const steps = new SessionSteps();
    const sync = () => steps.sync(entries.view(), (from) => entries.changesSince(from));
    entries.merge(events);
    sync();
    const structure = steps.structure;
    entries.merge([result("t5", "edited", 40)]);
    expect(sync()).toBe(true);
    expect(steps.summary().open).toBe(0);
    expect(steps.structure).toBe(structure);
    entries.merge([use("r9", "web_fetch", { url: "https://x" }, 30)]);
    sync();
    const summary = steps.summary();
    expect(summary.unpaired).toBe(0);
    expect(summary.steps).toBe(6);
    expect(stepsOf(steps).at(-1)).toMatchObject({ useId: "r9", durationMs: 4000, label: "https://x" });
    expect(sync()).toBe(false);
  });

  it("a grown result replaces its partial version: open while partial, closed once final", () => {
    seq = 0;
    const events = [use("g", "bash", { command: "sleep 9" }, 0), result("g", "zz", 2, { is_partial: true })];
    const entries = new TimelineEntries();
    const steps = new SessionSteps();
    entries.merge(events);
    steps.sync(entries.view(), (from) => entries.changesSince(from));
    expect(steps.summary()).toMatchObject({ open: 1, toolMs: 0 });
    entries.merge([result("g", "zzz\nexit code 1", 9, { is_partial: false })]);
    steps.sync(entries.view(), (from) => entries.changesSince(from));
    expect(stepsOf(steps)).toMatchObject([{ state: "error", durationMs: 9000, resultRef: "g-result" }]);
    expect(steps.summary()).toMatchObject({ open: 0, errors: 1, toolMs: 9000, byTool: [{ tool: "bash", errors: 1 }] });
  });

  it("falls back to the reported duration when times do not parse, and says null when nothing is known", () => {
    seq = 0;
    const a = { ...use("a", "bash", {}), created_at: "not a time" };
    const b = result("a", "ok", 1, { duration_ms: 1234 });
    const c = { ...use("c", "bash", {}), created_at: "x" };
    const d = { ...result("c", "ok"), created_at: "y" };
    const steps = stepsOf(fold([a, b, c, d]));
    expect(steps.map((s) => s.durationMs)).toEqual([1234, null]);
  });

  it("stepsSummaryOf gives the summary of one pass", () => {
    const entries = new TimelineEntries();
    entries.merge(script());
    const { version: _a, ...once } = stepsSummaryOf(entries.view());
    const { version: _b, ...folded } = fold(script(), 4).summary();
    expect(once).toEqual(folded);
  });

  it("property: pages in any order and split, with re-deliveries, give the steps of an independent model", () => {
    const all = script();
    const want = model(all);
    fc.assert(
      fc.property(
        // A random sort key per event gives the arrival order; then a few re-deliveries.
        fc.array(fc.double({ noNaN: true }), { minLength: all.length, maxLength: all.length }),
        fc.array(fc.nat(all.length - 1), { maxLength: 4 }),
        fc.integer({ min: 1, max: 5 }),
        (keys, again, size) => {
          const order = all.map((_, i) => i).sort((a, b) => (keys[a] as number) - (keys[b] as number));
          const pages = [...order, ...again];
          const entries = new TimelineEntries();
          const steps = new SessionSteps();
          for (let i = 0; i < pages.length; i += size) {
            entries.merge(pages.slice(i, i + size).map((k) => all[k] as SessionEvent));
            steps.sync(entries.view(), (from) => entries.changesSince(from));
          }
          const summary = steps.summary();
          expect(stepsOf(steps).map((s) => [s.useId, s.durationMs, s.state])).toEqual(want.steps);
          expect(summary.toolMs).toBe(want.toolMs);
          expect(summary.errors).toBe(want.errors);
          expect(summary.longest.map((s) => s.useId)).toEqual(want.longest);
        },
      ),
    );
  });
});

/** Independent model: one pass over the final events, pairing by id with plain arrays. */
function model(events: readonly SessionEvent[]) {
  const uses = events.filter((e) => e.type === "tool_use");
  const rows = uses
    .map((u) => {
      const r = events.find((e) => e.type === "tool_result" && e.data?.tool_use_id === u.data?.tool_use_id);
      const ms = r ? Date.parse(r.created_at) - Date.parse(u.created_at) : null;
      const failed = r ? r.data?.is_error === true || /exit code [1-9]/.test(String(r.data?.content)) : false;
      return { id: String(u.data?.tool_use_id), seq: u.seq, ms, state: r ? (failed ? "error" : "ok") : "open" };
    })
    .sort((a, b) => a.seq - b.seq);
  const longest = rows
    .filter((r) => r.ms !== null)
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0) || a.seq - b.seq)
    .slice(0, 5)
    .map((r) => r.id);
  return {
    steps: rows.map((r) => [r.id, r.ms, r.state]),
    toolMs: rows.reduce((sum, r) => sum + (r.ms ?? 0), 0),
    errors: rows.filter((r) => r.state === "error").length,
    longest,
  };
}

describe("turnCosts", () => {
  const turn = (index: number, fromSeq: number, toSeq: number) => ({
    index,
    fromSeq,
    toSeq,
    steps: 1,
    start: null,
    end: null,
  });
  it("gives a turn's cost when spend was seen before and after it, null otherwise", () => {
    const turns = [turn(0, 1, 10), turn(1, 20, 30), turn(2, 40, 50)];
    expect(
      turnCosts(turns, [
        { seq: 12, cost: 0.5 },
        { seq: 35, cost: 1.25 },
      ]),
    ).toEqual([0.5, 0.75, null]);
    expect(turnCosts(turns.slice(0, 1), [{ seq: 10, cost: 2 }])).toEqual([2]);
    expect(turnCosts(turns, [])).toEqual([null, null, null]);
  });
});
