import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { Session } from "@/api/types";
import { mayStillRun, sessionQueryOptions, useKeepSessionFeed, useStallVerdict } from "@/features/sessions";
import { presentText } from "@/ui/readable";
import { announce } from "../announce";
import { decideAlert, decideStallAlert, lookOf, type SessionLook } from "../notify-decision";
import { readStallAlerts, subscribeStallAlerts } from "../storage/stall-alerts";

export interface SessionWatchProps {
  orgId: string;
  sessionId: string;
  /** This tab's route shows the session (suppressed if the tab is also visible when the alert comes). */
  viewing: boolean;
  onOpen: (sessionId: string) => void;
}

/**
 * One watched session, in the tab that owns it. Request budget:
 * - its status comes from the session detail query, read once (staleTime ∞: no refetch of our own; a
 *   session page already holding it costs nothing);
 * - while it runs, its shared live feed (SessionFeeds) is kept open: the same single long poll the
 *   session page uses, whose snapshots keep the detail current;
 * - once it is not running, the feed is released and stops by itself: zero requests for a finished session.
 * Every new snapshot goes through decideAlert; what it returns is announced once. With "possibly stuck"
 * alerts turned on, the stall verdict (the same rule as the header badge) goes through decideStallAlert.
 */
export function SessionWatch({ orgId, sessionId, viewing, onOpen }: SessionWatchProps) {
  const { data: session } = useQuery({ ...sessionQueryOptions(orgId, sessionId), staleTime: Number.POSITIVE_INFINITY });
  // Released at the hand-over to another tab (or when the watch ends): its loop stops then, not 60 s later.
  useKeepSessionFeed(orgId, session !== undefined && mayStillRun(session.status) ? sessionId : null, { graceMs: 0 });
  const last = useRef<SessionLook | null>(null);
  const viewingNow = useRef(viewing);
  viewingNow.current = viewing;

  useEffect(() => {
    if (!session) return;
    const look = lookOf(session);
    const kind = decideAlert(last.current, look);
    last.current = look;
    if (kind === null) return;
    announce({
      orgId,
      sessionId,
      title: presentText(session.title) ?? sessionId,
      kind,
      look,
      suppressed: viewingNow.current && document.visibilityState === "visible",
      onOpen,
    });
  }, [session, orgId, sessionId, onOpen]);

  const stallAlerts = useSyncExternalStore(
    subscribeStallAlerts,
    () => readStallAlerts(),
    () => false,
  );
  return stallAlerts && session && mayStillRun(session.status) ? (
    <StallWatch orgId={orgId} session={session} viewing={viewingNow} onOpen={onOpen} />
  ) : null;
}

/** The opt-in "possibly stuck" alert for one running watched session: the same rule as the header badge. */
function StallWatch({
  orgId,
  session,
  viewing,
  onOpen,
}: {
  orgId: string;
  session: Session;
  viewing: { readonly current: boolean };
  onOpen: (sessionId: string) => void;
}) {
  const { verdict } = useStallVerdict(orgId, session);
  const wasStalled = useRef<boolean | null>(null);
  const stalled = verdict?.stalled === true;
  const quietSince = verdict?.quietSince ?? undefined;
  const latest = useRef(session);
  latest.current = session;
  useEffect(() => {
    const fire = decideStallAlert(wasStalled.current, stalled);
    wasStalled.current = stalled;
    if (!fire) return;
    const current = latest.current;
    announce({
      orgId,
      sessionId: current.session_id,
      title: presentText(current.title) ?? current.session_id,
      kind: "stalled",
      look: lookOf(current),
      episode: quietSince,
      suppressed: viewing.current && document.visibilityState === "visible",
      onOpen,
    });
  }, [stalled, quietSince, orgId, viewing, onOpen]);
  return null;
}
