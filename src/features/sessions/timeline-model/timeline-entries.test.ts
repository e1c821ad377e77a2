import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineEntries } from "./timeline-entries";

function ev(seq: number, id: string, text: string | null = `t${seq}`, extra: Partial<SessionEvent> = {}): SessionEvent {
  return { seq, id, type: "assistant", text, data: null, created_at: "2026-10-01T00:00:00Z", ...extra };
}

function timeline(store: TimelineEntries) {
  return store
    .view()
    .list.toArray()
    .map((e) => ({ id: e.event.id, seq: e.event.seq, text: e.event.text }));
}

/**
 * The independent model of spec §6.4, written without the store: per id keep the highest-seq version,
 * place it at the lowest seq ever seen for that id, order by that place.
 */
function model(delivered: readonly SessionEvent[]) {
  const latest = new Map<string, SessionEvent>();
  const place = new Map<string, number>();
  for (const e of delivered) {
    const cur = latest.get(e.id);
    if (!cur || e.seq > cur.seq) latest.set(e.id, e);
    place.set(e.id, Math.min(place.get(e.id) ?? e.seq, e.seq));
  }
  return [...latest.values()]
    .sort((a, b) => (place.get(a.id) as number) - (place.get(b.id) as number))
    .map((e) => ({ id: e.id, seq: e.seq, text: e.text }));
}

describe("TimelineEntries", () => {
  it("keeps one entry per id with the highest seq, in place of first appearance", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a", "He"), ev(1, "b")]);
    store.merge([ev(2, "a", "Hello"), ev(3, "c")]);
    expect(timeline(store)).toEqual([
      { id: "a", seq: 2, text: "Hello" },
      { id: "b", seq: 1, text: "t1" },
      { id: "c", seq: 3, text: "t3" },
    ]);
    expect(store.size).toBe(3);
    expect(store.maxSeq).toBe(3);
  });

  it("ignores stale versions and duplicates without bumping the version", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a", "old"), ev(5, "a", "new")]);
    const version = store.version;
    const view = store.view();
    expect(store.merge([ev(5, "a", "new"), ev(0, "a", "old")])).toBe(false);
    expect(store.version).toBe(version);
    expect(store.view()).toBe(view);
    expect(store.getById("a")?.text).toBe("new");
  });

  it("publishes a new immutable view per version and never changes an old one", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a", "He"), ev(1, "b")]);
    const old = store.view();
    const oldItems = old.list.toArray();
    store.merge([ev(2, "a", "Hello"), ev(3, "c")]);
    expect(old.version).toBe(1);
    expect(old.list.toArray()).toEqual(oldItems);
    expect(old.list.get(0)?.event.text).toBe("He");
    expect(store.view().list.get(0)?.event.text).toBe("Hello");
  });

  it("resolves URL refs by id or by any seq an entry ever had", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a"), ev(1, "b"), ev(2, "a")]);
    expect(store.firstSeqOfRef("b")).toBe(1);
    expect(store.firstSeqOfRef("0")).toBe(0);
    expect(store.firstSeqOfRef("2")).toBe(0);
    expect(store.firstSeqOfRef("9")).toBeUndefined();
    expect(store.firstSeqOfRef("nope")).toBeUndefined();
  });

  it("moves an entry earlier when an older version arrives late (back-fill)", () => {
    const store = new TimelineEntries();
    store.merge([ev(1, "b"), ev(3, "a")]);
    store.merge([ev(0, "a", "first")]);
    expect(timeline(store).map((e) => e.id)).toEqual(["a", "b"]);
    expect(store.getById("a")?.seq).toBe(3);
    expect(store.firstSeqOf("a")).toBe(0);
  });

  it("drops a second id that claims a seq already taken (a seq names one version)", () => {
    const store = new TimelineEntries();
    store.merge([ev(4, "a"), ev(9, "b")]);
    store.merge([ev(4, "intruder"), ev(5, "c")]);
    expect(timeline(store).map((e) => e.id)).toEqual(["a", "c", "b"]);
  });

  it("journals every change so views can follow in O(page), and says when it no longer reaches back", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a"), ev(1, "b")]);
    store.merge([ev(2, "a", "grown")]);
    const changes = store.changesSince(1) ?? [];
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before?.event.seq).toBe(0);
    expect(changes[0]?.after.event.seq).toBe(2);
    expect(store.changesSince(0)?.length).toBe(3);
    expect(store.changesSince(2)).toEqual([]);
    for (let i = 0; i < 60; i++)
      store.merge(Array.from({ length: 1000 }, (_, k) => ev(10 + i * 1000 + k, `x${i}_${k}`)));
    expect(store.changesSince(0)).toBeNull();
    expect(store.changesSince(store.version - 1)?.length).toBe(1000);
  });

  it("keeps every value of an event while it shares repeated strings (data, a call's input, a short output)", () => {
    const output = (n: number) => `PASS ${"x".repeat(n)}`;
    const events: SessionEvent[] = [0, 1, 2, 3].map((seq) => ({
      seq,
      id: `u${seq}`,
      type: seq % 2 === 0 ? "tool_use" : "tool_result",
      text: null,
      data: {
        tool: "bash",
        tool_use_id: `t${seq >> 1}`,
        stream_key: `u${seq}`,
        input: { command: `npm test -- part ${seq >> 1}`, path: "src/a.ts", argv: ["a"], depth: { path: "b" } },
        content: seq === 3 ? output(300) : output(10),
      },
      created_at: "2026-10-01T00:00:00Z",
    }));
    const sent = structuredClone(events);
    const store = new TimelineEntries();
    store.merge(events);
    expect(
      store
        .view()
        .list.toArray()
        .map((entry) => entry.event),
    ).toEqual(sent);
  });
});

/** A clean stream: ids streamed under growing seqs, like the service. */
const streamArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 60 })
  .map((pairs) => pairs.map(([id, text], seq) => ev(seq, `e${id}`, text)));

describe("TimelineEntries against the independent model", () => {
  it("duplication, re-delivery, reordering and re-splitting of pages give the model's timeline", () => {
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
          const store = new TimelineEntries();
          for (const page of pages) store.merge(page);
          expect(timeline(store)).toEqual(model(stream));
        },
      ),
    );
  });

  it("any permutation of single events gives the model's timeline", () => {
    fc.assert(
      fc.property(
        streamArb.chain((stream) =>
          fc.tuple(fc.constant(stream), fc.shuffledSubarray(stream, { minLength: stream.length })),
        ),
        ([stream, permuted]) => {
          const store = new TimelineEntries();
          for (const item of permuted) store.merge([item]);
          expect(timeline(store)).toEqual(model(stream));
        },
      ),
    );
  });

  it("a streamed event stays where it began and shows its latest content", () => {
    fc.assert(
      fc.property(streamArb, (stream) => {
        const store = new TimelineEntries();
        const position = new Map<string, number>();
        for (const item of stream) {
          store.merge([item]);
          const list = store.view().list;
          const index = list.indexOfKey(store.firstSeqOf(item.id) as number);
          const before = position.get(item.id);
          if (before === undefined) position.set(item.id, store.firstSeqOf(item.id) as number);
          else expect(store.firstSeqOf(item.id)).toBe(before);
          expect(list.get(index)?.event.text).toBe(item.text);
        }
      }),
    );
  });
});
