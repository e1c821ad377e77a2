/**
 * The store the pages use: IndexedDB where the browser offers it, else (or once it fails: a private
 * window, storage turned off, quota) samples kept in memory for as long as this tab lives.
 *
 * API: HistoryKeeping · browserHistoryStore() → { run(op), keeping() } · createBrowserHistoryStore(persistent) ·
 * forgetBrowserHistoryStore() (tests: the next use starts empty)
 */
import type { HistoryStore } from "./history-store";
import { memoryHistoryStore } from "./history-store";
import { idbHistoryStore } from "./idb-history-store";

/** "browser": kept for 24 h across reloads; "tab": only while this tab is open. */
export type HistoryKeeping = "browser" | "tab";

export interface BrowserHistoryStore {
  /** Runs `op` on IndexedDB, or on memory after IndexedDB failed once. */
  run<T>(op: (store: HistoryStore) => Promise<T>): Promise<T>;
  keeping(): HistoryKeeping;
}

let shared: BrowserHistoryStore | null = null;

export function createBrowserHistoryStore(persistent: HistoryStore | null): BrowserHistoryStore {
  let store = persistent;
  let memory: HistoryStore | null = null;
  const fallback = () => {
    memory ??= memoryHistoryStore();
    return memory;
  };
  return {
    async run(op) {
      if (store) {
        try {
          return await op(store);
        } catch {
          store = null;
        }
      }
      return op(fallback());
    },
    keeping: () => (store ? "browser" : "tab"),
  };
}

export function browserHistoryStore(): BrowserHistoryStore {
  shared ??= createBrowserHistoryStore(typeof indexedDB === "undefined" ? null : idbHistoryStore());
  return shared;
}

/** Tests: the next browserHistoryStore() is a new one (memory samples of earlier tests are gone). */
export function forgetBrowserHistoryStore(): void {
  shared = null;
}
