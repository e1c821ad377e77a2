import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EventsPage, SessionEvent } from "@/api/types";
import { makeSession } from "./fake-feed.test-util";
import { estimateSeq, findTailStart } from "./tail-search";

/** A feed as seqs (sparse or not) with times; `visible` false = debug-only, skipped by the reader. */
function feedOf(seqs: readonly { seq: number; at: number; visible: boolean }[]) {
  let probes = 0;
  const probe = async (afterSeq: number): Promise<EventsPage> => {
    probes++;
    const hit = seqs.find((s) => s.seq > afterSeq && s.visible);
    const item: SessionEvent[] = hit
      ? [
          {
            seq: hit.seq,
            id: `e${hit.seq}`,
            type: "assistant",
            text: "",
            data: null,
            created_at: new Date(hit.at).toISOString(),
          },
        ]
      : [];
    return { session: makeSession("exit"), items: item, next_seq: hit ? hit.seq : afterSeq };
  };
  return { probe, count: () => probes };
}

function tailPageHoldsTheLastEvent(seqs: readonly { seq: number; visible: boolean }[], after: number, limit: number) {
  const visible = seqs.filter((s) => s.visible && s.seq > after);
  const last = seqs.filter((s) => s.visible).at(-1);
  return visible.length <= limit && (last === undefined || visible.some((s) => s.seq === last.seq));
}

describe("findTailStart", () => {
  it("finds the tail of an evenly paced finished 100 000-event feed in one round of three probes", async () => {
    const seqs = Array.from({ length: 100_000 }, (_, seq) => ({ seq, at: 1_000_000 + seq * 200, visible: true }));
    const feed = feedOf(seqs);
    const after = await findTailStart(
      feed.probe,
      [
        { seq: 0, at: 1_000_000 },
        { seq: 999, at: 1_000_000 + 999 * 200 },
      ],
      1000,
      1_000_000 + 99_999 * 200,
    );
    expect(tailPageHoldsTheLastEvent(seqs, after, 1000)).toBe(true);
    expect(feed.count()).toBe(3);
  });

  it("without an end time (running), still finds it in a logarithmic number of probes", async () => {
    const seqs = Array.from({ length: 100_000 }, (_, seq) => ({ seq, at: 1_000_000 + seq, visible: true }));
    const feed = feedOf(seqs);
    const after = await findTailStart(feed.probe, [{ seq: 999, at: Number.NaN }], 1000);
    expect(tailPageHoldsTheLastEvent(seqs, after, 1000)).toBe(true);
    expect(feed.count()).toBeLessThanOrEqual(24);
  });

  it("any feed (sparse seqs, hidden events, bursty times, wrong end time): one page from the answer holds the newest event", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 1, max: 40 }),
            dt: fc.integer({ min: 0, max: 5000 }),
            visible: fc.integer({ min: 0, max: 5 }),
          }),
          {
            minLength: 30,
            maxLength: 3000,
          },
        ),
        fc.integer({ min: 2, max: 60 }),
        fc.option(fc.integer({ min: -1_000_000, max: 20_000_000 })),
        async (steps, limit, endOffset) => {
          let seq = -1;
          let at = 0;
          const seqs = steps.map((s) => {
            seq += s.gap;
            at += s.dt;
            return { seq, at, visible: s.visible > 0 };
          });
          const firstVisible = seqs.find((s) => s.visible);
          fc.pre(firstVisible !== undefined);
          const feed = feedOf(seqs);
          const start = firstVisible as { seq: number; at: number };
          const after = await findTailStart(feed.probe, [start], limit, endOffset === null ? null : at + endOffset);
          expect(tailPageHoldsTheLastEvent(seqs, after, limit)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("estimateSeq", () => {
  it("interpolates between samples around the end time and extrapolates past them", () => {
    expect(
      estimateSeq(
        [
          { seq: 0, at: 0 },
          { seq: 100, at: 1000 },
        ],
        500,
      ),
    ).toBe(50);
    expect(
      estimateSeq(
        [
          { seq: 0, at: 0 },
          { seq: 100, at: 1000 },
        ],
        3000,
      ),
    ).toBe(300);
    expect(estimateSeq([{ seq: 0, at: 0 }], 3000)).toBeNull();
    expect(
      estimateSeq(
        [
          { seq: 0, at: 5 },
          { seq: 9, at: 5 },
        ],
        3000,
      ),
    ).toBeNull();
  });
});
