import { useQueryClient } from "@tanstack/react-query";
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { getSessionFeeds } from "../feed/session-feeds-of-client";

/**
 * useSessionFeed(orgId, sessionId) — the live event feed of one session (feed/session-feed.ts): every
 * component calling it for the same session shares one feed and one loop. sessionId null = not known
 * yet (an attempt-UUID alias still resolving): nothing is read.
 *
 * Returns { snapshot, resume, retryHistory }: the immutable SessionFeedSnapshot ({ version, entries, status, reads,
 * changesSince, firstSeqOfRef }), resume() (after a follow-up, or "Resume" after an error), retryHistory().
 * useTrailingSessionFeed (below) reads the same feed a render behind the rows; useKeepSessionFeed keeps the
 * feed running and wakes it on focus without reading it.
 */
export interface SessionFeedView {
  snapshot: SessionFeedSnapshot;
  resume: () => void;
  retryHistory: () => void;
}

const IDLE_ORG = "\u0000";

/** An unknown id reads a feed that is never subscribed (so never started) and is collected later. */
function feedKeyOf(orgId: string, sessionId: string | null): { org: string; id: string } {
  return sessionId === null ? { org: IDLE_ORG, id: IDLE_ORG } : { org: orgId, id: sessionId };
}

export function useSessionFeed(orgId: string, sessionId: string | null): SessionFeedView {
  const feeds = getSessionFeeds(useQueryClient());
  const { org, id } = feedKeyOf(orgId, sessionId);
  const subscribe = useCallback(
    (listener: () => void) => (sessionId === null ? () => {} : feeds.subscribe(org, id, listener)),
    [feeds, org, id, sessionId],
  );
  const getSnapshot = useCallback(() => feeds.getSnapshot(org, id), [feeds, org, id]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const resume = useCallback(() => feeds.resume(org, id), [feeds, org, id]);
  const retryHistory = useCallback(() => feeds.retryHistory(org, id), [feeds, org, id]);
  return { snapshot, resume, retryHistory };
}

/**
 * The feed's snapshot for what may trail the timeline's rows by a frame: the header's answers, the tab
 * title, the cards over the timeline, the feed's indicator. Their changes render in a transition, so a
 * live page's urgent render holds only the rows and paints first; the trailing render that follows
 * yields to the browser. (A useSyncExternalStore reader renders in the same synchronous pass as the rows,
 * and on a live session that pass took 20–60 ms where the rows alone need a few.)
 */
export function useTrailingSessionFeed(orgId: string, sessionId: string | null): SessionFeedSnapshot {
  const feeds = getSessionFeeds(useQueryClient());
  const { org, id } = feedKeyOf(orgId, sessionId);
  const read = useCallback(() => feeds.getSnapshot(org, id), [feeds, org, id]);
  const [held, setHeld] = useState(() => ({ read, snapshot: read() }));
  useEffect(() => {
    if (sessionId === null) return;
    const update = () =>
      startTransition(() =>
        setHeld((prev) => (prev.read === read && prev.snapshot === read() ? prev : { read, snapshot: read() })),
      );
    const off = feeds.subscribe(org, id, update);
    // A change between this render and the subscription is read now.
    update();
    return off;
  }, [feeds, org, id, sessionId, read]);
  // Another session (or client) than the one held: its own snapshot at once, never the previous one's.
  return held.read === read ? held.snapshot : read();
}

/**
 * Keeps a session's feed running (and waking on focus) for as long as the caller is mounted, without
 * re-rendering the caller on every event: for the page around the tabs, so the header stays live while
 * Shared links or Diagnostics is open. options.graceMs 0: a background watcher that hands the session
 * over to another tab stops its loop at once instead of after the grace period.
 */
export function useKeepSessionFeed(orgId: string, sessionId: string | null, options: { graceMs?: number } = {}): void {
  const feeds = getSessionFeeds(useQueryClient());
  const { graceMs } = options;
  useEffect(() => {
    if (sessionId === null) return;
    const off = feeds.subscribe(orgId, sessionId, () => {}, { graceMs });
    const wake = () => {
      if (document.visibilityState === "visible") feeds.wake(orgId, sessionId);
    };
    window.addEventListener("focus", wake);
    document.addEventListener("visibilitychange", wake);
    return () => {
      off();
      window.removeEventListener("focus", wake);
      document.removeEventListener("visibilitychange", wake);
    };
  }, [feeds, orgId, sessionId, graceMs]);
}
