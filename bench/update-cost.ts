import { performance } from "node:perf_hooks";
import type { SessionEvent } from "../src/api/types.ts";
import { TimelineEntries } from "../src/features/sessions/timeline-model/timeline-entries.ts";
import { TimelineFind } from "../src/features/sessions/timeline-model/timeline-find.ts";
import { TimelineModel } from "../src/features/sessions/timeline-model/timeline-model.ts";
import { FILTER_TYPES } from "../src/features/sessions/timeline-model/timeline-rows.ts";
import { type BenchLine, percentile, round } from "./stats.ts";

/**
 * Main-thread cost of one live page on a 100 000-event timeline, everything the screen pays before
 * React paints ~20 rows: merge into the entries, bring the rows up to date, re-test Find (a query is
 * active), as TimelineModel does on every feed version. And Find across the whole 100 000 once.
 */
const HELD = 100_000;
const PAGE = 50;
const RUNS = 200;
const KINDS = ["reasoning", "tool_use", "tool_result", "assistant", "status"] as const;

function event(seq: number, id = `e${seq}`): SessionEvent {
  const type = KINDS[seq % KINDS.length] as string;
  const tool = type === "tool_use" || type === "tool_result";
  return {
    seq,
    id,
    type,
    text: tool ? null : `Step ${seq}: checking the module boundaries of package ${seq % 97}`,
    data: tool
      ? {
          tool: "bash",
          tool_use_id: `tu${Math.floor(seq / 5)}`,
          input: { command: `npm test -- part ${seq % 13}` },
          content: "ok",
        }
      : null,
    created_at: "2026-11-22T09:00:00.000Z",
  };
}

/** A live page: 45 new events and 5 grown versions of the newest assistant message (spec §6.4). */
function livePage(start: number): SessionEvent[] {
  const out: SessionEvent[] = [];
  for (let k = 0; k < PAGE; k++)
    out.push(k % 10 === 9 ? { ...event(start + k, "live-msg"), type: "assistant", data: null } : event(start + k));
  return out;
}

export function benchUpdateCost(): { lines: BenchLine[]; raw: Record<string, number> } {
  const entries = new TimelineEntries();
  const base: SessionEvent[] = [];
  for (let seq = 0; seq < HELD; seq++) base.push(event(seq));
  entries.merge(base);
  const source = {
    get entries() {
      return entries.view();
    },
    changesSince: (from: number, to: number) => entries.changesSince(from, to),
  };
  const model = new TimelineModel();
  const types = [...FILTER_TYPES];
  // Find across everything, cold (no haystack cached yet), as the first keystroke pays it.
  const findStart = performance.now();
  const found = new TimelineFind("module boundaries of package 42", model.update(source, types, "").rows);
  const findMs = performance.now() - findStart;
  if (found.matches.size === 0) throw new Error("find matched nothing");
  model.update(source, types, "package 42");
  const samples: number[] = [];
  let seq = HELD;
  for (let run = 0; run < RUNS + 20; run++) {
    const page = livePage(seq);
    seq += PAGE;
    const started = performance.now();
    entries.merge(page);
    const state = model.update(source, types, "package 42");
    const took = performance.now() - started;
    if (state.rows.size === 0) throw new Error("no rows");
    if (run >= 20) samples.push(took);
  }
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return {
    lines: [
      {
        id: "update_cost_100k_ms",
        value: round(median, 4),
        unit: "ms",
        name: "timeline: apply a 50-event live page to 100 000 (merge + rows + Find), median",
        target: "≤ 4 ms",
        measured: `${round(median, 3)} ms`,
        pass: median <= 4,
        note: `p95 ${round(p95, 3)} ms over ${RUNS} pages; React then renders only the ~20 rows in view`,
      },
      {
        id: "find_100k_cold_node_ms",
        value: round(findMs, 2),
        unit: "ms",
        name: "timeline: Find across 100 000 rows, cold haystacks (node)",
        target: "—",
        measured: `${round(findMs, 1)} ms`,
        pass: null,
        note: `${found.matches.size} matches`,
      },
    ],
    raw: { updateCostMedianMs: round(median, 4), updateCostP95Ms: round(p95, 4), findColdNodeMs: round(findMs, 2) },
  };
}
