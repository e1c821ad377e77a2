import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Availability } from "./availability";
import { hintParts, hintSentence, MEASURED_SOLID, onlineNow, type ScalingHint, scalingHint } from "./scaling-hint";
import type { WaitAnalytics } from "./wait-analytics";

const MIN = 60_000;
const ids = (n: number, p = "s") => Array.from({ length: n }, (_, i) => `${p}${i}`);
function analytics(
  perHour: number | null,
  count: number,
  meanRunMs: number | null,
  runs = 30,
  coveredMs = 60 * MIN,
  measured: { p95Ms: number; waits: number } | null = null,
): WaitAnalytics {
  const waits = Array.from({ length: measured?.waits ?? 0 }, (_, i) => ({
    sessionId: `w${i}`,
    title: null,
    waitMs: measured?.p95Ms ?? 0,
    waiting: false,
    position: null,
    enqueuedAt: 0,
  }));
  return {
    waits,
    p50: null,
    p95: measured ? { ms: measured.p95Ms, sessionIds: waits.map((w) => w.sessionId) } : null,
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
    const at = (workers: number | null, now: number | null) => ({
      workers,
      now: now === null ? null : { count: now, of: "online" as const },
      direction: now === null ? null : workers === null || workers > now ? ("more" as const) : ("keep" as const),
    });
    const short = { ...hint(120, 50, 2 * MIN), ...at(7, 4) };
    expect(hintSentence(short)).toMatch(/, 7 workers keep the p95 wait under 10 min\. 4 online now: 3 more needed\.$/);
    const enough = { ...short, ...at(7, 9) };
    expect(hintSentence(enough)).toMatch(/ 9 online now: enough\.$/);
    const unknown = { ...short, ...at(7, null) };
    expect(hintSentence(unknown)).toMatch(/, 7 workers keep the p95 wait under 10 min\.$/);
  });

  it("groups its counts", () => {
    const big = {
      ...hint(12_345, 50, 2 * MIN),
      workers: 12_345,
      now: { count: 1_234, of: "online" as const },
      direction: "more" as const,
    };
    expect(hintSentence(big)).toMatch(
      /^At the last hour's arrival rate \(12,345 an hour\) .*, 12,345 workers keep the p95 wait under 10 min\. 1,234 online now: 11,111 more needed\.$/,
    );
  });

  it("reads in the singular and when no count is enough", () => {
    const one = {
      ...hint(6, 30, MIN),
      workers: 1,
      now: { count: 1, of: "online" as const },
      direction: "keep" as const,
    };
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
      total: 6,
      note: null,
    });
    // Half an answer still has its workers.
    expect(onlineNow({ workers: { total: 6, online: 4, busy: 3, idle: 1 } })).toEqual({
      online: 4,
      total: 6,
      note: null,
    });
    expect(onlineNow({ workers: { total: 6, online: 9, busy: 2, idle: 7 }, sessions })).toEqual({
      online: null,
      total: null,
      note: "Not compared with the workers online now: this Machine's counts do not add up (see its capacity above).",
    });
    expect(
      onlineNow({ workers: { total: 6, online: 4, busy: 3, idle: 1 }, sessions: { queued: -1, running: 0 } }).online,
    ).toBeNull();
    expect(onlineNow({ workers: null, sessions })).toEqual({
      online: null,
      total: null,
      note: "Not compared with the workers online now: the service did not report this Machine's worker counts.",
    });
  });
});

const available = (share: number, total = 4): Availability => ({
  share,
  meanOnline: share * total,
  total,
  coveredMs: 60 * MIN,
  samples: 360,
});

describe("the model checked against what is observed", () => {
  it("models availability: workers online 60 % of the time need ⌈K ÷ 0.6⌉ enrolled", () => {
    // 20 an hour of 6 min = 2 Erlangs; K = 4 online keeps p95 under 10 min (3 gives ≈ 10.9 min).
    const always = scalingHint(analytics(20, 20, 6 * MIN), 4, 10 * MIN);
    const part = scalingHint(analytics(20, 20, 6 * MIN), 4, 10 * MIN, { total: 4, availability: available(0.6) });
    if (always.kind !== "hint" || part.kind !== "hint") throw new Error("expected hints");
    expect(always.workers).toBe(always.needOnline);
    expect(part.needOnline).toBe(always.needOnline);
    expect(part.workers).toBe(Math.ceil((always.needOnline ?? 0) / 0.6));
    expect(part.effectiveNow).toBeCloseTo(2.4, 10);
    expect(part.now).toEqual({ count: 4, of: "enrolled" });
    expect(hintSentence(part)).toMatch(/and availability \(60 % of the time online\), \d+ workers keep the p95 wait/);
    expect(hintSentence(part)).toMatch(/4 enrolled now: \d+ more needed\./);
  });

  it("the issue's case: 4 workers, a measured p95 of 13 min against 10: never fewer, says it goes by the measurement", () => {
    // A light rate the model thinks one worker could carry.
    const a = analytics(6, 30, 3 * MIN, 30, 60 * MIN, { p95Ms: 13 * MIN, waits: 40 });
    const hint = scalingHint(a, 4, 10 * MIN, { total: 4, availability: null });
    if (hint.kind !== "hint") throw new Error("expected a hint");
    expect(hint.workers).toBe(1);
    expect(hint.modelDirection).toBe("fewer");
    expect(hint.direction).toBe("more");
    expect(hint.basis).toBe("measurement");
    const sentence = hintSentence(hint);
    expect(sentence).toMatch(/^At the last hour's arrival rate .* each\), by the model, 1 worker is enough to keep/);
    expect(sentence).toContain("4 online now: not enough by the waits measured.");
    expect(sentence).toContain(
      "The measured p95 wait is 13 min, over the target, though the model finds 1 enough: going by the measurement, add workers rather than remove any.",
    );
    expect(sentence).not.toMatch(/: enough\./);
  });

  it("never advises fewer workers, nor calls them enough, while the measured p95 misses the target", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.double({ min: 0.05, max: 1, noNaN: true })),
        fc.integer({ min: 1, max: 200 }),
        (perHour, runMin, targetMin, total, share, waits) => {
          const a = analytics(perHour, 60, runMin * MIN, 30, 60 * MIN, { p95Ms: (targetMin + 1) * MIN, waits });
          const availability = share === null ? null : available(share, total);
          const hint = scalingHint(a, total, targetMin * MIN, { total, availability });
          if (hint.kind !== "hint") throw new Error("expected a hint");
          expect(hint.direction).toBe("more");
          expect(hintSentence(hint)).not.toMatch(/: enough\.|fewer/);
        },
      ),
    );
  });

  it("a solid measurement within the target overrules a model asking for more; a thin one does not", () => {
    const solid = analytics(200, 200, 3 * MIN, 30, 60 * MIN, { p95Ms: 4 * MIN, waits: MEASURED_SOLID });
    const hint = scalingHint(solid, 11, 5 * MIN);
    if (hint.kind !== "hint") throw new Error("expected a hint");
    expect(hint.modelDirection).toBe("more");
    expect(hint).toMatchObject({ direction: "keep", basis: "measurement" });
    expect(hintSentence(hint)).toContain("11 online now: enough. The measured p95 wait is 4 min, within the target");
    // Workers that cannot keep up (10 Erlangs on 10): past waits do not show a queue that only grows.
    const growing = scalingHint(solid, 10, 5 * MIN);
    expect(growing).toMatchObject({ direction: "more", basis: "model", disagreement: null });
    const thin = analytics(200, 200, 3 * MIN, 30, 60 * MIN, { p95Ms: 4 * MIN, waits: MEASURED_SOLID - 1 });
    const byModel = scalingHint(thin, 11, 5 * MIN);
    expect(byModel).toMatchObject({ direction: "more", basis: "model", disagreement: null });
  });

  it("agreeing, it says nothing extra; no workers online in the span read, no count is enough", () => {
    const agree = analytics(200, 200, 3 * MIN, 30, 60 * MIN, { p95Ms: 30 * MIN, waits: 50 });
    const hint = scalingHint(agree, 10, 10 * MIN);
    expect(hint).toMatchObject({ direction: "more", basis: "model", disagreement: null });
    const none = scalingHint(analytics(20, 20, 6 * MIN), 0, 10 * MIN, { total: 4, availability: available(0) });
    if (none.kind !== "hint") throw new Error("expected a hint");
    expect(none.workers).toBeNull();
    expect(hintSentence(none)).toContain("with no worker online in the span read.");
  });
});
