import type { Session } from "@/api/types";
import { runStartOf } from "../run-time";
import { waitsForWorker } from "../session-status";
import type { StallInput } from "./stall";

/**
 * The stall rule's inputs, built in one place for every view that asks "is it stuck?": the header, the
 * sessions list (and its Needs-attention strip), the watch wall, the tab title and the watcher. Before,
 * the header left out a held follow-up and the list left out rising spend, so the two could disagree on
 * the same session; now each view hands over what it read and this function decides what counts.
 *
 * API: stallInputOf(session, signals, context) → StallInput · StallSignals · StallContext
 */
export interface StallSignals {
  /** created_at of the newest event read (epoch ms), null when none. */
  readonly lastEventAt: number | null;
  /** When the oldest tool call without a result began, null when none is open. */
  readonly openToolSince: number | null;
  /** The longest earlier finished run of that call's command in the session, null when none. */
  readonly openToolEarlierMs?: number | null;
  /** Cost or usage rose after the newest event (between two reads of the session). */
  readonly usageRose?: boolean;
  /** A retrieval of the session said it waits for a worker (the list's items do not carry `machine`). */
  readonly waitingForWorker?: boolean;
}

export interface StallContext {
  /** A follow-up of ours is held while the session's machine changes. */
  readonly held: boolean;
  readonly now: number;
  readonly thresholdMs?: number;
}

export function stallInputOf(session: Session, signals: StallSignals, context: StallContext): StallInput {
  return {
    status: session.status,
    waitingForWorker:
      waitsForWorker(session) || session.machine?.state === "waiting" || signals.waitingForWorker === true,
    heldFollowUp: context.held,
    actionRequired: session.outcome === "action_required",
    lastEventAt: signals.lastEventAt,
    // Silence before any event counts from when a worker took the session, not from the queue.
    startedAt: runStartOf(session),
    openToolSince: signals.openToolSince,
    openToolEarlierMs: signals.openToolEarlierMs ?? null,
    usageRoseSinceLastEvent: signals.usageRose === true,
    now: context.now,
    thresholdMs: context.thresholdMs,
  };
}
