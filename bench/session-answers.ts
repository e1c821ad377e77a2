import { performance } from "node:perf_hooks";
import type { Session, SessionEvent } from "../src/api/types.ts";
import { assessStall } from "../src/features/sessions/answers/stall.ts";
import { stallInputOf } from "../src/features/sessions/answers/stall-input.ts";
import { describeSession } from "../src/features/sessions/answers/status-sentence.ts";
import { TimelineFacts } from "../src/features/sessions/timeline-model/changes.ts";
import { TimelineEntries } from "../src/features/sessions/timeline-model/timeline-entries.ts";
import type { BenchPart } from "./bench-part.ts";
import { percentile, round } from "./stats.ts";

/**
 * Session answers on a live 100 000-event session: per 50-event page, what the header pays on top of
 * the timeline's own update — fold the page into the timeline facts (files, commands, tests, failures,
 * open calls), the stall verdict and the status sentence. Incremental: the page is folded, the other
 * 100 000 events are not rescanned (a rescan would cost tens of ms).
 */
// 100 000 events and four more, so every page ends on an open `npm test -- part N` call with ~1 500
// earlier runs of the same command: the 1.5 × rule's longest-earlier-run look-up is paid on every page.
const HELD = 100_004;
const PAGE = 50;
const RUNS = 200;
const T0 = Date.parse("2026-11-22T09:00:00.000Z");

function event(seq: number): SessionEvent {
  const round = Math.floor(seq / 5);
  const at = new Date(T0 + seq * 1000).toISOString();
  switch (seq % 5) {
    case 0:
      return {
        seq,
        id: `e${seq}`,
        type: "assistant",
        text: `Step ${seq}: reading the module`,
        data: null,
        created_at: at,
      };
    case 1:
      return {
        seq,
        id: `e${seq}`,
        type: "tool_use",
        text: null,
        data: { tool: "edit_file", tool_use_id: `tu${round}`, input: { path: `src/mod-${round % 400}.ts` } },
        created_at: at,
      };
    case 2:
      return {
        seq,
        id: `e${seq}`,
        type: "tool_result",
        text: null,
        data: { tool: "edit_file", tool_use_id: `tu${round}`, content: "Applied 1 edit", is_error: false },
        created_at: at,
      };
    case 3:
      return {
        seq,
        id: `e${seq}`,
        type: "tool_use",
        text: null,
        data: { tool: "bash", tool_use_id: `tb${round}`, input: { command: `npm test -- part ${round % 13}` } },
        created_at: at,
      };
    default:
      return {
        seq,
        id: `e${seq}`,
        type: "tool_result",
        text: null,
        data: {
          tool: "bash",
          tool_use_id: `tb${round}`,
          content: round % 9 === 0 ? "FAIL\nProcess exited with code 1" : "ok",
          is_error: false,
        },
        created_at: at,
      };
  }
}

const session = {
  session_id: "ses_bench",
  status: "running",
  outcome: null,
  created_at: new Date(T0).toISOString(),
  started_at: new Date(T0).toISOString(),
  finished_at: null,
  duration_ms: 0,
  cost_usd: 12.5,
} as unknown as Session;

export function benchSessionAnswers(): BenchPart {
  const entries = new TimelineEntries();
  const base: SessionEvent[] = [];
  for (let seq = 0; seq < HELD; seq++) base.push(event(seq));
  entries.merge(base);
  const facts = new TimelineFacts();
  const sync = () => {
    const view = entries.view();
    facts.sync(view, (from) => entries.changesSince(from, view.version));
    return facts.facts();
  };
  const firstStart = performance.now();
  sync();
  const firstMs = performance.now() - firstStart;
  const samples: number[] = [];
  let seq = HELD;
  let sentence = "";
  for (let run = 0; run < RUNS + 20; run++) {
    const page: SessionEvent[] = [];
    for (let k = 0; k < PAGE; k++) page.push(event(seq + k));
    seq += PAGE;
    entries.merge(page);
    const now = T0 + seq * 1000 + 2000;
    const started = performance.now();
    const view = sync();
    const signals = {
      lastEventAt: view.lastEventAt,
      openToolSince: view.openTool?.since ?? null,
      openToolEarlierMs: view.openTool?.longestEarlierMs ?? null,
    };
    const stall = assessStall(stallInputOf(session, signals, { held: false, now }));
    sentence = describeSession(session, view, now, { restricted: false }, { stall }).text;
    const took = performance.now() - started;
    if (view.files.length === 0 || view.commands.count === 0) throw new Error("nothing extracted");
    if (view.openTool?.longestEarlierMs == null) throw new Error("no open call with earlier runs");
    if (run >= 20) samples.push(took);
  }
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return {
    lines: [
      {
        id: "session_answers_update_100k_ms",
        value: round(median, 4),
        unit: "ms",
        name: "session answers: stall check + sentence + changes extraction per 50-event live page at 100 000 events, median",
        target: "≤ 1 ms",
        measured: `${round(median, 3)} ms`,
        pass: median <= 1,
        note: `p95 ${round(p95, 3)} ms over ${RUNS} pages; first fold of 100 000 events ${round(firstMs, 1)} ms; e.g. "${sentence}"`,
      },
    ],
    raw: { sessionAnswersMedianMs: round(median, 4), sessionAnswersFirstFoldMs: round(firstMs, 2) },
  };
}
