import { describe, expect, it } from "vitest";
import type { Availability } from "./availability";
import { scalingHint } from "./scaling-hint";
import { exact, hintSum } from "./scaling-hint-sum";
import type { WaitAnalytics } from "./wait-analytics";

const MIN = 60_000;

function analytics(perHour: number, meanRunMs: number, coveredMs: number): WaitAnalytics {
  const ids = Array.from({ length: 60 }, (_, i) => `s${i}`);
  return {
    waits: [],
    p50: null,
    p95: null,
    oldest: null,
    waitingIds: [],
    arrivals: { count: 60, perHour, sessionIds: ids, rateFrom: 54, coveredMs },
    runTime: {
      p50: { ms: meanRunMs, sessionIds: ids },
      mean: { ms: meanRunMs, sessionIds: ids },
      finished: 30,
      running: 0,
    },
  };
}

describe("hintSum", () => {
  it("shows the inputs as used, not rounded to minutes, and the sum that gives K and the enrolled count", () => {
    const availability: Availability = { share: 0.6, meanOnline: 2.4, total: 4, coveredMs: 60 * MIN, samples: 360 };
    const hint = scalingHint(analytics(20.25, 187_412, 3_200_000), 4, 10 * MIN, { total: 4, availability });
    if (hint.kind !== "hint") throw new Error("expected a hint");
    const sum = hintSum(hint);
    const value = (label: string) => [...sum.inputs, ...sum.result].find((l) => l.label.startsWith(label))?.value;
    expect(value("Arrival rate")).toBe("20.25 an hour = 54 arrivals × 3,600,000 ms ÷ 3,200,000 ms");
    expect(value("Mean run time")).toBe("187,412 ms (3 min)");
    expect(value("Offered load")).toBe(
      `20.25 ÷ 3,600,000 × 187,412 = ${exact((20.25 / 3_600_000) * 187_412)} workers busy on average`,
    );
    expect(value("Availability")).toBe("2.4 online on average ÷ 4 enrolled = 0.6, over 1 h of samples");
    expect(value("Effective workers now")).toBe("4 enrolled × 0.6 = 2.4");
    // Tries run from ⌊a⌋ + 1 up to K; only the last meets the target.
    const k = hint.needOnline ?? 0;
    expect(sum.tries.at(-1)).toMatchObject({ workers: k, meets: true });
    expect(sum.tries.slice(0, -1).every((t) => !t.meets)).toBe(true);
    expect(value("Workers needed enrolled")).toBe(`⌈${k} ÷ 0.6⌉ = ${Math.ceil(k / 0.6)}`);
    expect(value("Goes by")).toBe("the model");
    for (const line of [...sum.inputs, ...sum.result]) expect(line.value).not.toMatch(/undefined|null|NaN/);
  });

  it("says the availability was taken as 1 when it was not measured", () => {
    const hint = scalingHint(analytics(20, 6 * MIN, 60 * MIN), 3, 10 * MIN);
    if (hint.kind !== "hint") throw new Error("expected a hint");
    expect(hintSum(hint).inputs.find((l) => l.label === "Availability A")?.value).toBe(
      "not measured yet: taken as 1 (workers stay online)",
    );
  });
});
