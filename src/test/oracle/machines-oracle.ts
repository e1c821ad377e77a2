/**
 * The Machines oracle (issue 42 must-have 1): from raw API data alone — a Machine as read, the sessions
 * listed on it, the capacity counts read over the day, a follow-up's send answer — what "Why is it
 * waiting?" and the scaling hint must say: the reason, the advice, and the hint's direction against the
 * workers there now given the measured p95. Written from the rules of issue 42 and spec §2.5, §3.2, §8,
 * independently of the app: it imports nothing from src/features (its own percentile, rate, Erlang C).
 *
 * API: OracleMachine · OracleSession · OracleSample · QueueAnswer · expectedQueueAnswer(…) ·
 *      expectedHintDirection(…) · expectedHeldAdvice(heldAt, now) · oracleErlangC(c, a) · HOLD_MS
 */

export interface OracleMachine {
  name: string;
  workers?: { total: number; online: number; busy: number; idle: number } | null;
}

export interface OracleSession {
  session_id: string;
  status?: string;
  finished_at?: string | null;
  machine?: {
    name?: string;
    state?: string;
    queue_position?: number | null;
    enqueued_at?: string | null;
    placed_at?: string | null;
  } | null;
}

export interface OracleSample {
  at: number;
  online: number;
}

export type Reason = "no-worker" | "offline" | "idle" | "grows" | "at-limit" | "busy" | "unknown";
export type Advice = "enroll-or-cloud" | "bring-online-or-cloud" | "wait" | "enroll" | "bring-online" | "none";
export interface QueueAnswer {
  reason: Reason;
  advice: Advice;
}

/** Spec §8: a follow-up held on a machine change is marked not delivered after 10 minutes. */
export const HOLD_MS = 10 * 60_000;
const HOUR = 3_600_000;

const ms = (iso: string | null | undefined): number | null => {
  if (typeof iso !== "string") return null;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : t;
};

interface Seen {
  waits: { ms: number; waiting: boolean }[];
  arrivals: number[];
  finishedRuns: number[];
  runningSoFar: number[];
}

function read(sessions: readonly OracleSession[], name: string, now: number): Seen {
  const seen: Seen = { waits: [], arrivals: [], finishedRuns: [], runningSoFar: [] };
  const ids = new Set<string>();
  for (const s of sessions) {
    const m = s.machine;
    if (!m || m.name?.toLowerCase() !== name.toLowerCase() || ids.has(s.session_id)) continue;
    ids.add(s.session_id);
    const enq = ms(m.enqueued_at);
    if (enq === null) continue;
    if (enq > now - HOUR && enq <= now) seen.arrivals.push(enq);
    const placed = ms(m.placed_at);
    const waiting = m.state === "waiting" && placed === null;
    const end = placed ?? (waiting ? now : null);
    if (end === null || end < enq) continue;
    seen.waits.push({ ms: end - enq, waiting });
    if (placed === null) continue;
    if (s.status === "running") {
      if (now >= placed) seen.runningSoFar.push(now - placed);
    } else {
      const fin = ms(s.finished_at);
      if (fin !== null && fin >= placed) seen.finishedRuns.push(fin - placed);
    }
  }
  return seen;
}

/** Arrivals an hour: the newest 90 % of the last hour's over the span they reach back (none under 5 min). */
function ratePerHour(arrivals: readonly number[], now: number): number | null {
  if (arrivals.length === 0) return null;
  const newestFirst = [...arrivals].sort((a, b) => b - a);
  const n = Math.ceil(arrivals.length * 0.9);
  const span = Math.min(HOUR, now - (newestFirst[n - 1] ?? now));
  return span < 5 * 60_000 ? null : (n * HOUR) / span;
}

function meanRun(seen: Seen): number | null {
  if (seen.finishedRuns.length === 0) return null;
  const total = [...seen.finishedRuns, ...seen.runningSoFar].reduce((a, b) => a + b, 0);
  return total / seen.finishedRuns.length;
}

/** The p95 of the waits seen: the smallest wait with at least 95 % of them at or below it. */
function p95(waits: readonly number[]): number | null {
  if (waits.length === 0) return null;
  const sorted = [...waits].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1] ?? null;
}

/** Why the queue's head waits, and the advice that fits (issue 42 must-have 2). */
export function expectedQueueAnswer(
  machine: OracleMachine,
  sessions: readonly OracleSession[],
  now: number,
): QueueAnswer | null {
  const seen = read(sessions, machine.name, now);
  if (!seen.waits.some((w) => w.waiting)) return null;
  const w = machine.workers;
  if (!w) return { reason: "unknown", advice: "none" };
  if (w.total === 0) return { reason: "no-worker", advice: "enroll-or-cloud" };
  if (w.online === 0) return { reason: "offline", advice: "bring-online-or-cloud" };
  if (w.idle > 0) return { reason: "idle", advice: "wait" };
  const rate = ratePerHour(seen.arrivals, now);
  const run = meanRun(seen);
  // Arrivals at or past what the online workers finish: a queue that only grows.
  if (rate !== null && run !== null && rate * run >= w.online * HOUR)
    return { reason: "grows", advice: "enroll-or-cloud" };
  if (w.online >= w.total) return { reason: "at-limit", advice: "enroll" };
  return { reason: "busy", advice: "bring-online" };
}

/** A held follow-up: wait for the change while the hold lasts, then send it again. */
export function expectedHeldAdvice(heldAt: number, now: number): "wait-for-change" | "send-again" {
  return now < heldAt + HOLD_MS ? "wait-for-change" : "send-again";
}

/** Erlang C from its factorial form (the published one), not the app's Erlang B recursion. */
export function oracleErlangC(c: number, a: number): number {
  if (a >= c) return 1;
  let term = 1;
  let sum = 0;
  for (let k = 0; k < c; k++) {
    sum += term;
    term = (term * a) / (k + 1);
  }
  const top = (term * c) / (c - a);
  return top / (sum + top);
}

function p95Model(c: number, perHour: number, runMs: number): number {
  const lambda = perHour / HOUR;
  const a = lambda * runMs;
  if (a >= c) return Number.POSITIVE_INFINITY;
  const pw = oracleErlangC(c, a);
  return pw <= 0.05 ? 0 : Math.log(pw / 0.05) / (c / runMs - lambda);
}

/** Time-weighted share of the last hour the workers were online (null under 15 min of samples). */
function share(samples: readonly OracleSample[], total: number, now: number): number | null {
  let area = 0;
  let span = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] as OracleSample;
    if (s.at > now) continue;
    const next = samples[i + 1];
    const to = next && next.at <= now ? next.at : now;
    const from = Math.max(s.at, now - HOUR);
    if (to > from) {
      area += s.online * (to - from);
      span += to - from;
    }
  }
  return span < 15 * 60_000 || total <= 0 ? null : Math.min(1, area / span / total);
}

/**
 * The hint's direction against the workers there now (issue 42 must-have 3): "more" whenever the measured
 * p95 misses the target; else the model's (K online from Erlang C, ⌈K ÷ availability⌉ enrolled, against
 * the enrolled when availability is known, else those online), unless 20 or more waits measured within
 * the target overrule a model asking for more ("keep") while the workers now keep up with arrivals. Null: no hint, or nothing to compare with.
 */
export function expectedHintDirection(
  machine: OracleMachine,
  sessions: readonly OracleSession[],
  samples: readonly OracleSample[],
  targetMs: number,
  now: number,
): "more" | "keep" | "fewer" | null {
  const seen = read(sessions, machine.name, now);
  const rate = ratePerHour(seen.arrivals, now);
  const run = meanRun(seen);
  const w = machine.workers;
  if (rate === null || run === null || !w) return null;
  const measured = p95(seen.waits.map((x) => x.ms));
  if (measured !== null && measured > targetMs) return "more";
  const runMs = Math.max(1, run);
  let k: number | null = null;
  for (let c = Math.max(1, Math.floor((rate / HOUR) * runMs) + 1); c <= 1000 && k === null; c++)
    if (p95Model(c, rate, runMs) <= targetMs) k = c;
  const a = share(samples, w.total, now);
  const now_ = a === null ? w.online : w.total;
  const need = k === null || a === 0 ? null : Math.ceil(k / (a ?? 1) - 1e-9);
  const model = need === null || need > now_ ? "more" : need === now_ ? "keep" : "fewer";
  // Measured waits overrule a model asking for more only while the workers now keep up (a stable queue).
  const effective = Math.floor((a === null ? w.online : w.total * a) + 1e-9);
  const keepsUp = effective > (rate / HOUR) * runMs;
  return model === "more" && measured !== null && seen.waits.length >= 20 && keepsUp ? "keep" : model;
}
