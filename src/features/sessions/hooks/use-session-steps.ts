import { useMemo } from "react";
import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import type { SeqList } from "../timeline-model/seq-list";
import { type CostSample, SessionSteps, type StepItem, type StepsSummary } from "../timeline-model/steps";
import { BoundedRegistry, keyOf } from "./bounded-registry";
import { useSessionFeed } from "./use-session-feed";

/**
 * One SessionSteps fold per session (shared by the steps view and any other reader, e.g. compare), kept
 * current from the feed's journal in O(changes), with the spend the session snapshots reported as the
 * events arrived (cost per turn needs a reading between turns). Bounded: the least recently read are dropped.
 *
 * API: stepsOf(orgId, sessionId, snapshot) → SessionSteps · noteSpend(orgId, sessionId, seq, session) ·
 *      costSamplesOf(orgId, sessionId) · useSessionSteps(orgId, session) → SessionStepsView
 */
const CAP = 16;

interface Held {
  readonly steps: SessionSteps;
  samples: CostSample[];
}

const registry = new BoundedRegistry<Held>(CAP, () => ({ steps: new SessionSteps(), samples: [] }));
const heldOf = (orgId: string, sessionId: string): Held => registry.get(keyOf(orgId, sessionId));

export function stepsOf(orgId: string, sessionId: string, snapshot: SessionFeedSnapshot): SessionSteps {
  const { steps } = heldOf(orgId, sessionId);
  const view = snapshot.entries;
  steps.sync(view, (from) => snapshot.changesSince(from, view.version));
  return steps;
}

/** Records the session's cost as of the newest seq seen (a new sample only when either moved). */
export function noteSpend(orgId: string, sessionId: string, seq: number, session: Session): readonly CostSample[] {
  const held = heldOf(orgId, sessionId);
  const cost = session.cost_usd;
  if (seq < 0 || typeof cost !== "number" || !Number.isFinite(cost)) return held.samples;
  const last = held.samples[held.samples.length - 1];
  if (last && last.seq === seq && last.cost === cost) return held.samples;
  held.samples = [...held.samples.filter((s) => s.seq !== seq), { seq, cost }].slice(-200);
  return held.samples;
}

export interface SessionStepsView {
  readonly snapshot: SessionFeedSnapshot;
  readonly items: SeqList<StepItem>;
  /** Bumps when items are added or removed (the virtual list re-reads its keys then). */
  readonly structure: number;
  readonly summary: StepsSummary;
  readonly samples: readonly CostSample[];
}

export function useSessionSteps(orgId: string, session: Session): SessionStepsView {
  const sessionId = session.session_id;
  const { snapshot } = useSessionFeed(orgId, sessionId);
  const folded = useMemo(() => {
    const steps = stepsOf(orgId, sessionId, snapshot);
    return { items: steps.items, structure: steps.structure, summary: steps.summary() };
  }, [orgId, sessionId, snapshot]);
  // Spend is read only once the history is in: a reading during catch-up would be pinned to a seq
  // the session passed long ago.
  const { history } = snapshot.status;
  const caughtUp = snapshot.status.phase !== "catching_up" && (history === null || history.phase === "done");
  const maxSeq = snapshot.entries.maxSeq;
  const samples = useMemo(
    () => (caughtUp ? noteSpend(orgId, sessionId, maxSeq, session) : []),
    [caughtUp, orgId, sessionId, maxSeq, session],
  );
  return { snapshot, ...folded, samples };
}
