import { describe, expect, it } from "vitest";
import { makeSession } from "../components/test-utils";
import { waitsForWorker } from "../session-status";
import { costText, durationText, runIsFinal, tokensText } from "./run-facts";
import { queuedSession as queued, runningSession as running } from "./test-utils";

const MIN = 60_000;
const START = Date.parse(running.started_at ?? "");
const NOW = START + 60 * MIN;

describe("waitsForWorker", () => {
  it("is a session queued on a Machine that has not run", () => {
    expect(waitsForWorker(queued)).toBe(true);
    expect(waitsForWorker(makeSession())).toBe(false);
    // Placed back in the queue after it ran: its run time is real.
    expect(waitsForWorker({ ...queued, duration_ms: 3 * MIN })).toBe(false);
  });
});

describe("runIsFinal", () => {
  it("only for a session known to have ended", () => {
    expect(runIsFinal(makeSession())).toBe(true);
    expect(runIsFinal(running)).toBe(false);
    expect(runIsFinal(queued)).toBe(false);
  });
});

describe("durationText and costText", () => {
  it("say a queued session is waiting for a worker, not that it took 0 ms", () => {
    expect(durationText(queued, NOW)).toEqual({ text: "waiting for a worker", muted: true });
    expect(costText(queued)).toEqual({ text: "waiting for a worker", muted: true });
    expect(tokensText(queued)).toEqual({ text: "waiting for a worker", muted: true });
  });

  it("mark a running session's numbers as so far", () => {
    // Counted from the start on the clock: 5 min after it, whatever the last read said.
    expect(durationText(running, START + 5 * MIN)).toEqual({ text: "5m 0s so far", muted: false });
    expect(durationText({ ...running, duration_ms: 0 }, START + 7 * MIN)).toEqual({
      text: "7m 0s so far",
      muted: false,
    });
    expect(costText(running)).toEqual({ text: "$1.25 so far", muted: false });
    expect(tokensText({ ...running, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 1200 } })).toEqual({
      text: "1,200 so far",
      muted: false,
    });
    expect(durationText({ ...running, duration_ms: 0, started_at: null }, NOW)).toEqual({
      text: "not finished",
      muted: true,
    });
  });

  it("give an ended session's numbers as they are", () => {
    expect(durationText(makeSession(), NOW)).toEqual({ text: "9m 55s", muted: false });
    expect(costText(makeSession())).toEqual({ text: "$1.25", muted: false });
    expect(costText(makeSession({ cost_usd: null }))).toEqual({ text: "not reported", muted: true });
    const usage = { input_tokens: 1, output_tokens: 1, total_tokens: 1200 };
    expect(tokensText(makeSession({ usage }))).toEqual({ text: "1,200", muted: false });
    expect(tokensText(makeSession({ usage: { ...usage, total_tokens: null } }))).toEqual({
      text: "not reported",
      muted: true,
    });
  });
});
