import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import type { Session } from "@/api/types";
import { whenIdle } from "@/lib/when-idle";
import { isAttemptAlias } from "../feed/session-feeds-of-client";
import { useNoteSpend } from "../hooks/spend-samples";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import { useKeepSessionFeed } from "../hooks/use-session-feed";
import type { SessionSearch } from "../search-schema";
import { useMarkSeen } from "../triage/use-triage-signals";
import { RESTORE_NOTHING, SESSION_ROUTE } from "./use-session-search";

/**
 * What opening a session page does besides drawing it: keeps the session's feed running, notes its
 * spend, marks it seen and recent, follows an attempt-UUID alias to the stable id, and fetches the lazy
 * tabs' code (Steps, the Changes tab's Diff) in idle time and keeps their folds warm. Returns the id
 * the feed reads (null while an alias is still resolving).
 *
 * API: useOpenSession(orgId, sessionId, session, lazyPanels) → feedId
 */
export function useOpenSession(
  orgId: string,
  sessionId: string,
  session: Session | undefined,
  lazyPanels: readonly { preload: () => Promise<void> }[],
): string | null {
  const title = session?.title;
  const canonicalId = session?.session_id;
  // The feed starts with the page (not after the header loads), keeps running on every tab (the header
  // stays live) and reads once when the window comes back, so a session resumed elsewhere comes alive.
  const feedId = canonicalId ?? (isAttemptAlias(sessionId) ? null : sessionId);
  useKeepSessionFeed(orgId, feedId);
  useNoteSpend(orgId, session);
  // The lazy tabs' code comes down in idle time, so the first click neither waits for it nor for React's
  // fallback throttle (300 ms once a fallback showed); a failed prefetch only loses the head start: the
  // tab asks again, and says so, when opened.
  useEffect(
    () =>
      whenIdle(() => {
        for (const panel of lazyPanels) void panel.preload();
        return true;
      }),
    [lazyPanels],
  );
  useWarmFolds(orgId, feedId);
  const { record } = useRecentSessions(orgId);
  // Opening a session (and watching it change) clears it from the list's Needs attention.
  useMarkSeen(orgId, session);
  useEffect(() => {
    if (canonicalId) record(canonicalId, title ?? "");
  }, [canonicalId, title, record]);
  useFollowAlias(orgId, sessionId, canonicalId);
  return feedId;
}

type Warmer = (queryClient: QueryClient, orgId: string, sessionId: string) => () => void;

/**
 * The folds the lazy tabs read, each loaded with its code: the Diff's (diff/use-session-diff.ts
 * keepDiffWarm, in the Diff's chunk) and the Steps' (hooks/use-session-steps.ts keepStepsWarm, in the
 * Steps' chunk).
 */
const WARMERS: readonly (() => Promise<Warmer>)[] = [
  () => import("../diff/diff-panel").then((m) => m.keepDiffWarm),
  () => import("../hooks/use-session-steps").then((m) => m.keepStepsWarm),
];

/**
 * The Diff's and the Steps' folds follow the feed in idle time, so the Changes and Steps tabs open
 * without folding the whole session in their first render.
 */
function useWarmFolds(orgId: string, feedId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (feedId === null) return;
    let live = true;
    const stops: (() => void)[] = [];
    const cancel = whenIdle(() => {
      for (const load of WARMERS)
        void load().then(
          (keepWarm) => {
            if (live) stops.push(keepWarm(queryClient, orgId, feedId));
          },
          () => undefined,
        );
      return true;
    });
    return () => {
      live = false;
      cancel();
      for (const stop of stops) stop();
    };
  }, [queryClient, orgId, feedId]);
}

/** An attempt-UUID alias resolves to the stable id; the URL (and the live cache key) follow it. */
function useFollowAlias(orgId: string, sessionId: string, canonicalId: string | undefined): void {
  const navigate = useNavigate({ from: SESSION_ROUTE });
  useEffect(() => {
    if (canonicalId && canonicalId !== sessionId) {
      void navigate({
        to: SESSION_ROUTE,
        params: { orgId, sessionId: canonicalId },
        search: (prev: SessionSearch) => prev,
        replace: true,
        ...RESTORE_NOTHING,
      });
    }
  }, [canonicalId, sessionId, orgId, navigate]);
}
