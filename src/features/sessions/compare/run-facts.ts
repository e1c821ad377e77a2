import type { Session } from "@/api/types";
import { formatCost, formatCount, formatDuration } from "../format";
import { runTimeOf } from "../run-time";
import { hasEnded, waitsForWorker } from "../session-status";

/**
 * What Compare's Duration and Cost cells say, and whether those numbers are final. Pure. A session
 * waiting for a worker has not run, so its "0 ms" is no measurement (the header and the list say the
 * same); a session not known to have ended still adds time and spend, so its numbers read "so far" and
 * are never compared as final.
 *
 * API: runIsFinal(session) · durationText(session, now) · costText(session) · tokensText(session)
 */
export interface CellText {
  text: string;
  /** Words about the value rather than the value itself: drawn gray. */
  muted: boolean;
}

/** Duration and cost are final: the session is known to have ended, and it ran. */
export function runIsFinal(session: Session): boolean {
  return hasEnded(session.status) && !waitsForWorker(session);
}

const WAITING: CellText = { text: "waiting for a worker", muted: true };

/** The run time at `now`: counted from the start while it may still run (a read's duration_ms goes stale). */
export function durationText(session: Session, now: number): CellText {
  const run = runTimeOf(session, now);
  switch (run.kind) {
    case "waiting":
      return WAITING;
    case "final":
      return value(formatDuration(run.ms));
    case "live":
      return value(`${formatDuration(run.ms)} so far`);
    case "reported":
      return value(`${formatDuration(run.ms)} at the last read`);
    case "unknown":
      return { text: hasEnded(session.status) ? "not reported" : "not finished", muted: true };
  }
}

export function costText(session: Session): CellText {
  if (waitsForWorker(session)) return WAITING;
  const usd = session.cost_usd;
  if (typeof usd !== "number" || !Number.isFinite(usd)) return { text: formatCost(usd), muted: true };
  return value(hasEnded(session.status) ? formatCost(usd) : `${formatCost(usd)} so far`);
}

export function tokensText(session: Session): CellText {
  if (waitsForWorker(session)) return WAITING;
  const total = session.usage?.total_tokens;
  if (typeof total !== "number") return { text: "not reported", muted: true };
  return value(runIsFinal(session) ? formatCount(total) : `${formatCount(total)} so far`);
}

function value(text: string): CellText {
  return { text, muted: false };
}
