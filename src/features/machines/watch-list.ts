/**
 * The Machines a user watches when the service offers no list (strict spec): names only, per
 * organization, in the user's order. Names are not secrets, so localStorage is fine. Framework-free.
 *
 * API:
 * - WATCH_LIST_MAX                     50: at one read per Machine per 10 s that is 50 of the
 *                                      key's 120 requests per 10 s, leaving room for everything else
 * - addName(list, name) / removeName(list, name) / moveName(list, name, by)   pure → WatchListChange
 * - readWatchList(orgId, storage?) / writeWatchList(orgId, names, storage?)
 * - readWatchListRaw(orgId, storage?)  the stored string: a stable useSyncExternalStore snapshot
 * - subscribeWatchList(listener)       writes in this tab and `storage` events from other tabs
 */
import { sameMachineName as sameName, validateMachineName } from "./machine-name";

export const WATCH_LIST_MAX = 50;

export type WatchListChange = { ok: true; names: string[] } | { ok: false; reason: string };

export function addName(list: readonly string[], raw: string): WatchListChange {
  const name = raw.trim();
  const invalid = validateMachineName(name);
  if (invalid) return { ok: false, reason: invalid };
  const existing = list.find((n) => sameName(n, name));
  if (existing) return { ok: false, reason: `${existing} is already on the watch list.` };
  if (list.length >= WATCH_LIST_MAX) {
    return { ok: false, reason: `The watch list holds at most ${WATCH_LIST_MAX} Machines. Remove one first.` };
  }
  return { ok: true, names: [...list, name] };
}

export function removeName(list: readonly string[], name: string): string[] {
  return list.filter((n) => !sameName(n, name));
}

/** Moves `name` by `by` places (−1 = up), clamped to the ends; unknown names change nothing. */
export function moveName(list: readonly string[], name: string, by: number): string[] {
  const from = list.findIndex((n) => sameName(n, name));
  if (from < 0) return [...list];
  const to = Math.min(list.length - 1, Math.max(0, from + by));
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Whatever storage holds, only valid, distinct names survive, at most WATCH_LIST_MAX of them. */
export function parseWatchList(raw: string | null): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  let names: string[] = [];
  for (const item of parsed) {
    if (typeof item !== "string") continue;
    const added = addName(names, item);
    if (added.ok) names = added.names;
  }
  return names;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

const KEY_PREFIX = "session-control:machine-watch:";
const storageKey = (orgId: string) => `${KEY_PREFIX}${orgId}`;

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Where storage refused a write (quota, privacy mode), the list lives on in memory until reload. */
const unsaved = new Map<string, string>();

export function readWatchListRaw(orgId: string, storage: StorageLike | null = defaultStorage()): string {
  const kept = unsaved.get(storageKey(orgId));
  if (kept !== undefined) return kept;
  try {
    return storage?.getItem(storageKey(orgId)) ?? "";
  } catch {
    return "";
  }
}

export function readWatchList(orgId: string, storage: StorageLike | null = defaultStorage()): string[] {
  return parseWatchList(readWatchListRaw(orgId, storage));
}

const listeners = new Set<() => void>();

export function writeWatchList(
  orgId: string,
  names: readonly string[],
  storage: StorageLike | null = defaultStorage(),
): void {
  const key = storageKey(orgId);
  const raw = JSON.stringify(names);
  try {
    if (!storage) throw new Error("no storage");
    storage.setItem(key, raw);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, raw);
  }
  for (const listener of [...listeners]) listener();
}

export function subscribeWatchList(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}
