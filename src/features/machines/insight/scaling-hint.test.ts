import { describe, expect, it } from "vitest";
import { scalingHint } from "./scaling-hint";
import type { WaitAnalytics } from "./wait-analytics";

const MIN = 60_000;
const ids = (n: number, p = "s") => Array.from({ length: n }, (_, i) => `${p}${i}`);
function analytics(perHour: number | null, count: number, meanRunMs: number | null, runs = 30): WaitAnalytics {
  return {
    waits: [],
    p50: null,
    p95: null,
    oldest: null,
    waitingIds: [],
    arrivals: { count, perHour, sessionIds: ids(count), coveredMs: 60 * MIN },
    runTime:
      meanRunMs === null
        ? null
        : {
            p50: { ms: meanRunMs, sessionIds: ids(runs, "r") },
            mean: { ms: meanRunMs, sessionIds: ids(runs, "r") },
            finished: runs,
            running: 0,
          },
  };
}

describe("scalingHint", () => {
  it("says what is missing instead of a number", () => {
    expect(scalingHint(analytics(null, 0, null), 4, 5 * MIN)).toEqual({
      kind: "missing",
      missing: [
        "an arrival rate (the sessions seen cover less than 5 minutes)",
        "a run time (no session seen here has finished)",
      ],
    });
  });

  it("asks for the textbook number: 200 an hour of 3 min each, p95 under 5 min", () => {
    const hint = scalingHint(analytics(200, 200, 3 * MIN), 10, 5 * MIN);
    expect(hint.kind).toBe("hint");
    if (hint.kind !== "hint") return;
    expect(hint.load).toBeCloseTo(10, 6);
    // 12 workers: p95 = ln(0.4494/0.05)·1.5 min ≈ 3.3 min; 11: ≈ 9.3 min.
    expect(hint.workers).toBe(12);
    expect(hint.p95NowMs).toBe(Number.POSITIVE_INFINITY);
    expect(hint.thin).toBeNull();
  });

  it("moves the right way when arrivals double, and notes thin data", () => {
    const once = scalingHint(analytics(30, 15, 6 * MIN, 4), 3, 5 * MIN);
    const twice = scalingHint(analytics(60, 30, 6 * MIN, 4), 3, 5 * MIN);
    if (once.kind !== "hint" || twice.kind !== "hint") throw new Error("expected hints");
    expect(twice.workers ?? 0).toBeGreaterThan(once.workers ?? 0);
    expect(once.thin).toBe("Thin data: only 15 arrivals and 4 finished runs seen, so treat K as a rough guide.");
  });
});
