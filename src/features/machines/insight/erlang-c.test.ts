import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { erlangC, waitQuantileMs, workersFor } from "./erlang-c";

const MIN = 60_000;

describe("erlangC", () => {
  it("matches published Erlang C values (10 Erlangs: 11 agents 68.21 %, 12 agents 44.94 %)", () => {
    // The textbook call-centre example: 200 calls an hour of 3 minutes each = 10 Erlangs.
    expect(erlangC(11, 10)).toBeCloseTo(0.6821, 4);
    expect(erlangC(12, 10)).toBeCloseTo(0.4494, 4);
    expect(erlangC(3, 2)).toBeCloseTo(4 / 9, 10);
  });

  it("matches the published formula in its factorial form, on the staffing guides' worked example", () => {
    // The form published with Erlang C calculators (e.g. had2know.org, "How to Calculate Waiting Times with the
    // Erlang C Formula"): P(queued) = (E^M/M!) / [E^M/M! + (1 − E/M) Σ_{n<M} E^n/n!], ASA = T·P(queued)/(M − E).
    // Summed here term by term, independently of erlangC's Erlang B recursion, on the worked example of the
    // Erlang-C introductions: 360 calls a half hour of 4 minutes (48 Erlangs) on 55 agents.
    const published = (E: number, M: number) => {
      let term = 1;
      let sum = 0;
      for (let n = 0; n < M; n++) {
        sum += term;
        term = (term * E) / (n + 1);
      }
      return term / (term + (1 - E / M) * sum);
    };
    const c = erlangC(55, 48);
    expect(c).toBeCloseTo(published(48, 55), 10);
    expect(c).toBeCloseTo(0.2387, 4);
    expect((240 * c) / (55 - 48)).toBeCloseTo(8.18, 2);
    for (const [M, E] of [
      [3, 2],
      [6, 5],
      [12, 10],
      [30, 25.5],
    ] as const)
      expect(erlangC(M, E)).toBeCloseTo(published(E, M), 10);
  });

  it("matches the closed forms for one and two workers", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (rho) => {
        expect(erlangC(1, rho)).toBeCloseTo(rho, 10);
        const a = 2 * rho;
        expect(erlangC(2, a)).toBeCloseTo((a * a) / (2 + a), 10);
      }),
    );
  });

  it("is 1 at or past saturation, 0 without load, and falls as workers are added", () => {
    expect(erlangC(4, 4)).toBe(1);
    expect(erlangC(4, 0)).toBe(0);
    expect(Number.isNaN(erlangC(0, 1))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0.1, max: 39, noNaN: true }), (c, a) => {
        if (a >= c) return;
        const here = erlangC(c, a);
        expect(here).toBeGreaterThan(0);
        expect(here).toBeLessThanOrEqual(1);
        expect(erlangC(c + 1, a)).toBeLessThan(here);
      }),
    );
  });
});

describe("waitQuantileMs and workersFor", () => {
  it("gives the p95 wait of the textbook example", () => {
    // 10 Erlangs on 12 workers, 3-minute calls: P(W > t) = 0.4494·e^(−2t/3 min) → t = ln(0.4494/0.05)·1.5 min.
    const t = waitQuantileMs(12, 200, 3 * MIN, 0.95);
    expect(t / MIN).toBeCloseTo(Math.log(0.44939 / 0.05) * 1.5, 3);
    expect(waitQuantileMs(10, 200, 3 * MIN, 0.95)).toBe(Number.POSITIVE_INFINITY);
    expect(waitQuantileMs(20, 200, 3 * MIN, 0.95)).toBe(0);
  });

  it("finds the fewest workers that meet the target, for any load", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (perHour, runMin, targetMin) => {
          const k = workersFor(perHour, runMin * MIN, targetMin * MIN, 0.95);
          expect(k).not.toBeNull();
          const c = k ?? 0;
          expect(waitQuantileMs(c, perHour, runMin * MIN, 0.95)).toBeLessThanOrEqual(targetMin * MIN);
          if (c > 1) expect(waitQuantileMs(c - 1, perHour, runMin * MIN, 0.95)).toBeGreaterThan(targetMin * MIN);
          // Twice the arrivals never needs fewer workers.
          expect(workersFor(2 * perHour, runMin * MIN, targetMin * MIN, 0.95) ?? 0).toBeGreaterThanOrEqual(c);
        },
      ),
    );
  });
});
