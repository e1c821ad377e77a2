import { describe, expect, it } from "vitest";
import { describeGaps, describeKeeping } from "./history-words";

const clock = (at: number) => `t${at / 60_000}`;
const run = (from: number, to: number) => ({ from, to, points: [] });

describe("describeGaps", () => {
  it("says nothing without runs, and where the history starts inside the range", () => {
    expect(describeGaps({ from: 0, runs: [], gaps: [] }, clock)).toBe("");
    expect(describeGaps({ from: 0, runs: [run(0, 600_000)], gaps: [] }, clock)).toBe("");
    expect(describeGaps({ from: 0, runs: [run(120_000, 600_000)], gaps: [] }, clock)).toBe(
      "The first sample in this range is from t2.",
    );
  });

  it("names one gap and its length", () => {
    const view = {
      from: 0,
      runs: [run(0, 60_000), run(1_860_000, 1_900_000)],
      gaps: [{ from: 60_000, to: 1_860_000 }],
    };
    expect(describeGaps(view, clock)).toBe(
      "No samples from t1 to t31 (30 min): the page was closed, hidden or offline.",
    );
  });

  it("counts several gaps and names the longest", () => {
    const gaps = [
      { from: 60_000, to: 120_000 },
      { from: 180_000, to: 7_380_000 },
    ];
    const view = { from: 0, runs: [run(0, 60_000), run(120_000, 180_000), run(7_380_000, 7_400_000)], gaps };
    expect(describeGaps(view, clock)).toBe(
      "2 gaps with no samples (the page was closed, hidden or offline), the longest 2 h from t3 to t123.",
    );
  });
});

describe("describeGaps, many gaps", () => {
  it("groups the count of gaps", () => {
    const runs = Array.from({ length: 1_235 }, (_, i) => run(i * 120_000, i * 120_000 + 60_000));
    const gaps = runs.slice(1).map((r) => ({ from: r.from - 60_000, to: r.from }));
    expect(describeGaps({ from: 0, runs, gaps }, clock)).toMatch(/^1,234 gaps with no samples/);
  });
});

describe("describeKeeping", () => {
  it("says how long the samples stay", () => {
    expect(describeKeeping("browser")).toMatch(/24 h/);
    expect(describeKeeping("tab")).toMatch(/only the time this tab has been open/);
  });
});
