import type { SeenMark } from "./triage";

/**
 * Which sessions the user has opened, and in which state (its fingerprint) — what clears an item from
 * "Needs attention". Per organization, ids, fingerprints (status|outcome|finished_at) and times only, so
 * localStorage is fine; at most SEEN_CAP per organization, the oldest dropped first. Framework-free.
 *
 * API: markSeen(orgId, sessionId, fp, at, storage?) · readSeen(orgId, storage?) → Map<id, SeenMark> ·
 *      readSeenRaw(storage?) · subscribeSeen(listener) · SEEN_CAP
 */
export const SEEN_CAP = 500;
const STORAGE_KEY = "session-control:triage-seen";

type StorageLike = Pick<Storage, "getItem" | "setItem">;
type Stored = Record<string, Record<string, [string, number]>>;

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAll(storage: StorageLike | null): Stored {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

export function readSeenRaw(storage: StorageLike | null = defaultStorage()): string {
  try {
    return storage?.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function readSeen(orgId: string, storage: StorageLike | null = defaultStorage()): Map<string, SeenMark> {
  const out = new Map<string, SeenMark>();
  const org = readAll(storage)[orgId];
  if (typeof org !== "object" || org === null) return out;
  for (const [id, mark] of Object.entries(org)) {
    if (Array.isArray(mark) && typeof mark[0] === "string" && typeof mark[1] === "number") {
      out.set(id, { fp: mark[0], at: mark[1] });
    }
  }
  return out;
}

export function markSeen(
  orgId: string,
  sessionId: string,
  fp: string,
  at: number,
  storage: StorageLike | null = defaultStorage(),
): void {
  const all = readAll(storage);
  const current = readSeen(orgId, storage);
  const before = current.get(sessionId);
  if (before && before.fp === fp && before.at >= at) return;
  current.delete(sessionId);
  current.set(sessionId, { fp, at });
  const kept = [...current].sort((a, b) => b[1].at - a[1].at).slice(0, SEEN_CAP);
  all[orgId] = Object.fromEntries(kept.map(([id, mark]) => [id, [mark.fp, mark.at]]));
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Quota or privacy mode: the strip then counts the item again, which is safe.
  }
  for (const listener of [...listeners]) listener();
}

export function subscribeSeen(listener: () => void): () => void {
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
