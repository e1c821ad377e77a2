import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { EntryFold } from "./entry-fold";
import { TimelineEntries, type TimelineEntry } from "./timeline-entries";

/** A third reader in a few lines: events by type (a version that grows may change its type). */
class TypeCounts extends EntryFold<string> {
  readonly counts = new Map<string, number>();
  protected contributionOf({ event }: TimelineEntry): string | null {
    return event.type === "raw" ? null : event.type;
  }
  protected add(_id: string, type: string): void {
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
  }
  protected retract(_id: string, type: string): void {
    const left = (this.counts.get(type) ?? 0) - 1;
    if (left === 0) this.counts.delete(type);
    else this.counts.set(type, left);
  }
  protected reset(): void {
    this.counts.clear();
  }
}

const TYPES = ["assistant", "reasoning", "tool_use", "raw"] as const;

/** Versions of a few ids: the same id comes back with a higher seq and maybe another type. */
const versions = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.constantFrom(...TYPES)), { minLength: 1, maxLength: 30 })
  .map((items) =>
    items.map(
      ([id, type], seq): SessionEvent => ({
        seq,
        id: `e${id}`,
        type,
        text: null,
        data: null,
        created_at: "2026-11-20T08:00:00Z",
      }),
    ),
  );

function onePass(events: readonly SessionEvent[]): Map<string, number> {
  const entries = new TimelineEntries();
  entries.merge(events);
  const fold = new TypeCounts();
  fold.sync(entries.view(), () => null);
  return fold.counts;
}

describe("EntryFold", () => {
  it("property: pages in any order, split any way, fold to the one pass (grown versions taken back)", () => {
    fc.assert(
      fc.property(versions, fc.integer({ min: 1, max: 6 }), fc.integer(), (events, size, seed) => {
        const order = [...events].sort((a, b) => ((a.seq * 7919 + seed) % 31) - ((b.seq * 7919 + seed) % 31));
        const entries = new TimelineEntries();
        const fold = new TypeCounts();
        for (let i = 0; i < order.length; i += size) {
          entries.merge(order.slice(i, i + size));
          fold.sync(entries.view(), (from) => entries.changesSince(from));
        }
        expect(fold.counts).toEqual(onePass(events));
        expect(fold.contributing).toBe([...onePass(events).values()].reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("rebuilds from a view of another store, even one further on (a new feed after a reset)", () => {
    const event = (seq: number, id: string, type: string): SessionEvent => ({
      seq,
      id,
      type,
      text: null,
      data: null,
      created_at: "2026-11-20T08:00:00Z",
    });
    const first = new TimelineEntries();
    first.merge([event(0, "a", "assistant")]);
    const fold = new TypeCounts();
    fold.sync(first.view(), (from) => first.changesSince(from));
    const second = new TimelineEntries();
    second.merge([event(0, "a", "reasoning")]);
    second.merge([event(1, "b", "tool_use")]);
    expect(second.view().version).toBeGreaterThan(first.view().version);
    fold.sync(second.view(), (from) => second.changesSince(from));
    expect(fold.counts).toEqual(
      new Map([
        ["reasoning", 1],
        ["tool_use", 1],
      ]),
    );
  });
});
