import { performance } from "node:perf_hooks";
import type { Session } from "../src/api/types.ts";
import { type LiveSignals, type SeenMark, sessionFingerprint, triage } from "../src/features/sessions/triage/triage.ts";
import type { BenchPart } from "./bench-part.ts";
import { percentile, round } from "./stats.ts";

/**
 * Target: "triage_1000_ms ≤ 20: triage counts and totals over 1 000 listed sessions." The sessions list's
 * Needs-attention summary (every reason, each session's ids, total sessions and cost) over 1 000 listed
 * sessions of mixed states, 40 of them running with live signals, some held or already opened; median of
 * 60 runs after 10 warm-ups.
 */
const SESSIONS = 1000;
const WARMUP = 10;
const RUNS = 60;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MIN = 60_000;

function listed(): {
  sessions: Session[];
  live: Map<string, LiveSignals>;
  held: Map<string, number>;
  seen: Map<string, SeenMark>;
} {
  const sessions: Session[] = [];
  const live = new Map<string, LiveSignals>();
  const held = new Map<string, number>();
  const seen = new Map<string, SeenMark>();
  for (let i = 0; i < SESSIONS; i += 1) {
    const id = `ses_${i.toString(16).padStart(8, "0")}`;
    const created = NOW - i * 37 * MIN;
    const running = i % 25 === 0;
    const s = {
      session_id: id,
      title: `Session ${i}`,
      repo: `acme/repo-${i % 7}`,
      status: running ? "running" : i % 13 === 0 ? "error" : "exit",
      outcome: running || i % 13 === 0 ? null : (["success", "success", "failure", "action_required"] as const)[i % 4],
      created_at: new Date(created).toISOString(),
      started_at: new Date(created).toISOString(),
      finished_at: running ? null : new Date(created + 20 * MIN).toISOString(),
      duration_ms: 20 * MIN,
      cost_usd: i % 11 === 0 ? null : (i % 97) / 10,
    } as Session;
    sessions.push(s);
    if (running)
      live.set(id, { lastEventAt: NOW - (i % 10) * MIN, openToolSince: i % 50 === 0 ? NOW - 8 * MIN : null });
    if (i % 90 === 0) held.set(id, NOW - MIN);
    if (i % 3 === 0) seen.set(id, { fp: i % 2 === 0 ? sessionFingerprint(s) : "older", at: NOW - 30 * MIN });
  }
  return { sessions, live, held, seen };
}

export function benchTriage(): BenchPart {
  const { sessions, live, held, seen } = listed();
  const samples: number[] = [];
  let counted = 0;
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    const summary = triage(sessions, { now: NOW + run, live, held, seen });
    const took = performance.now() - started;
    if (summary.totals.sessions !== SESSIONS) throw new Error(`triage totalled ${summary.totals.sessions} sessions`);
    counted = summary.anyCount;
    if (run >= WARMUP) samples.push(took);
  }
  const median = percentile(samples, 50);
  return {
    lines: [
      {
        id: "triage_1000_ms",
        value: round(median, 4),
        unit: "ms",
        name: "sessions list: Needs-attention counts and totals over 1 000 listed sessions (median)",
        target: "≤ 20 ms",
        measured: `${round(median, 3)} ms`,
        pass: median <= 20,
        note: `${counted} sessions need attention; p95 ${round(percentile(samples, 95), 3)} ms over ${RUNS} runs`,
      },
    ],
    raw: { triage1000MedianMs: round(median, 4), triage1000P95Ms: round(percentile(samples, 95), 4) },
  };
}
