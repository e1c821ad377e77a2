import type { Session } from "@/api/types";
import { msOf } from "@/ui/time";
import { hasEnded, waitsForWorker } from "./session-status";

/**
 * How long a session has run, as the header, the Details drawer and the watch wall say it. A running
 * session's duration_ms is what the last read said (a service may even send 0 until it ends), and the
 * screen keeps that read for minutes when no event comes; so while it may still run, the time is counted
 * from when it was placed on the one clock, never below the reported figure. On a Machine the run begins
 * when a worker takes the session (machine.placed_at), not when it joined the queue: the wait is not run
 * time, and is told apart (waitOf).
 *
 * API: runTimeOf(session, now) → RunTime · ranFor(session) (an ended session's time, or null) ·
 *      runStartOf(session) · waitOf(session)
 */
export type RunTime =
  /** Queued on a Machine: nothing has run yet. */
  | { kind: "waiting" }
  /** Known to have ended: duration_ms, else finished_at − started_at. */
  | { kind: "final"; ms: number }
  /** May still run and its start is known: now − started_at. */
  | { kind: "live"; ms: number }
  /** May still run, start not known: the duration the last read reported. */
  | { kind: "reported"; ms: number }
  | { kind: "unknown" };

type RunFields = Pick<Session, "status" | "started_at" | "finished_at" | "duration_ms" | "machine">;
type StartFields = Pick<Session, "started_at" | "created_at" | "machine">;

const positive = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/** How long an ended session ran: duration_ms when positive, else finished_at − started_at; null when neither reads. */
export function ranFor(session: Pick<Session, "started_at" | "finished_at" | "duration_ms">): number | null {
  const reported = positive(session.duration_ms);
  if (reported !== null) return reported;
  const start = msOf(session.started_at);
  const end = msOf(session.finished_at);
  return start !== null && end !== null && end >= start ? end - start : null;
}

const placedAt = (session: Pick<Session, "machine">): number | null =>
  session.machine?.state === "waiting" ? null : msOf(session.machine?.placed_at);

/**
 * When the current run began: the later of started_at and the Machine's placement (a continuation that
 * queued again starts on its new placement), else created_at; null when none reads.
 */
export function runStartOf(session: StartFields): number | null {
  const started = msOf(session.started_at);
  const placed = placedAt(session);
  if (started !== null && placed !== null) return Math.max(started, placed);
  return placed ?? started ?? msOf(session.created_at);
}

/** How long the session waited in its Machine's queue before a worker took it; null off a Machine or unknown. */
export function waitOf(session: Pick<Session, "machine">): number | null {
  const placed = placedAt(session);
  const enqueued = msOf(session.machine?.enqueued_at);
  return placed !== null && enqueued !== null && placed >= enqueued ? placed - enqueued : null;
}

export function runTimeOf(session: RunFields, now: number): RunTime {
  if (waitsForWorker(session)) return { kind: "waiting" };
  if (hasEnded(session.status)) {
    const ms = ranFor(session);
    return ms === null ? { kind: "unknown" } : { kind: "final", ms };
  }
  const reported = positive(session.duration_ms);
  const started = msOf(session.started_at);
  const placed = placedAt(session);
  const start = placed !== null && (started === null || placed > started) ? placed : started;
  if (placed !== null && start === placed && now >= placed) return { kind: "live", ms: now - placed };
  // A start in the future is a clock or data slip: nothing to count from.
  if (start !== null && now >= start) return { kind: "live", ms: Math.max(now - start, reported ?? 0) };
  return reported !== null ? { kind: "reported", ms: reported } : { kind: "unknown" };
}
