import { performance } from "node:perf_hooks";
import type { SessionEvent } from "../src/api/types.ts";
import { TimelineEntries } from "../src/features/sessions/timeline-model/timeline-entries.ts";
import { type BenchLine, percentile, round } from "./stats.ts";

const HELD = 100_000;
const PAGE = 1_000;
const WARMUP = 5;
const RUNS = 60;

function event(seq: number, id: string, text: string): SessionEvent {
  return { seq, id, type: "assistant", text, data: null, created_at: "2026-11-22T09:00:00.000Z" };
}

/** 100 000 held events: assistant text with a few tool pairs, like a long session. */
function heldEvents(): SessionEvent[] {
  const out: SessionEvent[] = [];
  for (let seq = 0; seq < HELD; seq += 1) out.push(event(seq, `evt_${seq}`, `line ${seq}`));
  return out;
}

/**
 * A realistic next page: 900 new events plus 100 re-deliveries of the latest ids with a higher
 * seq (a streamed message growing under its id, spec §6.4).
 */
function nextPage(startSeq: number): SessionEvent[] {
  const out: SessionEvent[] = [];
  for (let k = 0; k < PAGE; k += 1) {
    const seq = startSeq + k;
    out.push(
      k % 10 === 9 ? event(seq, `evt_${HELD - 1 - k}`, `grown ${seq}`) : event(seq, `evt_${seq}`, `line ${seq}`),
    );
  }
  return out;
}

export function benchMerge(): { lines: BenchLine[]; raw: Record<string, number> } {
  const base = heldEvents();
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const store = new TimelineEntries();
    store.merge(base);
    const page = nextPage(HELD + run * PAGE);
    const started = performance.now();
    store.merge(page);
    // Reading the order back is part of the cost a render pays.
    store.view().list.last();
    const took = performance.now() - started;
    if (store.size !== HELD + (PAGE * 9) / 10) throw new Error(`merge produced ${store.size} entries`);
    if (run >= WARMUP) samples.push(took);
  }
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return {
    lines: [
      {
        id: "merge_1k_into_100k_median_ms",
        value: round(median, 4),
        unit: "ms",
        name: "events store: merge 1000-event page into 100 000 (median)",
        target: "≤ 1 ms",
        measured: `${round(median, 3)} ms`,
        pass: median <= 1,
      },
      {
        id: "merge_1k_into_100k_p95_ms",
        value: round(p95, 4),
        unit: "ms",
        name: "events store: merge (p95)",
        target: "—",
        measured: `${round(p95, 3)} ms`,
        pass: null,
      },
    ],
    raw: { mergeMedianMs: round(median, 4), mergeP95Ms: round(p95, 4), mergeRuns: RUNS },
  };
}
