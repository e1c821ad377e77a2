import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { BoundedRegistry, keyOf } from "../hooks/bounded-registry";
import { type FactsView, TimelineFacts } from "../timeline-model/changes";

/**
 * One TimelineFacts per watched session, shared by the header, the cards, the tab title, the watch wall
 * and the notification watcher, so a page of events is folded once however many of them read it. Also
 * notes whether cost or usage rose after the newest event (the stall rule's "spending without events").
 * Bounded: the least recently read sessions are dropped (a dropped one is rebuilt in one pass).
 *
 * API: factsOf(orgId, sessionId, snapshot) → FactsView · usageRoseSinceLastEvent(orgId, sessionId, session, facts)
 */
const CAP = 64;

interface Held {
  readonly facts: TimelineFacts;
  /** The newest event's time when spend was last noted, and the spend then. */
  spendAt: number | null;
  spend: number | null;
  rose: boolean;
}

const registry = new BoundedRegistry<Held>(CAP, () => ({
  facts: new TimelineFacts(),
  spendAt: null,
  spend: null,
  rose: false,
}));
const heldOf = (orgId: string, sessionId: string): Held => registry.get(keyOf(orgId, sessionId));

export function factsOf(orgId: string, sessionId: string, snapshot: SessionFeedSnapshot): FactsView {
  const { facts } = heldOf(orgId, sessionId);
  const view = snapshot.entries;
  facts.sync(view, (from) => snapshot.changesSince(from, view.version));
  return facts.facts();
}

function spendOf(session: Session): number | null {
  const cost = session.cost_usd;
  if (typeof cost === "number" && Number.isFinite(cost)) return cost;
  const tokens = session.usage?.total_tokens;
  return typeof tokens === "number" && Number.isFinite(tokens) ? tokens / 1e9 : null;
}

/** True once the spend (cost, else total tokens) has risen since the newest event arrived. */
export function usageRoseSinceLastEvent(orgId: string, sessionId: string, session: Session, facts: FactsView): boolean {
  const held = heldOf(orgId, sessionId);
  const spend = spendOf(session);
  if (held.spendAt !== facts.lastEventAt || held.spend === null) {
    held.spendAt = facts.lastEventAt;
    held.spend = spend;
    held.rose = false;
    return false;
  }
  if (spend !== null && spend > held.spend) held.rose = true;
  return held.rose;
}
