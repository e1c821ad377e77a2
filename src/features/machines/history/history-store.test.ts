import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { CapacitySample } from "../history";
import { createBrowserHistoryStore } from "./browser-store";
import { type HistoryStore, historyKey, memoryHistoryStore } from "./history-store";
import { idbHistoryStore } from "./idb-history-store";

const T0 = 1_800_000_000_000;
const s = (at: number, queued = 0): CapacitySample => ({ at, online: 4, busy: 2, queued });
const DAY = 24 * 3_600_000;

function behavesAsAStore(name: string, make: () => HistoryStore, reopen: (store: HistoryStore) => HistoryStore) {
  describe(name, () => {
    it("keeps samples per Machine, pruned on write, and answers them oldest first", async () => {
      const store = make();
      const a = historyKey("org_x", "m-a");
      const b = historyKey("org_x", "m-b");
      await store.append(a, s(T0), T0);
      await store.append(b, s(T0 + 1_000, 9), T0 + 1_000);
      const kept = await store.append(a, s(T0 + 10_000, 1), T0 + 10_000);
      expect(kept).toEqual([s(T0), s(T0 + 10_000, 1)]);
      expect(await reopen(store).read(a, T0 + 20_000)).toEqual(kept);
      expect(await store.read(b, T0 + 20_000)).toEqual([s(T0 + 1_000, 9)]);
      expect(await store.append(a, s(T0 + DAY + 15_000), T0 + DAY + 15_000)).toEqual([s(T0 + DAY + 15_000)]);
      expect(await store.read(historyKey("org_y", "m-a"), T0)).toEqual([]);
    });

    it("loses no sample when two writes run at once (two tabs)", async () => {
      const store = make();
      const key = historyKey("org_x", "together");
      await Promise.all([store.append(key, s(T0), T0), store.append(key, s(T0 + 10_000), T0 + 10_000)]);
      expect((await store.read(key, T0 + 10_000)).map((x) => x.at)).toEqual([T0, T0 + 10_000]);
    });
  });
}

behavesAsAStore("memoryHistoryStore", memoryHistoryStore, (store) => store);
// fake-indexeddb: the real idb-keyval code on an IndexedDB that clones values as browsers do.
behavesAsAStore("idbHistoryStore (fake-indexeddb)", idbHistoryStore, () => idbHistoryStore());

describe("browser store", () => {
  it("falls back to memory for this tab when IndexedDB fails, and says so", async () => {
    const failing: HistoryStore = {
      read: () => Promise.reject(new Error("no IndexedDB here")),
      append: () => Promise.reject(new Error("no IndexedDB here")),
    };
    const store = createBrowserHistoryStore(failing);
    expect(store.keeping()).toBe("browser");
    const kept = await store.run((st) => st.append("k", s(T0), T0));
    expect(kept).toEqual([s(T0)]);
    expect(store.keeping()).toBe("tab");
    expect(await store.run((st) => st.read("k", T0))).toEqual([s(T0)]);
  });
});
