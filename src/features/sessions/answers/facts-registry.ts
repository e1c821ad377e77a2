import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { BoundedRegistry, keyOf, perClient } from "../hooks/bounded-registry";
import { type FactsView, TimelineFacts } from "../timeline-model/changes";

/**
 * One TimelineFacts per watched session, shared by the header, the cards, the tab title, the watch wall
 * and the notification watcher, so a page of events is folded once however many of them read it. Like the
 * feeds, the registry belongs to a QueryClient (the app has one; each test makes its own) and is emptied
 * with it on a connection change. Bounded: the least recently read sessions are dropped (a dropped one
 * is rebuilt in one pass).
 *
 * factsOf is a cache of a pure function of the feed's snapshot: one snapshot always gives one FactsView,
 * so reading it during render changes nothing another reader can see. The stall rule's "spending
 * without events" compares the spend now with the spend noted when the newest event arrived; that note
 * is written by noteSpend after commit (an effect), and usageRose only reads it.
 *
 * API: getFactsRegistry(queryClient) → FactsRegistry · factsOf(orgId, sessionId, snapshot) → FactsView ·
 *      usageRose(orgId, sessionId, session, facts) → boolean · noteSpend(orgId, sessionId, session, facts)
 */
const CAP = 64;

interface Held {
  readonly facts: TimelineFacts;
  /** The newest event's time when spend was last noted, and the spend then. */
  spendAt: number | null;
  spend: number | null;
}

function spendOf(session: Session): number | null {
  const cost = session.cost_usd;
  if (typeof cost === "number" && Number.isFinite(cost)) return cost;
  const tokens = session.usage?.total_tokens;
  return typeof tokens === "number" && Number.isFinite(tokens) ? tokens / 1e9 : null;
}

export class FactsRegistry {
  private registry = FactsRegistry.empty();

  private static empty(): BoundedRegistry<Held> {
    return new BoundedRegistry<Held>(CAP, () => ({ facts: new TimelineFacts(), spendAt: null, spend: null }));
  }

  private heldOf(orgId: string, sessionId: string): Held {
    return this.registry.get(keyOf(orgId, sessionId));
  }

  factsOf(orgId: string, sessionId: string, snapshot: SessionFeedSnapshot): FactsView {
    const { facts } = this.heldOf(orgId, sessionId);
    const view = snapshot.entries;
    facts.sync(view, (from) => snapshot.changesSince(from, view.version));
    return facts.facts();
  }

  /** True once the spend (cost, else total tokens) has risen above the spend noted at the newest event. */
  usageRose(orgId: string, sessionId: string, session: Session, facts: FactsView): boolean {
    const held = this.heldOf(orgId, sessionId);
    const spend = spendOf(session);
    if (held.spendAt !== facts.lastEventAt || held.spend === null || spend === null) return false;
    return spend > held.spend;
  }

  /** After commit: notes the spend at the newest event, once per event (a later rise is what usageRose sees). */
  noteSpend(orgId: string, sessionId: string, session: Session, facts: FactsView): void {
    const held = this.heldOf(orgId, sessionId);
    if (held.spendAt === facts.lastEventAt && held.spend !== null) return;
    held.spendAt = facts.lastEventAt;
    held.spend = spendOf(session);
  }

  reset(): void {
    this.registry = FactsRegistry.empty();
  }
}

export const getFactsRegistry = perClient(() => new FactsRegistry());
