import { useMemo } from "react";
import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import type { SeqList } from "../timeline-model/seq-list";
import { type CostSample, SessionSteps, type StepItem, type StepsSummary } from "../timeline-model/steps";
import { BoundedRegistry, keyOf } from "./bounded-registry";
import { noteSpend } from "./spend-samples";
import { useSessionFeed } from "./use-session-feed";

/**
 * One SessionSteps fold per session (shared by the steps view and any other reader, e.g. compare), kept
 * current from the feed's journal in O(changes), with the spend readings of spend-samples.ts (cost per
 * turn). Bounded: the least recently read are dropped.
 *
 * API: stepsOf(orgId, sessionId, snapshot) → SessionSteps · useSessionSteps(orgId, session) → SessionStepsView
 */
const CAP = 16;

const registry = new BoundedRegistry<SessionSteps>(CAP, () => new SessionSteps());

export function stepsOf(orgId: string, sessionId: string, snapshot: SessionFeedSnapshot): SessionSteps {
  const steps = registry.get(keyOf(orgId, sessionId));
  const view = snapshot.entries;
  steps.sync(view, (from) => snapshot.changesSince(from, view.version));
  return steps;
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
  const samples = useMemo(() => noteSpend(orgId, sessionId, snapshot, session), [orgId, sessionId, snapshot, session]);
  return { snapshot, ...folded, samples };
}
