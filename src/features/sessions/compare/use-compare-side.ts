import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTimelineFacts } from "../answers/use-answers";
import { isAttemptAlias } from "../feed/session-feeds-of-client";
import { useSessionFeed } from "../hooks/use-session-feed";
import { stepsOf } from "../hooks/use-session-steps";
import { sessionQueryOptions } from "../queries";
import { sideReadOf } from "./side-read";

/**
 * One side of Compare: the session's snapshot, its timeline facts (files touched, first failure) and
 * its steps summary (step count, time by tool, error results), from the same shared feed and the same
 * shared steps fold the session page's Steps tab reads. `complete` once every event has been read;
 * `failed` once the events or the session cannot be read (then the counts are not numbers at all).
 */
export function useCompareSide(orgId: string, ref: string) {
  const session = useQuery(sessionQueryOptions(orgId, ref));
  const feedId = session.data?.session_id ?? (isAttemptAlias(ref) ? null : ref);
  const { snapshot } = useSessionFeed(orgId, feedId);
  const facts = useTimelineFacts(orgId, feedId);
  const queryClient = useQueryClient();
  const steps = useMemo(
    () => stepsOf(queryClient, orgId, feedId ?? "", snapshot).summary(),
    [queryClient, orgId, feedId, snapshot],
  );
  // A failed refetch of a session already held does not make the side unreadable: it keeps its data.
  const read = sideReadOf({
    feed: snapshot.status,
    sessionFailed: session.isError && session.data === undefined,
  });
  return { session, facts, steps, read, complete: read === "complete", failed: read === "failed", feedId };
}

export type CompareSide = ReturnType<typeof useCompareSide>;
