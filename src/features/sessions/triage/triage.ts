import type { Session } from "@/api/types";
import { assessStall } from "../answers/stall";
import { readSessionStatus } from "../session-status";
import type { AttentionKind } from "./triage-keys";

/**
 * Triage — "which of these sessions need me?" over the listed sessions, in one pass. Four reasons:
 * - `action_required`: the agent finished asking a question (outcome action_required);
 * - `stuck`: possibly stuck by the one stall rule (assessStall), for the running sessions whose events
 *   this browser reads (`live`); a running session without live signals is never called stuck;
 * - `failed`: failed or errored (outcome failure or status error) in the 24 h before `now`;
 * - `held`: a follow-up of ours is held while the session's machine changes (`held`: since when).
 * A reason the user has already looked at does not count: action required and failed are cleared by
 * opening the session in the state it is in now (its fingerprint), possibly stuck and held by opening it
 * after the state began. Totals (sessions, cost) are for the sessions given; cost not reported is counted
 * apart, never as $0.
 *
 * API: ATTENTION_KINDS · attentionOf(session, ctx) → AttentionKind[] · triage(sessions, ctx) → TriageSummary
 *      · sessionFingerprint(session) · totalsOf(sessions) · FAILED_WINDOW_MS
 */
export { ATTENTION_KINDS, type AttentionKind } from "./triage-keys";

export const FAILED_WINDOW_MS = 24 * 60 * 60_000;

/** What this browser knows of a running session's events (its timeline facts). */
export interface LiveSignals {
  readonly lastEventAt: number | null;
  readonly openToolSince: number | null;
  readonly usageRose?: boolean;
  /** From the session's own retrieval (the list does not carry `machine`): waiting for a worker. */
  readonly waitingForWorker?: boolean;
}

/** The user opened the session: its fingerprint then, and when (epoch ms, this browser's clock). */
export interface SeenMark {
  readonly fp: string;
  readonly at: number;
}

export interface TriageContext {
  readonly now: number;
  readonly thresholdMs?: number;
  readonly live: ReadonlyMap<string, LiveSignals>;
  /** Session id → since when a follow-up of ours is held (epoch ms). */
  readonly held: ReadonlyMap<string, number>;
  readonly seen: ReadonlyMap<string, SeenMark>;
}

export interface Totals {
  readonly sessions: number;
  /** Sum of the reported costs (USD). */
  readonly cost: number;
  /** Sessions whose cost is not reported (not counted as 0). */
  readonly costMissing: number;
}

export interface TriageSummary {
  readonly counts: Readonly<Record<AttentionKind, number>>;
  /** Session ids per reason, in list order. */
  readonly ids: Readonly<Record<AttentionKind, readonly string[]>>;
  /** Sessions with at least one reason. */
  readonly anyCount: number;
  readonly totals: Totals;
}

const time = (value: unknown): number | null => {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** The state a user sees when opening the session: a change of any part makes it news again. */
export function sessionFingerprint(session: Session): string {
  return `${String(session.status ?? "")}|${String(session.outcome ?? "")}|${String(session.finished_at ?? "")}`;
}

function failedAt(session: Session): number | null {
  const failed = session.outcome === "failure" || readSessionStatus(session.status).phase === "error";
  if (!failed) return null;
  return time(session.finished_at) ?? time(session.started_at) ?? time(session.created_at);
}

function stuckSince(session: Session, ctx: TriageContext): number | null {
  const live = ctx.live.get(session.session_id);
  if (!live) return null;
  const started = time(session.started_at) ?? time(session.created_at);
  const verdict = assessStall({
    status: session.status,
    waitingForWorker: session.machine?.state === "waiting" || live.waitingForWorker === true,
    heldFollowUp: ctx.held.has(session.session_id),
    actionRequired: session.outcome === "action_required",
    lastEventAt: live.lastEventAt,
    startedAt: started,
    openToolSince: live.openToolSince,
    usageRoseSinceLastEvent: live.usageRose === true,
    now: ctx.now,
    thresholdMs: ctx.thresholdMs,
  });
  // It turned stuck one threshold after things went quiet.
  return verdict.stalled && verdict.quietSince !== null ? verdict.quietSince + verdict.thresholdMs : null;
}

/** The reasons this session needs the user now, in ATTENTION_KINDS order. */
export function attentionOf(session: Session, ctx: TriageContext): AttentionKind[] {
  const out: AttentionKind[] = [];
  const seen = ctx.seen.get(session.session_id);
  const sameState = seen !== undefined && seen.fp === sessionFingerprint(session);
  if (session.outcome === "action_required" && !sameState) out.push("action_required");
  const stuck = stuckSince(session, ctx);
  if (stuck !== null && !(seen && seen.at >= stuck)) out.push("stuck");
  const failed = failedAt(session);
  if (failed !== null && failed >= ctx.now - FAILED_WINDOW_MS && !sameState) out.push("failed");
  const held = ctx.held.get(session.session_id);
  if (held !== undefined && !(seen && seen.at >= held)) out.push("held");
  return out;
}

export function totalsOf(sessions: readonly Session[]): Totals {
  let cost = 0;
  let costMissing = 0;
  for (const session of sessions) {
    const value = session.cost_usd;
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) cost += value;
    else costMissing += 1;
  }
  return { sessions: sessions.length, cost, costMissing };
}

export function triage(sessions: readonly Session[], ctx: TriageContext): TriageSummary {
  const ids: Record<AttentionKind, string[]> = { action_required: [], stuck: [], failed: [], held: [] };
  let anyCount = 0;
  for (const session of sessions) {
    const reasons = attentionOf(session, ctx);
    if (reasons.length > 0) anyCount += 1;
    for (const reason of reasons) ids[reason].push(session.session_id);
  }
  const counts = {
    action_required: ids.action_required.length,
    stuck: ids.stuck.length,
    failed: ids.failed.length,
    held: ids.held.length,
  };
  return { counts, ids, anyCount, totals: totalsOf(sessions) };
}
