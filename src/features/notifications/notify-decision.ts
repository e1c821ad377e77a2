import type { Outcome, Session, SessionStatus } from "@/api/types";
import { mayStillRun } from "@/features/sessions";
import { presentText } from "@/ui/readable";
import { msOf } from "@/ui/time";

/**
 * The notify decision: from the previous snapshot of a watched session to the next one, which alert (if
 * any) the user gets. Pure; the watcher feeds it every snapshot it sees, in order.
 *
 * - No previous snapshot (the first look after the page loads or a tab takes over): a baseline, never an
 *   alert — what happened before we watched is on screen already, and two tabs taking turns must not
 *   repeat an old end.
 * - Leaving `running` (spec §3.1): `error` → "error"; outcome `action_required` → "action_required";
 *   anything else (exit with success/failure/no outcome, suspended) → "finished".
 * - Not running on both sides: the outcome turning `action_required`, the status turning `error`, or a
 *   later `finished_at` (a whole continuation ran between two looks) alert too.
 * - Outcome turning `action_required` while still running alerts once ("action_required"); its end is then
 *   announced as "finished".
 *
 * - Possibly stuck (opt-in): decideStallAlert(prev, next) fires when the stall verdict turns true, never on
 *   the first look; each stall episode (its quietSince) has its own tag, so a session that recovers and
 *   stalls again alerts again, and two tabs seeing one episode alert once.
 *
 * API: SessionLook · lookOf(session) · decideAlert(prev, next) → AlertKind | null · decideStallAlert(prev, next) ·
 *      alertTag(orgId, sessionId, kind, look) (the same in every tab, for Notification dedupe) ·
 *      alertText(kind, look, title) → { title, body }
 */
export type AlertKind = "finished" | "error" | "action_required" | "stalled";

export interface SessionLook {
  status: SessionStatus;
  outcome: Outcome | null;
  finishedAt: string | null;
  errorClass: string | null;
}

export function lookOf(session: Session): SessionLook {
  return {
    status: session.status,
    outcome: session.outcome ?? null,
    finishedAt: session.finished_at ?? null,
    errorClass: session.error_class ?? null,
  };
}

function endKind(next: SessionLook): AlertKind {
  if (next.status === "error") return "error";
  if (next.outcome === "action_required") return "action_required";
  return "finished";
}

export function decideAlert(prev: SessionLook | null, next: SessionLook): AlertKind | null {
  if (prev === null) return null;
  // An unknown status is not an end (sessions' session-status): no "finished" alert for it.
  const nowRunning = mayStillRun(next.status);
  const wasRunning = mayStillRun(prev.status);
  const needsYou = next.outcome === "action_required" && prev.outcome !== "action_required";
  if (nowRunning) return needsYou ? "action_required" : null;
  // Already announced while running: the end is then "finished" (with action required), not a second "needs you".
  if (wasRunning) return next.status !== "error" && prev.outcome === "action_required" ? "finished" : endKind(next);
  if (needsYou) return "action_required";
  if (next.status === "error" && prev.status !== "error") return "error";
  const nextEnd = msOf(next.finishedAt);
  const prevEnd = msOf(prev.finishedAt);
  if (nextEnd !== null && prevEnd !== null && nextEnd > prevEnd) return endKind(next);
  return null;
}

/** Every tab that sees the same end computes the same tag, so the OS shows one notification. */
export function alertTag(
  orgId: string,
  sessionId: string,
  kind: AlertKind,
  look: SessionLook,
  episode?: number,
): string {
  const when = kind === "stalled" ? `since-${episode ?? "unknown"}` : (look.finishedAt ?? look.status);
  return `session-control:${orgId}:${sessionId}:${kind}:${when}`;
}

/** Stalled now and not at the previous look (null: the first look, a baseline). */
export function decideStallAlert(prev: boolean | null, next: boolean): boolean {
  return prev === false && next;
}

const OUTCOME_TEXT: Record<Outcome, string> = {
  success: "success",
  failure: "failure",
  action_required: "action required",
};

/**
 * The outcome in words, as the outcome badge shows it: missing → "no outcome"; a value the contract does
 * not list (a newer service) → as sent, never looked up blindly (that gave "Finished with undefined.").
 */
function outcomeWords(outcome: unknown): string {
  if (outcome === null || outcome === undefined || outcome === "") return "no outcome";
  if (typeof outcome === "string")
    return Object.hasOwn(OUTCOME_TEXT, outcome) ? OUTCOME_TEXT[outcome as Outcome] : outcome;
  // Not text at all (a drifted service): its JSON, so an object never reads "[object Object]".
  return JSON.stringify(outcome) ?? String(outcome);
}

export function alertText(kind: AlertKind, look: SessionLook, title: string): { title: string; body: string } {
  switch (kind) {
    case "error": {
      // Only real text names the class: an object here once read "(... [object Object])".
      const errorClass = presentText(look.errorClass);
      return { title: `Failed: ${title}`, body: `Status error${errorClass ? ` (${errorClass})` : ""}.` };
    }
    case "action_required":
      return { title: `Needs you: ${title}`, body: "The agent is waiting for you: outcome action required." };
    case "stalled":
      return {
        title: `Possibly stuck: ${title}`,
        body: "Still running, but nothing has moved for longer than your threshold. Open it to see where it stopped.",
      };
    case "finished": {
      const outcome = outcomeWords(look.outcome);
      const body =
        look.status === "suspended" ? "Suspended (cancelled or stopped by quota)." : `Finished with ${outcome}.`;
      return { title: `Finished: ${title}`, body };
    }
  }
}
