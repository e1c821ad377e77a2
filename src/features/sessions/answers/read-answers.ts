import { useCallback, useSyncExternalStore } from "react";
import { createLocalRecord, type StorageLike } from "@/lib/local-record";

/**
 * Which answer cards the reader has folded, per session: remembered for this tab (sessionStorage), so a
 * card folded once stays one line while they come and go, and a new tab starts with every card open.
 * Only session ids and card names are kept; the newest MAX_KEPT folds.
 *
 * API: useAnswerFolded(sessionId, card) → [folded, setFolded] · nextFolded
 */
const MAX_KEPT = 200;

const record = createLocalRecord<readonly string[]>(
  "session-control:answers-folded",
  (value) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []),
  () => [],
);

function tabStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const foldedKey = (sessionId: string, card: string): string => `${sessionId}#${card}`;

/** The list after folding (or unfolding) one card: newest last, at most MAX_KEPT. */
export function nextFolded(list: readonly string[], key: string, folded: boolean): readonly string[] {
  const rest = list.filter((k) => k !== key);
  return folded ? [...rest, key].slice(-MAX_KEPT) : rest;
}

export function useAnswerFolded(sessionId: string, card: string): [boolean, (folded: boolean) => void] {
  const key = foldedKey(sessionId, card);
  const raw = useSyncExternalStore(
    record.subscribe,
    () => record.readRaw(tabStorage()),
    () => "",
  );
  const folded = raw !== "" && record.read(tabStorage()).includes(key);
  const setFolded = useCallback(
    (next: boolean) => record.write(nextFolded(record.read(tabStorage()), key, next), tabStorage()),
    [key],
  );
  return [folded, setFolded];
}
