import { describe, expect, it } from "vitest";
import type { Step } from "../../timeline-model/steps";
import { axisOf, barOf, stepWords, turnIndexOf } from "./step-format";

const step = (over: Partial<Step>): Step => ({
  kind: "step",
  seq: 1,
  useId: "t",
  ref: "t-use",
  resultRef: "t-result",
  tool: "bash",
  label: "npm test",
  start: 1000,
  end: 4000,
  durationMs: 3000,
  state: "ok",
  exitCode: null,
  ...over,
});
const turn = { index: 0, fromSeq: 1, toSeq: 9, steps: 2, start: 1000, end: 11_000 };

describe("step words and bars", () => {
  it("names a step with its tool, what it ran, how long and how it ended", () => {
    const live = { running: true, now: 65_000 };
    expect(stepWords(step({}), live)).toBe("bash: npm test, 3.0s");
    expect(stepWords(step({ state: "error", exitCode: 2 }), live)).toBe("bash: npm test, 3.0s, error (exit 2)");
    expect(stepWords(step({ state: "open", end: null, durationMs: null }), live)).toBe(
      "bash: npm test, running for 1m 4s",
    );
    expect(stepWords(step({ state: "open", end: null }), { running: false, now: 0 })).toBe(
      "bash: npm test, no result recorded",
    );
    expect(stepWords(step({ tool: null, label: null, durationMs: null }), live)).toBe("unnamed tool, not reported");
  });

  it("places the bar and the thinking gap before it on the turn's axis", () => {
    const axis = axisOf(turn, null);
    expect(axis).toEqual({ start: 1000, end: 11_000 });
    expect(barOf(step({ start: 3000, end: 6000 }), 2000, axis, 0)).toEqual({
      left: 20,
      width: 30,
      thinkLeft: 10,
      thinkWidth: 10,
    });
    // An open call runs to now, never past the axis.
    expect(barOf(step({ start: 9000, end: null, state: "open" }), null, axis, 50_000)?.width).toBe(20);
    expect(barOf(step({ start: null }), null, axis, 0)).toBeNull();
    expect(axisOf({ ...turn, start: null }, null)).toBeNull();
  });

  it("finds the turn of a seq", () => {
    const turns = [turn, { ...turn, index: 1, fromSeq: 20, toSeq: 30 }];
    expect([0, 1, 9, 15, 20, 99].map((seq) => turnIndexOf(turns, seq))).toEqual([-1, 0, 0, 0, 1, 1]);
  });
});
