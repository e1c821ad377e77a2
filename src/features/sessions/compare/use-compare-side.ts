import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { useTimelineFacts } from "../answers/use-answers";
import { isAttemptAlias } from "../feed/session-feeds-of-client";
import { useSessionFeed } from "../hooks/use-session-feed";
import { sessionQueryOptions } from "../queries";
import { SessionSteps } from "../timeline-model/steps";

/**
 * One side of Compare: the session's snapshot, its timeline facts (files touched, first failure) and
 * its steps summary (step count, time by tool, error results), from the same shared feed the session
 * page reads, folded incrementally. `complete` once every event has been read.
 */
export function useCompareSide(orgId: string, ref: string) {
  const session = useQuery(sessionQueryOptions(orgId, ref));
  const feedId = session.data?.session_id ?? (isAttemptAlias(ref) ? null : ref);
  const { snapshot } = useSessionFeed(orgId, feedId);
  const facts = useTimelineFacts(orgId, feedId);
  const stepsRef = useRef<{ id: string | null; steps: SessionSteps } | null>(null);
  if (stepsRef.current === null || stepsRef.current.id !== feedId) {
    stepsRef.current = { id: feedId, steps: new SessionSteps() };
  }
  const holder = stepsRef.current;
  const steps = useMemo(() => {
    const view = snapshot.entries;
    holder.steps.sync(view, (from) => snapshot.changesSince(from, view.version));
    return holder.steps.summary();
  }, [holder, snapshot]);
  const phase = snapshot.status.phase;
  const historyDone = snapshot.status.history === null || snapshot.status.history.phase === "done";
  const complete = (phase === "live" || phase === "stopped") && historyDone;
  return { session, facts, steps, complete, feedId };
}

export type CompareSide = ReturnType<typeof useCompareSide>;
