import { describe, expect, it } from "vitest";
import { hintParts, hintSentence, onlineNow, type ScalingHint, scalingHint } from "./scaling-hint";
import type { WaitAnalytics } from "./wait-analytics";

const MIN = 60_000;
const ids = (n: number, p = "s") => Array.from({ length: n }, (_, i) => `${p}${i}`);
function analytics(
  perHour: number | null,
  count: number,
  meanRunMs: number | null,
  runs = 30,
  coveredMs = 60 * MIN,
): WaitAnalytics {
  return {
    waits: [],
    p50: null,
    p95: null,
    oldest: null,
    waitingIds: [],
    arrivals: { count, perHour, sessionIds: ids(count), rateFrom: Math.ceil(count * 0.9), coveredMs },
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

describe("hintSentence", () => {
  const hint = (...args: Parameters<typeof analytics>): Extract<ScalingHint, { kind: "hint" }> => {
    const h = scalingHint(analytics(...args), 4, 10 * MIN);
    if (h.kind !== "hint") throw new Error("expected a hint");
    return h;
  };

  it("calls the rate the last hour's only when its arrivals reach back that far", () => {
    const hour = hint(90, 90, 2 * MIN, 30, 54 * MIN);
    expect(hintSentence(hour)).toMatch(
      /^At the last hour's arrival rate \(90 an hour\) and run time \(2 min each\), \d+ workers keep the p95 wait under 10 min\. 4 online now: /,
    );
    // A capped list (or a burst that began lately): the newest 45 of 50 span 24 min.
    const recent = hint(120, 50, 2 * MIN, 30, 24 * MIN);
    expect(recent.arrivalsRateFrom).toBe(45);
    expect(hintSentence(recent)).toMatch(/^At the arrival rate of the last 24 min \(120 an hour\) and run time/);
  });

  it("says how many more are needed, or that those online are enough", () => {
    const short = { ...hint(120, 50, 2 * MIN), workers: 7, online: 4 };
    expect(hintSentence(short)).toMatch(/, 7 workers keep the p95 wait under 10 min\. 4 online now: 3 more needed\.$/);
    const enough = { ...short, online: 9 };
    expect(hintSentence(enough)).toMatch(/ 9 online now: enough\.$/);
    const unknown = { ...short, online: null };
    expect(hintSentence(unknown)).toMatch(/, 7 workers keep the p95 wait under 10 min\.$/);
  });

  it("groups its counts", () => {
    const big = { ...hint(12_345, 50, 2 * MIN), workers: 12_345, online: 1_234 };
    expect(hintSentence(big)).toMatch(
      /^At the last hour's arrival rate \(12,345 an hour\) .*, 12,345 workers keep the p95 wait under 10 min\. 1,234 online now: 11,111 more needed\.$/,
    );
  });

  it("reads in the singular and when no count is enough", () => {
    const one = { ...hint(6, 30, MIN), workers: 1, online: 1 };
    expect(hintSentence(one)).toMatch(
      /, 1 worker is enough to keep the p95 wait under 10 min\. 1 online now: enough\.$/,
    );
    const none = { ...one, workers: null };
    expect(hintSentence(none)).toMatch(/, no worker count up to 1,000 can keep the p95 wait under 10 min\.$/);
    for (const h of [one, none]) expect(hintSentence(h)).not.toMatch(/undefined|null|NaN/);
  });
});

describe("hintParts", () => {
  it("names the places its figures come from: the target an alert rule, the workers online now the capacity", () => {
    const hint = scalingHint(analytics(200, 200, 3 * MIN), 4, 10 * MIN);
    if (hint.kind !== "hint") throw new Error("expected a hint");
    const parts = hintParts(hint);
    expect(parts.filter((p) => typeof p !== "string")).toEqual([
      { text: "under 10 min", place: "alertRules" },
      { text: "4 online now", place: "capacity" },
    ]);
    expect(parts.map((p) => (typeof p === "string" ? p : p.text)).join("")).toBe(hintSentence(hint));
    // Without a count of the workers online now, nothing points to the capacity.
    const unknown = scalingHint(analytics(200, 200, 3 * MIN), null, 10 * MIN);
    if (unknown.kind !== "hint") throw new Error("expected a hint");
    expect(hintParts(unknown).filter((p) => typeof p !== "string")).toEqual([
      { text: "under 10 min", place: "alertRules" },
    ]);
  });
});

describe("onlineNow", () => {
  it("compares K with the workers online only when the Machine's counts add up", () => {
    const sessions = { queued: 2, running: 3 };
    expect(onlineNow({ workers: { total: 6, online: 4, busy: 3, idle: 1 }, sessions })).toEqual({
      online: 4,
      note: null,
    });
    // Half an answer still has its workers.
    expect(onlineNow({ workers: { total: 6, online: 4, busy: 3, idle: 1 } })).toEqual({ online: 4, note: null });
    expect(onlineNow({ workers: { total: 6, online: 9, busy: 2, idle: 7 }, sessions })).toEqual({
      online: null,
      note: "Not compared with the workers online now: this Machine's counts do not add up (see its capacity above).",
    });
    expect(
      onlineNow({ workers: { total: 6, online: 4, busy: 3, idle: 1 }, sessions: { queued: -1, running: 0 } }).online,
    ).toBeNull();
    expect(onlineNow({ workers: null, sessions })).toEqual({
      online: null,
      note: "Not compared with the workers online now: the service did not report this Machine's worker counts.",
    });
  });
});
