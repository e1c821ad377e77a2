import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTimelineFacts } from "../answers/use-answers";
import { useSessionFeed } from "../hooks/use-session-feed";
import { sessionQueryOptions } from "../queries";
import type { LiveSignals } from "./triage";

/**
 * Reads the events of a few running sessions while the list is open (the same shared feeds and timeline
 * facts as the session page), so "possibly stuck" is the stall rule's own verdict. A feed reports only
 * once it has caught up (before that its silence is not known) and the session's own retrieval has said
 * whether it waits for a worker (the list does not carry `machine`).
 */
export const MAX_LIVE_PROBES = 4;

function LiveProbe({
  orgId,
  sessionId,
  onSignals,
}: {
  orgId: string;
  sessionId: string;
  onSignals: (id: string, signals: LiveSignals | null) => void;
}) {
  const { snapshot } = useSessionFeed(orgId, sessionId);
  const facts = useTimelineFacts(orgId, sessionId);
  const detail = useQuery(sessionQueryOptions(orgId, sessionId));
  const caughtUp =
    (snapshot.status.phase === "live" || snapshot.status.phase === "stopped") && detail.data !== undefined;
  const lastEventAt = caughtUp ? facts.lastEventAt : null;
  const openToolSince = caughtUp ? (facts.openTool?.since ?? null) : null;
  const waitingForWorker = detail.data?.machine?.state === "waiting";
  useEffect(() => {
    onSignals(sessionId, caughtUp ? { lastEventAt, openToolSince, waitingForWorker } : null);
  }, [sessionId, caughtUp, lastEventAt, openToolSince, waitingForWorker, onSignals]);
  useEffect(() => () => onSignals(sessionId, null), [sessionId, onSignals]);
  return null;
}

export function LiveProbes({
  orgId,
  sessionIds,
  onSignals,
}: {
  orgId: string;
  sessionIds: readonly string[];
  onSignals: (id: string, signals: LiveSignals | null) => void;
}) {
  return (
    <>
      {sessionIds.slice(0, MAX_LIVE_PROBES).map((id) => (
        <LiveProbe key={id} orgId={orgId} sessionId={id} onSignals={onSignals} />
      ))}
    </>
  );
}
