import { useNavigate, useParams } from "@tanstack/react-router";
import { Fragment, useCallback, useEffect, useRef } from "react";
import { useConnection } from "@/features/connection";
import { setTitleBadge } from "@/ui";
import { useOwnerLock } from "../hooks/use-owner-lock";
import { usePageVisible } from "../hooks/use-page-visible";
import { useUnseenAlerts } from "../hooks/use-unseen-alerts";
import { useWatchList } from "../hooks/use-watch-list";
import { clearUnseen } from "../storage/alert-log";
import { SessionWatch } from "./session-watch";

/**
 * Mounted once in the app shell: watches the organization's "Notify me" sessions and keeps the tab-title
 * badge. Per session, only the tab owning its lock (owner-lock.ts) reads it; see SessionWatch for the
 * request budget. Viewing a session (its page on screen) clears its unseen alerts in every tab.
 * A connection change empties the query cache: the watches start again from a fresh read (a new baseline).
 */
export function NotificationsWatcher({ orgId }: { orgId: string }) {
  const { ids } = useWatchList(orgId);
  const unseen = useUnseenAlerts(orgId);
  const visible = usePageVisible();
  const viewing = useParams({ strict: false }).sessionId ?? null;
  const navigate = useNavigate();
  const generation = useGeneration(useConnection().connection);

  useEffect(() => setTitleBadge(unseen.length), [unseen.length]);
  useEffect(() => () => setTitleBadge(0), []);
  useEffect(() => {
    if (visible && viewing !== null && unseen.some((alert) => alert.sessionId === viewing)) clearUnseen(orgId, viewing);
  }, [orgId, viewing, visible, unseen]);

  const open = useCallback(
    (sessionId: string) => {
      window.focus();
      void navigate({ to: "/o/$orgId/sessions/$sessionId", params: { orgId, sessionId } });
    },
    [navigate, orgId],
  );

  return (
    <Fragment key={generation}>
      {ids.map((sessionId) => (
        <WatchedSession
          key={sessionId}
          orgId={orgId}
          sessionId={sessionId}
          viewing={viewing === sessionId}
          visible={visible}
          onOpen={open}
        />
      ))}
    </Fragment>
  );
}

/** Counts changes of `value` (by identity), for a key that remounts what belonged to the old one. */
function useGeneration(value: unknown): number {
  const state = useRef({ value, count: 0 });
  if (state.current.value !== value) state.current = { value, count: state.current.count + 1 };
  return state.current.count;
}

interface WatchedSessionProps {
  orgId: string;
  sessionId: string;
  viewing: boolean;
  visible: boolean;
  onOpen: (sessionId: string) => void;
}

function WatchedSession({ orgId, sessionId, viewing, visible, onOpen }: WatchedSessionProps) {
  // The tab showing the session, visible, takes it over: it polls that session for its page anyway.
  const owned = useOwnerLock(`session-control:notify:${orgId}:${sessionId}`, viewing && visible);
  return owned ? <SessionWatch orgId={orgId} sessionId={sessionId} viewing={viewing} onOpen={onOpen} /> : null;
}
