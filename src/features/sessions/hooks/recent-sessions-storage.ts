/**
 * Recently opened sessions, per organization: ids and titles only (not secrets), so localStorage is
 * fine. Gives a way back to sessions when the service offers no list (strict spec). Framework-free.
 *
 * API:
 * - RecentSession                { orgId, sessionId, title, openedAt }
 * - RECENT_SESSIONS_CAP          20 per organization, newest first
 * - readRecent(orgId, storage?)  → RecentSession[]
 * - addRecent(entry, storage?) / removeRecent(orgId, id, storage?) / clearRecent(orgId, storage?)
 * - readRecentRaw(storage?)      the stored string: a cheap, stable useSyncExternalStore snapshot
 * - subscribeRecent(listener)    fires on writes in this tab and on `storage` events from other tabs
 */
export interface RecentSession {
  orgId: string;
  sessionId: string;
  title: string;
  openedAt: number;
}

export const RECENT_SESSIONS_CAP = 20;
const STORAGE_KEY = "session-control:recent-sessions";
const TITLE_MAX_CHARS = 200;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isRecent(value: unknown): value is RecentSession {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.orgId === "string" &&
    typeof v.sessionId === "string" &&
    typeof v.title === "string" &&
    typeof v.openedAt === "number"
  );
}

function readAll(storage: StorageLike | null): RecentSession[] {
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecent) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function writeAll(storage: StorageLike | null, items: RecentSession[]): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota or privacy mode: the list is a convenience, losing it is fine.
  }
  for (const listener of [...listeners]) listener();
}

export function readRecentRaw(storage: StorageLike | null = defaultStorage()): string {
  try {
    return storage?.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function readRecent(orgId: string, storage: StorageLike | null = defaultStorage()): RecentSession[] {
  return readAll(storage)
    .filter((item) => item.orgId === orgId)
    .sort((a, b) => b.openedAt - a.openedAt);
}

export function addRecent(entry: RecentSession, storage: StorageLike | null = defaultStorage()): void {
  // The title is the service's: one sent as anything but text is kept as no title (the id stands in).
  const title: unknown = entry.title;
  const clean = { ...entry, title: typeof title === "string" ? title.slice(0, TITLE_MAX_CHARS) : "" };
  const all = readAll(storage).filter((item) => !(item.orgId === entry.orgId && item.sessionId === entry.sessionId));
  const mine = [clean, ...all.filter((item) => item.orgId === entry.orgId)]
    .sort((a, b) => b.openedAt - a.openedAt)
    .slice(0, RECENT_SESSIONS_CAP);
  writeAll(storage, [...all.filter((item) => item.orgId !== entry.orgId), ...mine]);
}

export function removeRecent(orgId: string, sessionId: string, storage: StorageLike | null = defaultStorage()): void {
  writeAll(
    storage,
    readAll(storage).filter((item) => !(item.orgId === orgId && item.sessionId === sessionId)),
  );
}

export function clearRecent(orgId: string, storage: StorageLike | null = defaultStorage()): void {
  writeAll(
    storage,
    readAll(storage).filter((item) => item.orgId !== orgId),
  );
}

export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}
