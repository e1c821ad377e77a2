import { createLocalRecord, parsePerOrg, type StorageLike } from "@/lib/local-record";

/**
 * The sessions the user asked to be notified about ("Notify me"), per organization, in localStorage:
 * session ids only (no titles, no content, nothing secret). Shared by every tab of the app.
 *
 * API:
 * - WATCH_LIST_CAP                             50 per organization (the oldest is dropped)
 * - readWatched(orgId, storage?)               → string[] in the order they were added
 * - isWatched(orgId, sessionId, storage?)
 * - watch(orgId, sessionId, storage?) / unwatch(orgId, sessionId, storage?) / clearWatched(orgId, storage?)
 * - readWatchedRaw(storage?) · subscribeWatched(listener)   for useSyncExternalStore, across tabs
 */
export const WATCH_LIST_CAP = 50;
const ID_MAX_CHARS = 200;

function parseIds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.filter((id): id is string => typeof id === "string" && id !== "" && id.length <= ID_MAX_CHARS);
  return [...new Set(ids)];
}

const record = createLocalRecord(
  "session-control:notify-sessions",
  (value) => parsePerOrg(value, parseIds),
  () => ({}) as Record<string, string[]>,
);

export const readWatchedRaw = record.readRaw;
export const subscribeWatched = record.subscribe;

export function readWatched(orgId: string, storage?: StorageLike | null): string[] {
  return record.read(storage)[orgId] ?? [];
}

export function isWatched(orgId: string, sessionId: string, storage?: StorageLike | null): boolean {
  return readWatched(orgId, storage).includes(sessionId);
}

function update(orgId: string, storage: StorageLike | null | undefined, change: (ids: string[]) => string[]): void {
  const all = record.read(storage);
  const next = change(all[orgId] ?? []);
  if (next.length === 0) delete all[orgId];
  else all[orgId] = next;
  record.write(all, storage);
}

export function watch(orgId: string, sessionId: string, storage?: StorageLike | null): void {
  if (sessionId === "" || sessionId.length > ID_MAX_CHARS) return;
  update(orgId, storage, (ids) => [...ids.filter((id) => id !== sessionId), sessionId].slice(-WATCH_LIST_CAP));
}

export function unwatch(orgId: string, sessionId: string, storage?: StorageLike | null): void {
  update(orgId, storage, (ids) => ids.filter((id) => id !== sessionId));
}

export function clearWatched(orgId: string, storage?: StorageLike | null): void {
  update(orgId, storage, () => []);
}
