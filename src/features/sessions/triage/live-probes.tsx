import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { getFactsRegistry } from "../answers/facts-registry";
import { hasCaughtUp } from "../feed/feed-reach";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { sessionQueryOptions } from "../queries";
import type { LiveSignals } from "./triage";
import { MAX_LIVE_PROBES } from "./triage-keys";

/**
 * Reads the events of a few running sessions while the list is open (the same shared feeds and timeline
 * facts as the session page), so "possibly stuck" is the stall rule's own verdict. Each probe reads a
 * session up to its newest event, notes the time of that event and of any tool call still open, then
 * lets go of the feed (no long poll is held: a browser allows few connections per host) and reads again
 * PROBE_EVERY_MS later. It reports only once the feed has caught up (before that its silence is not
 * known) and the session's own retrieval has said whether it waits for a worker (the list does not
 * carry `machine`).
 */
export const PROBE_EVERY_MS = 60_000;

const NOOP = () => {};

interface ProbeCallbacks {
  onSignals: (id: string, signals: LiveSignals | null) => void;
  /** The session's events or detail could not be read (an error no retry mends): its stall stays unknown. */
  onUnreadable: (id: string, unreadable: boolean) => void;
}

function LiveProbe({
  orgId,
  sessionId,
  onSignals,
  onUnreadable,
}: {
  orgId: string;
  sessionId: string;
} & ProbeCallbacks) {
  const queryClient = useQueryClient();
  const feeds = getSessionFeeds(queryClient);
  const registry = getFactsRegistry(queryClient);
  const [reading, setReading] = useState(true);
  const subscribe = useCallback(
    // Let go at once when done: a feed another view holds keeps running for it.
    (listener: () => void) => (reading ? feeds.subscribe(orgId, sessionId, listener, { graceMs: 0 }) : NOOP),
    [feeds, orgId, sessionId, reading],
  );
  const read = useCallback(() => feeds.getSnapshot(orgId, sessionId), [feeds, orgId, sessionId]);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const detail = useQuery(sessionQueryOptions(orgId, sessionId));
  const caughtUp = reading && hasCaughtUp(snapshot.status.phase);
  const facts = useMemo(
    () => (caughtUp ? registry.factsOf(orgId, sessionId, snapshot) : null),
    [registry, caughtUp, orgId, sessionId, snapshot],
  );
  const machine = detail.data?.machine;
  const unreadable = reading && (snapshot.status.phase === "error" || detail.isError);
  useEffect(() => onUnreadable(sessionId, unreadable), [sessionId, unreadable, onUnreadable]);
  useEffect(() => {
    if (!facts || !detail.data) return;
    registry.noteSpend(orgId, sessionId, detail.data, facts);
    onSignals(sessionId, {
      lastEventAt: facts.lastEventAt,
      openToolSince: facts.openTool?.since ?? null,
      openToolEarlierMs: facts.openTool?.longestEarlierMs ?? null,
      // The same note of spend as the session page keeps (one per session): the list judges it too.
      usageRose: registry.usageRose(orgId, sessionId, detail.data, facts),
      waitingForWorker: machine?.state === "waiting",
    });
    setReading(false);
  }, [registry, facts, detail.data, machine, orgId, sessionId, onSignals]);
  useEffect(() => {
    if (reading) return;
    const timer = setTimeout(() => setReading(true), PROBE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [reading]);
  useEffect(
    () => () => {
      onSignals(sessionId, null);
      onUnreadable(sessionId, false);
    },
    [sessionId, onSignals, onUnreadable],
  );
  return null;
}

export function LiveProbes({
  orgId,
  sessionIds,
  onSignals,
  onUnreadable,
}: {
  orgId: string;
  sessionIds: readonly string[];
} & ProbeCallbacks) {
  return (
    <>
      {sessionIds.slice(0, MAX_LIVE_PROBES).map((id) => (
        <LiveProbe key={id} orgId={orgId} sessionId={id} onSignals={onSignals} onUnreadable={onUnreadable} />
      ))}
    </>
  );
}
