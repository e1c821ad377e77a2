import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTimelineFacts } from "../answers/use-answers";
import { isAttemptAlias } from "../feed/session-feeds-of-client";
import { useSessionFeed } from "../hooks/use-session-feed";
import { stepsOf } from "../hooks/use-session-steps";
import { sessionQueryOptions } from "../queries";

/**
 * One side of Compare: the session's snapshot, its timeline facts (files touched, first failure) and
 * its steps summary (step count, time by tool, error results), from the same shared feed and the same
 * shared steps fold the session page's Steps tab reads. `complete` once every event has been read.
 */
export function useCompareSide(orgId: string, ref: string) {
  const session = useQuery(sessionQueryOptions(orgId, ref));
  const feedId = session.data?.session_id ?? (isAttemptAlias(ref) ? null : ref);
  const { snapshot } = useSessionFeed(orgId, feedId);
  const facts = useTimelineFacts(orgId, feedId);
  const steps = useMemo(() => stepsOf(orgId, feedId ?? "", snapshot).summary(), [orgId, feedId, snapshot]);
  const phase = snapshot.status.phase;
  const historyDone = snapshot.status.history === null || snapshot.status.history.phase === "done";
  const complete = (phase === "live" || phase === "stopped") && historyDone;
  return { session, facts, steps, complete, feedId };
}

export type CompareSide = ReturnType<typeof useCompareSide>;
