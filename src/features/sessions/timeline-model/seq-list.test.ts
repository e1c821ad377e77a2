import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHUNK, SeqList } from "./seq-list";

interface Item {
  key: number;
  tag: string;
}
const keyOf = (item: Item) => item.key;
const item = (key: number, tag = "v0"): Item => ({ key, tag });

/** The independent model: a plain array, sorted, one item per key. */
function modelApply(model: Item[], upserts: Item[], removed: number[]): Item[] {
  const byKey = new Map(model.map((m) => [m.key, m]));
  for (const u of upserts) byKey.set(u.key, u);
  for (const k of removed) byKey.delete(k);
  return [...byKey.values()].sort((a, b) => a.key - b.key);
}

describe("SeqList", () => {
  it("answers positions and keys of a large list", () => {
    const list = SeqList.fromSorted(
      Array.from({ length: 3 * CHUNK + 7 }, (_, i) => item(i * 2)),
      keyOf,
    );
    expect(list.size).toBe(3 * CHUNK + 7);
    expect(list.get(0)?.key).toBe(0);
    expect(list.get(CHUNK)?.key).toBe(2 * CHUNK);
    expect(list.get(list.size)).toBeUndefined();
    expect(list.get(-1)).toBeUndefined();
    expect(list.indexOfKey(2 * CHUNK)).toBe(CHUNK);
    expect(list.indexOfKey(3)).toBe(-1);
    expect(list.lowerBound(3)).toBe(2);
    expect(list.lowerBound(-5)).toBe(0);
    expect(list.lowerBound(1e9)).toBe(list.size);
    expect(list.last()?.key).toBe((3 * CHUNK + 6) * 2);
  });

  it("never mutates a published version, and returns itself when nothing changed", () => {
    const a = SeqList.fromSorted([item(1), item(2), item(3)], keyOf);
    const b = a.withChanges([item(2, "v1"), item(9)], [1]);
    expect(a.toArray().map((i) => `${i.key}${i.tag}`)).toEqual(["1v0", "2v0", "3v0"]);
    expect(b.toArray().map((i) => `${i.key}${i.tag}`)).toEqual(["2v1", "3v0", "9v0"]);
    const same = a.get(1) as Item;
    expect(a.withChanges([same], [42])).toBe(a);
    expect(a.withChanges([])).toBe(a);
  });

  it("matches a sorted-array model under any sequence of upserts and removals", () => {
    const key = fc.integer({ min: 0, max: 4 * CHUNK });
    const step = fc.record({
      upserts: fc.array(fc.tuple(key, fc.string({ maxLength: 2 })), { maxLength: 3 * CHUNK }),
      removed: fc.array(key, { maxLength: 40 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), (steps) => {
        let list = SeqList.empty(keyOf);
        let model: Item[] = [];
        for (const s of steps) {
          const upserts = s.upserts.map(([k, tag]) => item(k, tag));
          const before = list.toArray();
          const next = list.withChanges(upserts, s.removed);
          expect(list.toArray()).toEqual(before);
          list = next;
          model = modelApply(model, upserts, s.removed);
          expect(list.size).toBe(model.length);
          expect(list.toArray()).toEqual(model);
          for (let i = 0; i < model.length; i += 37) {
            expect(list.get(i)).toBe(model[i]);
            expect(list.indexOfKey((model[i] as Item).key)).toBe(i);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("appends in O(page): a 50-item append copies only the last chunk", () => {
    const big = SeqList.fromSorted(
      Array.from({ length: 100_000 }, (_, i) => item(i)),
      keyOf,
    );
    const next = big.withChanges(Array.from({ length: 50 }, (_, i) => item(100_000 + i)));
    expect(next.size).toBe(100_050);
    expect(next.get(100_049)?.key).toBe(100_049);
    expect(next.get(5)).toBe(big.get(5));
  });
});
