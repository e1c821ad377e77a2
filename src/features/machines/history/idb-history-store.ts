/**
 * The HistoryStore in IndexedDB through idb-keyval: one database of its own, one value per Machine in
 * the compact stored form (sample-codec.ts). A write reads, appends, prunes and writes back inside
 * one transaction (idb-keyval's `update`), so two tabs on the same Machine cannot lose each other's
 * samples. Values that do not decode count as empty and are overwritten on the next write.
 *
 * API: HISTORY_DB · idbHistoryStore()
 */
import { createStore, get, update } from "idb-keyval";
import type { CapacitySample } from "../history";
import type { HistoryStore } from "./history-store";
import { decodeSamples, encodeSamples } from "./sample-codec";
import { appendSample, pruneSamples } from "./sample-log";

export const HISTORY_DB = { name: "session-control-history", store: "capacity" } as const;

export function idbHistoryStore(): HistoryStore {
  // Opened on first use: a page that never samples never creates the database.
  let store: ReturnType<typeof createStore> | null = null;
  const db = () => {
    store ??= createStore(HISTORY_DB.name, HISTORY_DB.store);
    return store;
  };
  return {
    read: async (key, now) => pruneSamples(decodeSamples(await get(key, db())), now),
    append: async (key, sample, now) => {
      let kept: CapacitySample[] = [];
      await update(
        key,
        (old) => {
          kept = appendSample(decodeSamples(old), sample, now);
          return encodeSamples(kept);
        },
        db(),
      );
      return kept;
    },
  };
}
