import type { Session } from "@/api/types";
import { msOf } from "@/ui/time";
import { assessStall, type StallVerdict } from "../answers/stall";
import { stallInputOf } from "../answers/stall-input";
import { readSessionStatus } from "../session-status";
import type { AttentionKind } from "./triage-keys";

/**
 * Triage — "which of these sessions need me?" over the listed sessions, in one pass. Four reasons:
 * - `action_required`: the agent finished asking a question (outcome action_required);
 * - `stuck`: possibly stuck by the one stall rule (assessStall, inputs by stallInputOf), for the running
 *   sessions whose events this browser reads (`live`); a running session without live signals is never
 *   called stuck. It stays counted until it moves (the verdict clears) or the user dismisses this spell of
 *   quiet (`dismissed`: id → the quietSince dismissed); opening the session does not clear it;
 * - `failed`: failed or errored (outcome failure or status error) in the 24 h before `now`;
 * - `held`: a follow-up of ours is held while the session's machine changes (`held`: since when).
 * A reason the user has already looked at does not count: action required and failed are cleared by
 * opening the session in the state it is in now (its fingerprint), held by opening it after the hold began. Totals (sessions, cost) are for the sessions given; cost not reported is counted
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
  /** The longest earlier finished run of the open call's command (the 1.5 × rule), null when none. */
  readonly openToolEarlierMs?: number | null;
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
  /** Session id → the quietSince of the possibly-stuck spell the user dismissed. */
  readonly dismissed?: ReadonlyMap<string, number>;
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
  /** The stall verdict of every session counted as possibly stuck (the list row's badge). */
  readonly stuck: ReadonlyMap<string, StallVerdict>;
  readonly totals: Totals;
}

/** The state a user sees when opening the session: a change of any part makes it news again. */
export function sessionFingerprint(session: Session): string {
  return `${String(session.status ?? "")}|${String(session.outcome ?? "")}|${String(session.finished_at ?? "")}`;
}

function failedAt(session: Session): number | null {
  const failed = session.outcome === "failure" || readSessionStatus(session.status).phase === "error";
  if (!failed) return null;
  return msOf(session.finished_at) ?? msOf(session.started_at) ?? msOf(session.created_at);
}

/** The verdict when the session is possibly stuck and that spell is not dismissed; null otherwise. */
export function stuckVerdict(session: Session, ctx: TriageContext): StallVerdict | null {
  const live = ctx.live.get(session.session_id);
  if (!live) return null;
  const input = stallInputOf(session, live, {
    held: ctx.held.has(session.session_id),
    now: ctx.now,
    thresholdMs: ctx.thresholdMs,
  });
  const verdict = assessStall(input);
  if (!verdict.stalled) return null;
  const dismissed = ctx.dismissed?.get(session.session_id);
  return dismissed !== undefined && dismissed === verdict.quietSince ? null : verdict;
}

/** The reasons this session needs the user now, in ATTENTION_KINDS order. */
export function attentionOf(
  session: Session,
  ctx: TriageContext,
  stuck: StallVerdict | null = stuckVerdict(session, ctx),
): AttentionKind[] {
  const out: AttentionKind[] = [];
  const seen = ctx.seen.get(session.session_id);
  const sameState = seen !== undefined && seen.fp === sessionFingerprint(session);
  if (session.outcome === "action_required" && !sameState) out.push("action_required");
  if (stuck !== null) out.push("stuck");
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
  const stuck = new Map<string, StallVerdict>();
  for (const session of sessions) {
    const verdict = stuckVerdict(session, ctx);
    if (verdict) stuck.set(session.session_id, verdict);
    const reasons = attentionOf(session, ctx, verdict);
    if (reasons.length > 0) anyCount += 1;
    for (const reason of reasons) ids[reason].push(session.session_id);
  }
  const counts = {
    action_required: ids.action_required.length,
    stuck: ids.stuck.length,
    failed: ids.failed.length,
    held: ids.held.length,
  };
  return { counts, ids, anyCount, stuck, totals: totalsOf(sessions) };
}
