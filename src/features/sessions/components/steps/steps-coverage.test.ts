import { describe, expect, it } from "vitest";
import { stepsCoverage } from "./steps-coverage";

const done = {
  phase: "done",
  gapAfter: 0,
  gapUpTo: 0,
  chunksDone: 3,
  chunksTotal: 3,
  error: null,
  retryAt: null,
} as const;

describe("stepsCoverage", () => {
  it("says nothing once every event is read", () => {
    expect(stepsCoverage({ phase: "live", history: null }, 12)).toBeNull();
    expect(stepsCoverage({ phase: "stopped", history: null }, 12)).toBeNull();
  });

  it("marks the figures 'so far' while the events or earlier history are read", () => {
    expect(stepsCoverage({ phase: "catching_up", history: null }, 0)).toBe(
      "Reading the events: these figures are so far.",
    );
    expect(stepsCoverage({ phase: "backoff", history: null }, 0)).toBe("Reading the events: these figures are so far.");
    expect(stepsCoverage({ phase: "live", history: { ...done, phase: "loading" } }, 500)).toBe(
      "Earlier events are still being read: these figures are so far.",
    );
  });

  it("says the figures are not known, or cover only what was read, when the events cannot be read", () => {
    expect(stepsCoverage({ phase: "error", history: null }, 0)).toBe(
      "The events could not be read, so these figures are not known.",
    );
    expect(stepsCoverage({ phase: "error", history: null }, 40)).toBe(
      "The events could not be read past the first 40: these figures cover those.",
    );
  });
});
