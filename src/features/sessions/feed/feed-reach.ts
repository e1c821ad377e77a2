import type { PollerPhase } from "./feed-types";
import type { FeedStatus } from "./session-feed";

/**
 * How far a feed has read, for the readers that must not judge from part of a session (the stall rule,
 * the "possibly stuck" probes, Compare, Find). Before the loop has caught up, or while it retries, the
 * newest events are not known; before the history behind the tail is in, the oldest are not.
 * API: hasCaughtUp(phase) · hasReadAll(status)
 */
export function hasCaughtUp(phase: PollerPhase): boolean {
  return phase === "live" || phase === "stopped";
}

/** Caught up, and any history behind the tail loaded: every event of the session is read. */
export function hasReadAll(status: Pick<FeedStatus, "phase" | "history">): boolean {
  return hasCaughtUp(status.phase) && (status.history === null || status.history.phase === "done");
}
