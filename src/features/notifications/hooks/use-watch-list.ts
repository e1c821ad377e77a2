import { useCallback, useMemo, useSyncExternalStore } from "react";
import { readWatched, readWatchedRaw, subscribeWatched, unwatch, watch } from "../storage/watch-list";

/**
 * The watched session ids of an organization, live across tabs: { ids, isWatched(id), watch(id), unwatch(id) }.
 */
export function useWatchList(orgId: string) {
  // The raw string is the snapshot: stable between writes, so useSyncExternalStore does not loop.
  const raw = useSyncExternalStore(subscribeWatched, readWatchedRaw, () => "");
  const ids = useMemo(() => (raw === "" ? [] : readWatched(orgId)), [raw, orgId]);
  const isWatched = useCallback((sessionId: string) => ids.includes(sessionId), [ids]);
  const add = useCallback((sessionId: string) => watch(orgId, sessionId), [orgId]);
  const remove = useCallback((sessionId: string) => unwatch(orgId, sessionId), [orgId]);
  return { ids, isWatched, watch: add, unwatch: remove };
}
