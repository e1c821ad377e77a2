import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CapacitySample, HISTORY_SAMPLE_MS } from "../history";
import { HISTORY_GAP_MS, historyView, splitRuns } from "./history-view";

const T0 = 1_800_000_000_000;
const s = (at: number, online = 3, busy = 1, queued = 0): CapacitySample => ({ at, online, busy, queued });
const every10s = (from: number, count: number, fill?: (i: number) => Partial<CapacitySample>) =>
  Array.from({ length: count }, (_, i) => ({ ...s(from + i * 10_000), ...fill?.(i) }));

describe("historyView", () => {
  it("splits where the page was closed and shades the time between, without a line across it", () => {
    const samples = [...every10s(T0, 6), ...every10s(T0 + 600_000, 6)];
    const view = historyView(samples, { from: T0, to: T0 + 660_000, bucketMs: 10_000 });
    expect(view.runs).toHaveLength(2);
    expect(view.gaps).toEqual([{ from: T0 + 50_000 + HISTORY_SAMPLE_MS, to: T0 + 600_000 }]);
    expect(view.runs[0]?.to).toBe(T0 + 60_000);
    expect(view.runs[1]?.from).toBe(T0 + 600_000);
  });

  it("shades the time since the last sample when none came for a while (the tab was hidden)", () => {
    const view = historyView(every10s(T0, 3), { from: T0 - 60_000, to: T0 + 300_000, bucketMs: 10_000 });
    expect(view.gaps).toEqual([{ from: T0 + 30_000, to: T0 + 300_000 }]);
  });

  it("holds the last value from before the window at its left edge", () => {
    const view = historyView(every10s(T0, 12), { from: T0 + 55_000, to: T0 + 120_000, bucketMs: 10_000 });
    expect(view.runs[0]?.from).toBe(T0 + 55_000);
    expect(view.runs[0]?.points[0]?.at).toBe(T0 + 55_000);
    expect(view.samples[0]?.at).toBe(T0 + 60_000);
  });

  it("shows each bucket's worst reading", () => {
    const samples = [s(T0, 5, 1, 0), s(T0 + 10_000, 3, 4, 2), s(T0 + 20_000, 4, 2, 9), s(T0 + 30_000, 5, 0, 0)];
    const view = historyView(samples, { from: T0, to: T0 + 60_000, bucketMs: 30_000 });
    const points = view.runs[0]?.points ?? [];
    expect(points[0]).toEqual({ at: T0, online: 3, busy: 4, queued: 9 });
    expect(points[1]).toEqual({ at: T0 + 30_000, online: 5, busy: 0, queued: 0 });
  });

  it("has nothing to draw without samples in the window", () => {
    const view = historyView(every10s(T0, 3), { from: T0 + 3_600_000, to: T0 + 7_200_000, bucketMs: 10_000 });
    expect(view).toMatchObject({ runs: [], gaps: [], samples: [] });
  });
});

describe("historyView (properties)", () => {
  const samplesArb = fc
    .array(fc.record({ d: fc.integer({ min: 1, max: 200_000 }), queued: fc.nat(20), online: fc.nat(9) }), {
      maxLength: 120,
    })
    .map((steps) => {
      let at = T0;
      return steps.map(({ d, queued, online }) => {
        at += d;
        return s(at, online, 1, queued);
      });
    });
  const windowArb = fc.record({
    start: fc.integer({ min: -100_000, max: 5_000_000 }),
    length: fc.integer({ min: 60_000, max: 8_000_000 }),
    bucketMs: fc.constantFrom(10_000, 20_000, 120_000, 300_000),
  });

  it("never draws across a gap, never hides a sample in one, and keeps the worst queue", () => {
    fc.assert(
      fc.property(samplesArb, windowArb, (samples, { start, length, bucketMs }) => {
        const from = T0 + start;
        const to = from + length;
        const view = historyView(samples, { from, to, bucketMs });
        // Runs in order, inside the window, apart.
        for (const [i, run] of view.runs.entries()) {
          expect(run.from).toBeGreaterThanOrEqual(from);
          expect(run.to).toBeLessThanOrEqual(to);
          expect(run.from).toBeLessThanOrEqual(run.to);
          if (i > 0) expect(run.from).toBeGreaterThan(view.runs[i - 1]?.to ?? 0);
          for (const p of run.points) expect(p.at >= run.from && p.at <= run.to).toBe(true);
        }
        // Consecutive samples in the window further apart than the gap are never joined by a run.
        const inside = samples.filter((x) => x.at >= from && x.at <= to);
        for (let i = 1; i < inside.length; i += 1) {
          const a = inside[i - 1] as CapacitySample;
          const b = inside[i] as CapacitySample;
          const joined = view.runs.some((r) => r.from <= a.at && r.to >= b.at);
          expect(joined).toBe(b.at - a.at <= HISTORY_GAP_MS);
        }
        for (const gap of view.gaps) for (const x of inside) expect(x.at > gap.from && x.at < gap.to).toBe(false);
        // The worst queue of the window is drawn (bucketing keeps maxima).
        const drawn = Math.max(-1, ...view.runs.flatMap((r) => r.points.map((p) => p.queued)));
        if (inside.length > 0) expect(drawn).toBeGreaterThanOrEqual(Math.max(...inside.map((x) => x.queued)));
        // At most one point per bucket and run.
        const points = view.runs.reduce((n, r) => n + r.points.length, 0);
        expect(points).toBeLessThanOrEqual(Math.ceil(length / bucketMs) + 1 + 2 * view.runs.length);
      }),
    );
  });

  it("splitRuns keeps every sample, in order, and cuts exactly where the gap is exceeded", () => {
    fc.assert(
      fc.property(samplesArb, (samples) => {
        const runs = splitRuns(samples, HISTORY_GAP_MS);
        expect(runs.flat()).toEqual(samples);
        for (let i = 1; i < runs.length; i += 1) {
          const prev = runs[i - 1]?.at(-1) as CapacitySample;
          expect((runs[i]?.[0] as CapacitySample).at - prev.at).toBeGreaterThan(HISTORY_GAP_MS);
        }
      }),
    );
  });
});
