/**
 * One reading of a session's lifecycle status, used by the feed loop, the header, the timeline, the
 * composer, the watch wall and the answers. Spec §3.1 lists running, exit, error and suspended and
 * leaves transitions "not shown", so a service may send a value we do not know: such a value (or a
 * missing one) means "not known to be finished". The loop keeps following the session, the screen
 * shows the raw value, and no action that assumes the session ended (branch delete, a target move
 * "before running") is offered.
 *
 * API: readSessionStatus(raw) → SessionStatusReading · hasEnded(raw) · mayStillRun(raw) · waitsForWorker(session)
 */
export type SessionPhase = "running" | "exit" | "error" | "suspended" | "unknown" | "missing";

export interface SessionStatusReading {
  readonly phase: SessionPhase;
  /** The value as the service sent it (a string), or null when it sent none. */
  readonly raw: string | null;
  /** Known to be over: exit, error or suspended. */
  readonly ended: boolean;
  /** Words for a badge: the known statuses in plain words, an unknown one as sent. */
  readonly label: string;
}

const KNOWN: Record<string, { phase: SessionPhase; label: string }> = {
  running: { phase: "running", label: "running" },
  exit: { phase: "exit", label: "exit" },
  error: { phase: "error", label: "error" },
  suspended: { phase: "suspended", label: "suspended" },
};

export function readSessionStatus(raw: unknown): SessionStatusReading {
  if (typeof raw !== "string" || raw.trim() === "") {
    return { phase: "missing", raw: null, ended: false, label: "status not reported" };
  }
  const known = Object.hasOwn(KNOWN, raw) ? KNOWN[raw] : undefined;
  if (!known) return { phase: "unknown", raw, ended: false, label: raw };
  return { phase: known.phase, raw, ended: known.phase !== "running", label: known.label };
}

/** Known to be over (exit, error, suspended); an unknown or missing status is not. */
export function hasEnded(raw: unknown): boolean {
  return readSessionStatus(raw).ended;
}

/** Running, or a status we cannot rule out as running: keep following, keep the live controls. */
export function mayStillRun(raw: unknown): boolean {
  return !readSessionStatus(raw).ended;
}

/**
 * Queued on a Machine and not run yet: its status reads "running" (spec §3.1 has no queued status) but
 * its duration, context and cost are no measurement yet, so "0 ms" and "0 %" must not be shown as one.
 */
export function waitsForWorker(session: { machine?: { state?: unknown } | null; duration_ms?: unknown }): boolean {
  return session.machine?.state === "waiting" && !(typeof session.duration_ms === "number" && session.duration_ms > 0);
}
