/**
 * Whether a Machine's capacity counts can be read as true: the one rule every view, verdict and hint
 * of this feature passes them through before it judges anything from them.
 *
 * The contract (spec §2.5) sends `workers: {total, online, busy, idle}` and `sessions: {queued, running}`,
 * integers, and states no formula between them. What the words themselves guarantee, and what this rule
 * asks of an answer:
 * - every count is a whole number, not below zero (they are counts);
 * - online ≤ total: an online worker is one of the Machine's workers;
 * - busy + idle = online: a busy worker is running work and an idle one is free to take it, so both are
 *   online and none is both; the four counts name no other state an online worker could be in. Every
 *   sentence this feature says rests on it ("every online worker is busy" when none is idle, utilisation
 *   as busy ÷ online), so an answer that breaks it cannot be spoken about without guessing.
 * Sessions are not tied to workers: the spec says a session waits for a free worker, not that the two
 * objects are read at one instant (a session is placed while a worker reports busy, or one is queued for
 * a moment beside an idle worker), so `running` ≠ `busy` or `queued` > 0 beside an idle worker is not
 * called broken.
 *
 * A part that is missing or not all numbers (null, text) is "not reported" and leaves the other part
 * readable, as before; a part that is all numbers but breaks the rule makes the whole answer unsound:
 * a service that counts 9 online of 6 workers is not trusted on its queue either.
 *
 * API: WorkerCounts · SessionCounts · CountsReading · SoundCounts · readCounts(machine) ·
 *      soundCounts(reading) · doNotAddUp(problems) · sentCounts(sent)
 */
import type { Machine } from "@/api/types";
import { formatCount } from "@/ui/format-count";

export type WorkerCounts = Machine["workers"];
export type SessionCounts = Machine["sessions"];

export type CountsReading =
  /** Both parts reported and they add up. */
  | { kind: "readable"; workers: WorkerCounts; sessions: SessionCounts }
  /** One part reported (and it adds up), the other not. */
  | { kind: "partial"; workers: WorkerCounts | null; sessions: SessionCounts | null }
  /** Reported, but they break the rule: `problems` in words, `sent` the numbers as they came. */
  | {
      kind: "unsound";
      problems: string[];
      sent: { workers: WorkerCounts | null; sessions: SessionCounts | null };
    }
  /** Neither part reported. */
  | { kind: "missing" };

/** A reading whose reported parts add up: the only counts shown as measurements or judged from. */
export type SoundCounts = Extract<CountsReading, { kind: "readable" | "partial" }>;

export function soundCounts(reading: CountsReading | null | undefined): SoundCounts | null {
  return reading?.kind === "readable" || reading?.kind === "partial" ? reading : null;
}

const WORKER_KEYS = ["total", "online", "busy", "idle"] as const;
const SESSION_KEYS = ["queued", "running"] as const;

/** How each count reads after its number: "1.5 queued", "-2 busy", "0.5 workers". */
const LABEL = {
  total: "workers",
  online: "online",
  busy: "busy",
  idle: "idle",
  queued: "queued",
  running: "running",
} as const;

/** The part as sent when each of its counts is a finite number, else null (not reported). */
function reported<K extends string>(value: unknown, keys: readonly K[]): Record<K, number> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const n = record[key];
    if (typeof n !== "number" || !Number.isFinite(n)) return null;
    out[key] = n;
  }
  return out;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * A number as the service sent it: grouped like every count ("12,345", "-12,345") when it is a whole
 * number, and as it came otherwise, since "1.5" or "1e+21" is the point of the sentence it stands in.
 */
function asSent(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  return n < 0 ? `-${formatCount(-n)}` : formatCount(n);
}

function countProblem(n: number, label: string): string | null {
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) return `${asSent(n)} ${label}, too many to be a count`;
  if (!Number.isInteger(n)) return `${asSent(n)} ${label}, not a whole number`;
  return n < 0 ? `${asSent(n)} ${label}, below zero` : null;
}

const workersWord = (n: number) => `${asSent(n)} worker${n === 1 ? "" : "s"}`;

function workerProblems(w: WorkerCounts): string[] {
  const out: string[] = [];
  for (const key of WORKER_KEYS) {
    const problem = countProblem(w[key], LABEL[key]);
    if (problem) out.push(problem);
  }
  if (isCount(w.online) && isCount(w.total) && w.online > w.total)
    out.push(`${asSent(w.online)} online of ${workersWord(w.total)}`);
  if (isCount(w.online) && isCount(w.busy) && isCount(w.idle) && w.busy + w.idle !== w.online) {
    if (w.busy > w.online) out.push(`${asSent(w.busy)} busy of ${asSent(w.online)} online`);
    else if (w.idle > w.online) out.push(`${asSent(w.idle)} idle of ${asSent(w.online)} online`);
    else out.push(`${asSent(w.busy)} busy and ${asSent(w.idle)} idle, but ${asSent(w.online)} online`);
  }
  return out;
}

function sessionProblems(s: SessionCounts): string[] {
  return SESSION_KEYS.map((key) => countProblem(s[key], LABEL[key])).filter((p) => p !== null);
}

/** The one reading of a Machine's counts (see the module's comment for the rule and why). */
export function readCounts(machine: { workers?: unknown; sessions?: unknown }): CountsReading {
  const workers = reported(machine.workers, WORKER_KEYS);
  const sessions = reported(machine.sessions, SESSION_KEYS);
  if (!workers && !sessions) return { kind: "missing" };
  const problems = [...(workers ? workerProblems(workers) : []), ...(sessions ? sessionProblems(sessions) : [])];
  if (problems.length > 0) return { kind: "unsound", problems, sent: { workers, sessions } };
  return workers && sessions ? { kind: "readable", workers, sessions } : { kind: "partial", workers, sessions };
}

/** "The service's counts for this Machine do not add up (9 online of 6 workers)": each view ends it its own way. */
export function doNotAddUp(problems: readonly string[]): string {
  return `The service's counts for this Machine do not add up (${problems.join("; ")})`;
}

/** The numbers as they came, for beside the sentence: "6 workers, 9 online, 2 busy, 1 idle; 0 queued, 2 running". */
export function sentCounts(sent: { workers: WorkerCounts | null; sessions: SessionCounts | null }): string {
  const w = sent.workers;
  const s = sent.sessions;
  const workers = w
    ? `${asSent(w.total)} ${LABEL.total}, ${asSent(w.online)} online, ${asSent(w.busy)} busy, ${asSent(w.idle)} idle`
    : "workers not reported";
  const sessions = s ? `${asSent(s.queued)} queued, ${asSent(s.running)} running` : "sessions not reported";
  return `${workers}; ${sessions}`;
}
