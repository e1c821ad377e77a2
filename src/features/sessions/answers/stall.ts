import { readSessionStatus } from "../session-status";

/**
 * Stall rule — "is it stuck?" answered by one pure function, so the header badge, the sessions list,
 * the watch-wall cell, the tab title and the opt-in notification can never disagree.
 *
 * A session is *possibly stuck* only while it runs (status `running`, or an unknown/missing status
 * the caller knows to be running) and is not in a state of its own (waiting for a worker, a held
 * follow-up, action required), when for at least T (default 5 min):
 * - no new event has arrived (`no_events`, measured from the newest event, else from the start), or
 * - a tool call has had no result (`open_tool_call`), or
 * - cost or usage rose while no event arrived (`spending_silently`: the agent works out of sight or
 *   the feed is broken; measured from the last event, so it names the silence more precisely).
 * While a tool call is open and the same command ran before in the session, its silence is expected for a
 * while: it counts as quiet only past the longer of T and 1.5 × the longest earlier run of that command
 * (a test suite that took 6 min last time is not stuck at minute 5).
 * All times are epoch ms on one clock; a time in the future counts as "just now" (no stall).
 * It clears itself: a new event moves `lastEventAt` (and closes the tool call), so the verdict flips.
 *
 * API: assessStall(input: StallInput) → StallVerdict · DEFAULT_STALL_THRESHOLD_MS ·
 *      MIN_STALL_THRESHOLD_MS · MAX_STALL_THRESHOLD_MS · clampStallThreshold(ms)
 */
export const DEFAULT_STALL_THRESHOLD_MS = 5 * 60_000;
export const MIN_STALL_THRESHOLD_MS = 60_000;
export const MAX_STALL_THRESHOLD_MS = 24 * 60 * 60_000;

export type StallReason = "no_events" | "open_tool_call" | "spending_silently";

export interface StallInput {
  /** The session's status as the service sent it (read through readSessionStatus). */
  readonly status: unknown;
  /** For an unknown or missing status: the caller knows the session runs (e.g. the list said so). */
  readonly knownRunning?: boolean;
  /** Waiting for a worker on a Machine: a state of its own, not a stall. */
  readonly waitingForWorker?: boolean;
  /** A follow-up is held while the session moves: a state of its own, not a stall. */
  readonly heldFollowUp?: boolean;
  /** The agent asked a question (outcome action_required): a state of its own, not a stall. */
  readonly actionRequired?: boolean;
  /** created_at of the newest event, null when no event is known. */
  readonly lastEventAt: number | null;
  /** started_at (else created_at) of the session: the silence before any event counts from here. */
  readonly startedAt: number | null;
  /** When the oldest tool call still without a result began, null when none is open. */
  readonly openToolSince: number | null;
  /** The longest earlier finished run of the open call's command in this session (ms), null when none. */
  readonly openToolEarlierMs?: number | null;
  /** Cost or usage rose (between two snapshots) after the newest event. */
  readonly usageRoseSinceLastEvent?: boolean;
  readonly now: number;
  /** T; clamped to [MIN, MAX]; a missing or invalid value means the default. */
  readonly thresholdMs?: number;
}

export interface StallVerdict {
  readonly stalled: boolean;
  /** Every rule that holds, the most specific first (open tool call, spending, silence). */
  readonly reasons: readonly StallReason[];
  /** Since when nothing moved (the anchor the held rule counts from), null when not stalled. */
  readonly quietSince: number | null;
  /** When the verdict would turn to stalled if nothing changes; null when it cannot (or already did). */
  readonly checkAt: number | null;
  /** The threshold T used. */
  readonly thresholdMs: number;
  /** The threshold the open tool call is held to: max(T, 1.5 × its command's longest earlier run). */
  readonly toolThresholdMs: number;
}

/** An open call is expected to take up to this many times its command's longest earlier run. */
export const EARLIER_RUN_FACTOR = 1.5;

export function clampStallThreshold(ms: unknown): number {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return DEFAULT_STALL_THRESHOLD_MS;
  return Math.min(MAX_STALL_THRESHOLD_MS, Math.max(MIN_STALL_THRESHOLD_MS, Math.round(ms)));
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

export function assessStall(input: StallInput): StallVerdict {
  const thresholdMs = clampStallThreshold(input.thresholdMs);
  const toolAnchor = finite(input.openToolSince) ? input.openToolSince : null;
  const earlier = finite(input.openToolEarlierMs) && input.openToolEarlierMs > 0 ? input.openToolEarlierMs : 0;
  const toolThresholdMs =
    toolAnchor === null ? thresholdMs : Math.max(thresholdMs, Math.ceil(EARLIER_RUN_FACTOR * earlier));
  const none: StallVerdict = {
    stalled: false,
    reasons: [],
    quietSince: null,
    checkAt: null,
    thresholdMs,
    toolThresholdMs,
  };
  const phase = readSessionStatus(input.status).phase;
  const runs = phase === "running" || ((phase === "unknown" || phase === "missing") && input.knownRunning === true);
  if (!runs || input.waitingForWorker || input.heldFollowUp || input.actionRequired) return none;
  if (!finite(input.now)) return none;
  const now = input.now;

  const silenceAnchor = finite(input.lastEventAt)
    ? input.lastEventAt
    : finite(input.startedAt)
      ? input.startedAt
      : null;

  const reasons: StallReason[] = [];
  let quietSince: number | null = null;
  const pending: number[] = [];
  const hold = (anchor: number | null, reason: StallReason, limit: number) => {
    if (anchor === null) return;
    if (now - anchor >= limit) {
      reasons.push(reason);
      quietSince = quietSince === null ? anchor : Math.min(quietSince, anchor);
    } else pending.push(anchor + limit);
  };
  hold(toolAnchor, "open_tool_call", toolThresholdMs);
  if (input.usageRoseSinceLastEvent && finite(input.lastEventAt)) {
    if (now - input.lastEventAt >= thresholdMs) reasons.push("spending_silently");
  }
  // Silence while a call is open is that call's silence: held to the same, possibly longer, limit.
  hold(silenceAnchor, "no_events", toolThresholdMs);

  if (reasons.length === 0) {
    return { ...none, checkAt: pending.length > 0 ? Math.min(...pending) : null };
  }
  return { stalled: true, reasons, quietSince, checkAt: null, thresholdMs, toolThresholdMs };
}
