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

import { sameMachineName as sameName, validateMachineName } from "@/api/machine-name";
import { createLocalStore, defaultStorage, type StorageLike } from "./local-store";

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

const store = createLocalStore("session-control:machine-watch:");

export function readWatchListRaw(orgId: string, storage: StorageLike | null = defaultStorage()): string {
  return store.readRaw(orgId, storage);
}

export function readWatchList(orgId: string, storage: StorageLike | null = defaultStorage()): string[] {
  return parseWatchList(readWatchListRaw(orgId, storage));
}

export function writeWatchList(
  orgId: string,
  names: readonly string[],
  storage: StorageLike | null = defaultStorage(),
): void {
  store.write(orgId, JSON.stringify(names), storage);
}

export const subscribeWatchList = store.subscribe;
