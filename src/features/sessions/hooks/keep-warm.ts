import { whenIdle } from "@/lib/when-idle";
import type { SessionFeedSnapshot } from "../feed/session-feeds";

/**
 * Keeps a fold of one session's feed warm: after the feed announces a change, `warm` runs once in idle time
 * with the newest snapshot (changes announced before it ran are taken together), so a tab that reads the
 * fold finds it current instead of folding the session on its click. Subscribing keeps the feed running,
 * as the page's own subscription does.
 *
 * API: keepWarm(feeds, orgId, sessionId, warm, idle = whenIdle) → stop
 */
export interface WarmFeeds<S = SessionFeedSnapshot> {
  subscribe(orgId: string, sessionId: string, listener: () => void): () => void;
  getSnapshot(orgId: string, sessionId: string): S;
}

/** Runs `work` once in idle time; returns its cancel. */
export type IdleScheduler = (work: () => boolean) => () => void;

export function keepWarm<S = SessionFeedSnapshot>(
  feeds: WarmFeeds<S>,
  orgId: string,
  sessionId: string,
  warm: (snapshot: S) => void,
  idle: IdleScheduler = whenIdle,
): () => void {
  let cancel: (() => void) | null = null;
  const schedule = () => {
    cancel ??= idle(() => {
      cancel = null;
      warm(feeds.getSnapshot(orgId, sessionId));
      return true;
    });
  };
  const off = feeds.subscribe(orgId, sessionId, schedule);
  schedule();
  return () => {
    off();
    cancel?.();
    cancel = null;
  };
}
