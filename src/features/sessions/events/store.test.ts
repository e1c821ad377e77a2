import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { EventStore } from "./store";

function ev(seq: number, id: string, text: string | null = `t${seq}`, extra: Partial<SessionEvent> = {}): SessionEvent {
  return { seq, id, type: "assistant", text, data: null, created_at: "2026-10-01T00:00:00Z", ...extra };
}

function snapshot(store: EventStore) {
  return store.entries().map((e) => ({ id: e.id, seq: e.seq, text: e.text }));
}

describe("EventStore", () => {
  it("keeps one entry per id with the highest seq, in place of first appearance", () => {
    const store = new EventStore();
    store.merge([ev(0, "a", "He"), ev(1, "b")]);
    store.merge([ev(2, "a", "Hello"), ev(3, "c")]);
    expect(snapshot(store)).toEqual([
      { id: "a", seq: 2, text: "Hello" },
      { id: "b", seq: 1, text: "t1" },
      { id: "c", seq: 3, text: "t3" },
    ]);
    expect(store.size).toBe(3);
    expect(store.maxSeq).toBe(3);
  });

  it("ignores stale versions and duplicates without bumping the version", () => {
    const store = new EventStore();
    store.merge([ev(0, "a", "old"), ev(5, "a", "new")]);
    const version = store.version;
    expect(store.merge([ev(5, "a", "new"), ev(0, "a", "old")])).toBe(false);
    expect(store.version).toBe(version);
    expect(store.getById("a")?.text).toBe("new");
  });

  it("bumps the version once per changing merge", () => {
    const store = new EventStore();
    expect(store.version).toBe(0);
    store.merge([ev(0, "a"), ev(1, "b")]);
    expect(store.version).toBe(1);
    store.merge([]);
    expect(store.version).toBe(1);
  });

  it("finds entries by id, by any seq ever seen, and by a URL ref", () => {
    const store = new EventStore();
    store.merge([ev(0, "a"), ev(1, "b"), ev(2, "a")]);
    expect(store.indexOfId("b")).toBe(1);
    expect(store.indexOfSeq(0)).toBe(0);
    expect(store.indexOfSeq(2)).toBe(0);
    expect(store.indexOfSeq(9)).toBe(-1);
    expect(store.indexOfRef("1")).toBe(1);
    expect(store.indexOfRef("b")).toBe(1);
    expect(store.indexOfRef("nope")).toBe(-1);
    expect(store.firstSeqOf("a")).toBe(0);
  });

  it("pairs tool_use and tool_result by data.tool_use_id", () => {
    const store = new EventStore();
    const use = ev(0, "u1", null, { type: "tool_use", data: { tool_use_id: "tu_1", name: "bash" } });
    const result = ev(1, "r1", null, { type: "tool_result", data: { tool_use_id: "tu_1", content: "ok" } });
    store.merge([use]);
    expect(store.pairOf(use)).toBeUndefined();
    store.merge([result]);
    expect(store.pairOf(use)?.id).toBe("r1");
    expect(store.pairOf(result)?.id).toBe("u1");
    expect(store.toolResultFor("tu_1")?.data?.content).toBe("ok");
    expect(store.pairOf(ev(2, "x"))).toBeUndefined();
  });

  it("counts entries that began after a marker, not updates of older ones", () => {
    const store = new EventStore();
    store.merge([ev(0, "a"), ev(1, "b")]);
    const marker = store.marker();
    store.merge([ev(2, "a", "grown"), ev(3, "c"), ev(4, "d")]);
    expect(store.countNewSince(marker)).toBe(2);
    expect(store.countNewSince(store.marker())).toBe(0);
  });

  it("re-sorts when an id's earlier version arrives late", () => {
    const store = new EventStore();
    store.merge([ev(1, "b"), ev(3, "a")]);
    store.merge([ev(0, "a", "first")]);
    expect(snapshot(store).map((e) => e.id)).toEqual(["a", "b"]);
    expect(store.getById("a")?.seq).toBe(3);
    expect(store.indexOfId("a")).toBe(0);
  });
});

/** A clean stream: ids streamed under growing seqs, like the service. */
const streamArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 60 })
  .map((pairs) => pairs.map(([id, text], seq) => ev(seq, `e${id}`, text)));

function cleanPass(stream: SessionEvent[]): EventStore {
  const store = new EventStore();
  store.merge(stream);
  return store;
}

describe("EventStore properties", () => {
  it("duplication, re-delivery, reordering and re-splitting of pages converge to one clean pass", () => {
    fc.assert(
      fc.property(
        streamArb,
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (stream, extraPicks, splits, shuffle) => {
          // Every event at least once, plus re-deliveries of random ones.
          const delivered = [...stream, ...extraPicks.map((i) => stream[i % stream.length] as SessionEvent)];
          const pages: SessionEvent[][] = [];
          let at = 0;
          for (let i = 0; at < delivered.length; i++) {
            const size = splits[i % splits.length] as number;
            pages.push(delivered.slice(at, at + size));
            at += size;
          }
          if (shuffle) pages.reverse();
          const store = new EventStore();
          for (const page of pages) store.merge(page);
          expect(snapshot(store)).toEqual(snapshot(cleanPass(stream)));
        },
      ),
    );
  });

  it("any permutation of single events converges", () => {
    fc.assert(
      fc.property(
        streamArb.chain((stream) =>
          fc.tuple(fc.constant(stream), fc.shuffledSubarray(stream, { minLength: stream.length })),
        ),
        ([stream, permuted]) => {
          const store = new EventStore();
          for (const item of permuted) store.merge([item]);
          expect(snapshot(store)).toEqual(snapshot(cleanPass(stream)));
        },
      ),
    );
  });

  it("a streamed event stays where it began and shows its latest content", () => {
    fc.assert(
      fc.property(streamArb, (stream) => {
        const store = new EventStore();
        const position = new Map<string, number>();
        for (const item of stream) {
          store.merge([item]);
          const index = store.indexOfId(item.id);
          const before = position.get(item.id);
          if (before !== undefined) expect(index).toBe(before);
          else position.set(item.id, index);
          expect(store.at(index)?.text).toBe(item.text);
        }
      }),
    );
  });
});
