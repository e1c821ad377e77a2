import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  addName,
  moveName,
  parseWatchList,
  readWatchList,
  readWatchListRaw,
  removeName,
  subscribeWatchList,
  type WatchListChange,
  writeWatchList,
} from "../watch-list";

/** The org's watch list from localStorage, live across components and tabs. */
export function useWatchList(orgId: string) {
  const read = useCallback(() => readWatchListRaw(orgId), [orgId]);
  // The raw string is the snapshot: stable between writes, so useSyncExternalStore does not loop.
  const raw = useSyncExternalStore(subscribeWatchList, read, () => "");
  const names = useMemo(() => parseWatchList(raw), [raw]);
  const add = useCallback(
    (name: string): WatchListChange => {
      const change = addName(readWatchList(orgId), name);
      if (change.ok) writeWatchList(orgId, change.names);
      return change;
    },
    [orgId],
  );
  const remove = useCallback((name: string) => writeWatchList(orgId, removeName(readWatchList(orgId), name)), [orgId]);
  const move = useCallback(
    (name: string, by: number) => writeWatchList(orgId, moveName(readWatchList(orgId), name, by)),
    [orgId],
  );
  return { names, add, remove, move };
}
