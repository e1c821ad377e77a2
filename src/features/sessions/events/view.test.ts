import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { EventStore } from "./store";
import { eventHaystack, isFilterActive, matchesEvent, selectIndices } from "./view";

const TYPES = ["assistant", "reasoning", "tool_use", "tool_result", "status"] as const;

function ev(seq: number, id: string, type: string, text: string | null): SessionEvent {
  return { seq, id, type, text, data: null, created_at: "2026-10-01T00:00:00Z" };
}

describe("event views", () => {
  it("filters by type and by case-insensitive text, including tool data", () => {
    const store = new EventStore();
    store.merge([
      ev(0, "a", "assistant", "Hello World"),
      ev(1, "b", "reasoning", "thinking"),
      { ...ev(2, "c", "tool_use", null), data: { name: "bash", input: { cmd: "npm test" } } },
    ]);
    expect(selectIndices(store, { types: ["assistant"] })).toEqual([0]);
    expect(selectIndices(store, { query: "WORLD" })).toEqual([0]);
    expect(selectIndices(store, { query: "npm TEST" })).toEqual([2]);
    expect(selectIndices(store, { types: ["reasoning"], query: "hello" })).toEqual([]);
    expect(selectIndices(store, {})).toEqual([0, 1, 2]);
  });

  it("returns the same array while nothing changed", () => {
    const store = new EventStore();
    store.merge([ev(0, "a", "assistant", "x")]);
    const first = selectIndices(store, { query: "x" });
    expect(selectIndices(store, { query: "x" })).toBe(first);
    store.merge([ev(1, "b", "assistant", "x")]);
    expect(selectIndices(store, { query: "x" })).not.toBe(first);
  });

  it("tells whether a filter is active and caches the haystack per event version", () => {
    expect(isFilterActive({})).toBe(false);
    expect(isFilterActive({ query: "  " })).toBe(false);
    expect(isFilterActive({ types: ["status"] })).toBe(true);
    const event = ev(0, "a", "assistant", "Mixed Case");
    expect(eventHaystack(event)).toBe(eventHaystack(event));
    expect(matchesEvent(event, { query: "mixed" })).toBe(true);
  });

  it("incremental results equal a full scan after any sequence of merges", () => {
    const itemArb = fc.record({
      id: fc.integer({ min: 0, max: 15 }),
      type: fc.constantFrom(...TYPES),
      text: fc.constantFrom("alpha", "beta", "Alpha beta", null),
    });
    const filterArb = fc.record({
      types: fc.subarray([...TYPES]),
      query: fc.constantFrom("", "alpha", "beta", "zzz"),
    });
    fc.assert(
      fc.property(fc.array(fc.array(itemArb, { maxLength: 6 }), { maxLength: 10 }), filterArb, (pages, filter) => {
        const store = new EventStore();
        let seq = 0;
        for (const page of pages) {
          store.merge(page.map((p) => ev(seq++, `e${p.id}`, p.type, p.text)));
          const incremental = selectIndices(store, filter);
          const full = store
            .entries()
            .map((e, i) => (matchesEvent(e, filter) ? i : -1))
            .filter((i) => i >= 0);
          expect(incremental).toEqual(full);
        }
      }),
    );
  });
});
