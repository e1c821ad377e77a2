import type { Session } from "@/api/types";
import { msOf } from "@/ui/time";
import { percentile } from "./percentile";

/**
 * Wait analytics of one Machine from the sessions seen on it (its session list, plus every session
 * opened or watched). A session's wait runs from `machine.enqueued_at` to `machine.placed_at`, or to
 * `now` while it still waits. Sessions without a readable `enqueued_at` are left out, never guessed;
 * every figure carries the ids of the sessions it was computed from.
 *
 * API: SeenSession · WaitAnalytics · waitAnalytics(sessions, machineName, now) → WaitAnalytics · longestFirst ·
 *      ARRIVAL_WINDOW_MS · MIN_COVER_MS
 */
/**
 * Where the Machine's session list stands: `listed` (read), `reading` (not yet), `failed` (refused or
 * broken), `unsupported` (the service does not list them), `off` (not asked for). Only `listed` makes
 * "none waiting" a fact; otherwise the figures cover the sessions opened or watched here.
 */
export type SessionListState = "listed" | "reading" | "failed" | "unsupported" | "off";

export type SeenSession = Pick<Session, "session_id"> &
  Partial<Pick<Session, "title" | "status" | "finished_at">> & { machine?: Session["machine"] | null };

export interface SessionWait {
  sessionId: string;
  title: string | null;
  waitMs: number;
  /** Still waiting now (its wait keeps growing). */
  waiting: boolean;
  position: number | null;
  enqueuedAt: number;
}

export interface Figure {
  ms: number;
  /** The sessions the figure was computed from. */
  sessionIds: string[];
}

export interface WaitAnalytics {
  /** Every session with a readable wait, in the order seen (longestFirst sorts them for display). */
  waits: SessionWait[];
  p50: Figure | null;
  p95: Figure | null;
  /** The session waiting longest right now. */
  oldest: (Figure & { position: number | null; sessionId: string }) | null;
  waitingIds: string[];
  /**
   * Sessions enqueued in the last hour. `rateFrom`: the newest 90 % of them; `coveredMs`: how far back
   * those reach; `perHour` scales them to an hour, null when they cover less than MIN_COVER_MS.
   */
  arrivals: { count: number; perHour: number | null; sessionIds: string[]; rateFrom: number; coveredMs: number };
  /**
   * Run time here. `p50`: placed_at → finished_at of the sessions that finished. `mean`: every run's time
   * so far, finished or still running, over the finished count (the exponential model's estimate with runs
   * still under way): a queue of long runs still going does not read as short runs. Null until one finished.
   */
  runTime: { p50: Figure; mean: Figure; finished: number; running: number } | null;
}

export const ARRIVAL_WINDOW_MS = 3_600_000;
export const MIN_COVER_MS = 5 * 60_000;

/**
 * The rate from the newest 90 % of the last hour's arrivals over the time they span back from now: a
 * list that keeps only the newest sessions (plus a few old ones still running) would otherwise read as
 * a lower rate than the real one.
 */
function arrivalsOf(times: number[], sessionIds: string[], now: number): WaitAnalytics["arrivals"] {
  const count = times.length;
  if (count === 0) return { count, perHour: null, sessionIds, rateFrom: 0, coveredMs: 0 };
  const newest = Float64Array.from(times).sort().reverse();
  const n = Math.ceil(count * 0.9);
  const coveredMs = Math.min(ARRIVAL_WINDOW_MS, Math.max(0, now - (newest[n - 1] ?? now)));
  const perHour = coveredMs < MIN_COVER_MS ? null : (n * ARRIVAL_WINDOW_MS) / coveredMs;
  return { count, perHour, sessionIds, rateFrom: n, coveredMs };
}

const sum = (runs: readonly { ms: number }[]) => runs.reduce((total, r) => total + r.ms, 0);

export function waitAnalytics(sessions: Iterable<SeenSession>, machineName: string, now: number): WaitAnalytics {
  const name = machineName.toLowerCase();
  const waits: SessionWait[] = [];
  const runs: { id: string; ms: number }[] = [];
  const running: { id: string; ms: number }[] = [];
  const seen = new Set<string>();
  const arrivalTimes: number[] = [];
  const arrivalIds: string[] = [];
  for (const s of sessions) {
    const m = s.machine;
    if (!m || typeof m.name !== "string" || m.name.toLowerCase() !== name || seen.has(s.session_id)) continue;
    seen.add(s.session_id);
    const enqueued = msOf(m.enqueued_at);
    if (enqueued === null) continue;
    if (enqueued > now - ARRIVAL_WINDOW_MS && enqueued <= now) {
      arrivalTimes.push(enqueued);
      arrivalIds.push(s.session_id);
    }
    const placed = msOf(m.placed_at);
    const waiting = m.state === "waiting" && placed === null;
    const end = placed ?? (waiting ? now : null);
    if (end === null || end < enqueued) continue;
    waits.push({
      sessionId: s.session_id,
      title: typeof s.title === "string" && s.title ? s.title : null,
      waitMs: end - enqueued,
      waiting,
      position: waiting && typeof m.queue_position === "number" ? m.queue_position : null,
      enqueuedAt: enqueued,
    });
    if (placed === null) continue;
    if (s.status === "running") {
      if (now >= placed) running.push({ id: s.session_id, ms: now - placed });
      continue;
    }
    const finished = msOf(s.finished_at);
    if (finished !== null && finished >= placed) runs.push({ id: s.session_id, ms: finished - placed });
  }
  const ids = waits.map((w) => w.sessionId);
  const ascending = Float64Array.from(waits, (w) => w.waitMs).sort();
  const figure = (ms: number | null): Figure | null => (ms === null ? null : { ms, sessionIds: ids });
  let oldest: SessionWait | null = null;
  for (const w of waits) if (w.waiting && (oldest === null || w.waitMs > oldest.waitMs)) oldest = w;
  const runIds = runs.map((r) => r.id);
  const runAscending = Float64Array.from(runs, (r) => r.ms).sort();
  const runP50 = percentile(runAscending, 50);
  return {
    waits,
    p50: figure(percentile(ascending, 50)),
    p95: figure(percentile(ascending, 95)),
    oldest: oldest && {
      ms: oldest.waitMs,
      sessionIds: [oldest.sessionId],
      sessionId: oldest.sessionId,
      position: oldest.position,
    },
    waitingIds: waits.filter((w) => w.waiting).map((w) => w.sessionId),
    arrivals: arrivalsOf(arrivalTimes, arrivalIds, now),
    runTime:
      runP50 === null
        ? null
        : {
            p50: { ms: runP50, sessionIds: runIds },
            mean: {
              ms: (sum(runs) + sum(running)) / runs.length,
              sessionIds: [...runIds, ...running.map((r) => r.id)],
            },
            finished: runs.length,
            running: running.length,
          },
  };
}

/** The `n` longest waits, longest first (ties by session id), for tables. */
export function longestFirst(waits: readonly SessionWait[], n = waits.length): SessionWait[] {
  return [...waits]
    .sort((a, b) => b.waitMs - a.waitMs || (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0))
    .slice(0, n);
}
