import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { Session } from "@/api/types";
import { hasReadAll } from "../feed/feed-reach";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import type { SeqList } from "../timeline-model/seq-list";
import { type CostSample, SessionSteps, type StepItem, type StepsSummary } from "../timeline-model/steps";
import { keyOf, registryPerClient } from "./bounded-registry";
import { keepWarm } from "./keep-warm";
import { getSpendSamples } from "./spend-samples";
import { useSessionFeed } from "./use-session-feed";

/**
 * One SessionSteps fold per session (shared by the steps view and any other reader, e.g. compare), kept
 * current from the feed's journal in O(changes), with the spend readings of spend-samples.ts (cost per
 * turn). Like the facts, the folds belong to the QueryClient; bounded: the least recently read are dropped.
 * stepsOf is a cache of a pure function of the snapshot, so reading it during render changes nothing
 * another reader can see; the spend is noted after commit and read through a subscription.
 *
 * The session page keeps its session's fold warm (keepStepsWarm): each page folded in idle time as it
 * arrives, the summary once every event is read, so the Steps tab's click reads what is there; for
 * sessions up to STEPS_WARM_MAX_EVENTS events, as a longer one's fold costs memory (keepsStepsWarm).
 *
 * API: stepsOf(queryClient, orgId, sessionId, snapshot) → SessionSteps · useSessionSteps(orgId, session) → SessionStepsView
 *      · keepStepsWarm(queryClient, orgId, sessionId) → stop · keepsStepsWarm(snapshot) → boolean
 */
const CAP = 16;

const stepsRegistry = registryPerClient(CAP, () => new SessionSteps());

export function stepsOf(
  queryClient: QueryClient,
  orgId: string,
  sessionId: string,
  snapshot: SessionFeedSnapshot,
): SessionSteps {
  const steps = stepsRegistry(queryClient).get(keyOf(orgId, sessionId));
  const view = snapshot.entries;
  steps.sync(view, (from) => snapshot.changesSince(from, view.version));
  return steps;
}

/**
 * Sessions up to this many events keep their steps warm. A longer one's fold is made when its Steps tab
 * first opens: at 100 000 events it holds 7 MB, which only those who open the tab should pay for.
 */
export const STEPS_WARM_MAX_EVENTS = 20_000;

/** Whether the steps of this snapshot's session are kept warm: by its newest seq, known once its tail is found. */
export function keepsStepsWarm(snapshot: Pick<SessionFeedSnapshot, "entries">): boolean {
  const { entries } = snapshot;
  return Math.max(entries.maxSeq + 1, entries.list.size) <= STEPS_WARM_MAX_EVENTS;
}

/** Folds the session's pages into its steps in idle time as they arrive (O(page) each); the summary once all is read. */
export function keepStepsWarm(queryClient: QueryClient, orgId: string, sessionId: string): () => void {
  return keepWarm(getSessionFeeds(queryClient), orgId, sessionId, (snapshot) => {
    if (!keepsStepsWarm(snapshot)) return;
    const steps = stepsOf(queryClient, orgId, sessionId, snapshot);
    if (hasReadAll(snapshot.status)) steps.summary();
  });
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
  const queryClient = useQueryClient();
  const { snapshot } = useSessionFeed(orgId, sessionId);
  const folded = useMemo(() => {
    const steps = stepsOf(queryClient, orgId, sessionId, snapshot);
    return { items: steps.items, structure: steps.structure, summary: steps.summary() };
  }, [queryClient, orgId, sessionId, snapshot]);
  const spend = getSpendSamples(queryClient);
  useEffect(() => spend.note(orgId, sessionId, snapshot, session), [spend, orgId, sessionId, snapshot, session]);
  const samples = useSyncExternalStore(spend.subscribe, () => spend.samplesOf(orgId, sessionId));
  return { snapshot, ...folded, samples };
}
