/**
 * One JSON record in localStorage, shared by every tab of the app: read, write, a cheap raw snapshot for
 * useSyncExternalStore, and change events from this tab's writes and other tabs' `storage` events.
 * Framework-free; a corrupt or missing entry reads as `empty`, and a failed write (quota, privacy mode)
 * only loses a convenience.
 *
 * API: createLocalRecord(key, parse, empty) → { read(storage?), write(value, storage?), readRaw(storage?), subscribe(listener) }
 */
export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface LocalRecord<T> {
  read(storage?: StorageLike | null): T;
  write(value: T, storage?: StorageLike | null): void;
  readRaw(storage?: StorageLike | null): string;
  subscribe(listener: () => void): () => void;
}

export function createLocalRecord<T>(key: string, parse: (value: unknown) => T, empty: () => T): LocalRecord<T> {
  const listeners = new Set<() => void>();
  const readRaw = (storage: StorageLike | null = defaultStorage()): string => {
    try {
      return storage?.getItem(key) ?? "";
    } catch {
      return "";
    }
  };
  return {
    readRaw,
    read(storage = defaultStorage()) {
      const raw = readRaw(storage);
      if (raw === "") return empty();
      try {
        return parse(JSON.parse(raw));
      } catch {
        return empty();
      }
    },
    write(value, storage = defaultStorage()) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Quota or privacy mode: the record is a convenience.
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      globalThis.addEventListener?.("storage", onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.("storage", onStorage);
      };
    },
  };
}

/** `{ [orgId]: T }` with every value checked; anything else is dropped. */
export function parsePerOrg<T>(value: unknown, parseOne: (value: unknown) => T | null): Record<string, T> {
  const out: Record<string, T> = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return out;
  for (const [orgId, one] of Object.entries(value)) {
    const parsed = parseOne(one);
    if (parsed !== null) out[orgId] = parsed;
  }
  return out;
}
