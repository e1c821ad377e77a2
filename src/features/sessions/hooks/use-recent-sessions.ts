import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  addRecent,
  clearRecent,
  type RecentSession,
  readRecent,
  readRecentRaw,
  removeRecent,
  subscribeRecent,
} from "./recent-sessions-storage";

/**
 * useRecentSessions(orgId) → { items, record(sessionId, title), remove(sessionId), clear() }.
 * `record` is what the session page calls once the session loads (ids and titles only).
 */
export function useRecentSessions(orgId: string) {
  // The raw string is the snapshot: stable between writes, so useSyncExternalStore does not loop.
  const raw = useSyncExternalStore(subscribeRecent, readRecentRaw, () => "");
  const items = useMemo<RecentSession[]>(() => (raw === "" ? [] : readRecent(orgId)), [raw, orgId]);
  const record = useCallback(
    (sessionId: string, title: string) => addRecent({ orgId, sessionId, title, openedAt: Date.now() }),
    [orgId],
  );
  const remove = useCallback((sessionId: string) => removeRecent(orgId, sessionId), [orgId]);
  const clear = useCallback(() => clearRecent(orgId), [orgId]);
  return { items, record, remove, clear };
}
