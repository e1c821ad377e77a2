/**
 * One string per organization in localStorage under a key prefix, read and written safely: where storage
 * refuses (quota, privacy mode) the value lives on in memory until reload; writes in this tab and
 * `storage` events from other tabs reach subscribers. For names and numbers only, never secrets.
 *
 * API: StorageLike · defaultStorage() · createLocalStore(prefix) → { readRaw(orgId, storage?),
 *      write(orgId, raw, storage?), subscribe(listener) }
 */
import { defaultStorage, type StorageLike } from "@/lib/local-record";

export { defaultStorage, type StorageLike };

export type LocalStore = ReturnType<typeof makeStore>;
const stores = new Map<string, LocalStore>();

/** One store per prefix, however many modules ask: they share writes kept in memory and listeners. */
export function createLocalStore(prefix: string): LocalStore {
  const existing = stores.get(prefix);
  if (existing) return existing;
  const created = makeStore(prefix);
  stores.set(prefix, created);
  return created;
}

function makeStore(prefix: string) {
  const unsaved = new Map<string, string>();
  const listeners = new Set<() => void>();
  return {
    readRaw(orgId: string, storage: StorageLike | null = defaultStorage()): string {
      const key = prefix + orgId;
      const kept = unsaved.get(key);
      if (kept !== undefined) return kept;
      try {
        return storage?.getItem(key) ?? "";
      } catch {
        return "";
      }
    },
    write(orgId: string, raw: string, storage: StorageLike | null = defaultStorage()): void {
      const key = prefix + orgId;
      try {
        if (!storage) throw new Error("no storage");
        storage.setItem(key, raw);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, raw);
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key?.startsWith(prefix)) listener();
      };
      globalThis.addEventListener?.("storage", onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.("storage", onStorage);
      };
    },
  };
}
