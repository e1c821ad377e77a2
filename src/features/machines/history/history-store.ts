/**
 * Where Machines' samples are kept: a tiny interface, an IndexedDB implementation (idb-history-store)
 * and an in-memory one for tests and for browsers that refuse IndexedDB (private windows, disabled
 * storage: the page then keeps samples only while it is open, and says so). Only counts and times
 * are kept, per organization and Machine; nothing of the connection.
 *
 * API: HistoryStore · historyKey(orgId, machineId) · memoryHistoryStore()
 */
import type { CapacitySample } from "../history";
import { appendSample, pruneSamples } from "./sample-log";

export interface HistoryStore {
  /** What is kept for `key` at `now`, oldest first. */
  read(key: string, now: number): Promise<CapacitySample[]>;
  /** Adds a sample, prunes (sample-log.ts) and answers what is kept now, in one step. */
  append(key: string, sample: CapacitySample, now: number): Promise<CapacitySample[]>;
}

/** Machine ids are stable and unique; the organization keeps two connections' data apart. */
export function historyKey(orgId: string, machineId: string): string {
  return `${orgId}/${machineId}`;
}

export function memoryHistoryStore(): HistoryStore {
  const held = new Map<string, CapacitySample[]>();
  return {
    read: async (key, now) => pruneSamples(held.get(key) ?? [], now),
    append: async (key, sample, now) => {
      const next = appendSample(held.get(key) ?? [], sample, now);
      held.set(key, next);
      return next;
    },
  };
}
