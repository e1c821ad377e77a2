import { isCount } from "@/ui/format-count";

/**
 * What a session's `machine` placement says about it, as far as it can be read. The spec (§2.1) names
 * one state, `waiting`, and leaves the others out ("not shown"); `queue_position` is live only while
 * waiting, and `placed_at` is set once a worker took the session. So:
 * - a `placed_at` means it was placed, whatever `state` still says (a state read a moment before the
 *   placement, or a service that leaves it): the table never calls such a session waiting;
 * - `waiting` with no `placed_at` is waiting, with its position when one is sent;
 * - any other state is a word this page does not know: shown as sent, marked unknown, never coloured
 *   or sorted as a known one;
 * - no state at all is "not reported".
 * wait-analytics.ts ends a wait at a readable `placed_at` the same way.
 *
 * A session still waiting reads status `running` (spec §3.1 has no queued status), so "running" beside
 * "waiting" is what the service says of a queued session, not a contradiction.
 *
 * API: Placement · readPlacement(machine) → Placement
 */
export type Placement =
  /** Waiting for a worker; `position` null when the service sent none. */
  | { kind: "waiting"; position: number | null }
  /** Placed on a worker: `placedAt` as sent; `stateSaysWaiting` when the state still reads waiting. */
  | { kind: "placed"; placedAt: string | number; stateSaysWaiting: boolean }
  /** A state this page does not know, as sent. */
  | { kind: "other"; state: string }
  /** No placement, or no state and no placement time. */
  | { kind: "unknown" };

export function readPlacement(machine: unknown): Placement {
  if (typeof machine !== "object" || machine === null) return { kind: "unknown" };
  const { state, queue_position: position, placed_at: placedAt } = machine as Record<string, unknown>;
  const waiting = state === "waiting";
  if ((typeof placedAt === "string" && placedAt.trim() !== "") || typeof placedAt === "number")
    return { kind: "placed", placedAt, stateSaysWaiting: waiting };
  if (waiting) return { kind: "waiting", position: isCount(position) ? position : null };
  if (typeof state === "string" && state.trim() !== "") return { kind: "other", state: state.trim() };
  return { kind: "unknown" };
}
