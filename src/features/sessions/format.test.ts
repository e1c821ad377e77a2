import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCost,
  formatCount,
  formatCountdown,
  formatDuration,
  formatRunTime,
  readContext,
} from "./format";

describe("format", () => {
  it("durations", () => {
    expect(formatDuration(450)).toBe("450 ms");
    expect(formatDuration(1500)).toBe("1.5s");
    expect(formatDuration(59_000)).toBe("59s");
    expect(formatDuration(595_000)).toBe("9m 55s");
    expect(formatDuration(3_726_000)).toBe("1h 2m 6s");
    expect(formatDuration(null)).toBe("—");
    // A drifted field, not a run time: no "2777777777777778h 46m 40s".
    expect(formatDuration(1e22)).toBe("—");
    expect(formatDuration(-1)).toBe("—");
  });
  it("counts are whole and not negative", () => {
    expect(formatCount(13_560)).toBe("13,560");
    expect(formatCount(0)).toBe("0");
    for (const drifted of [-1, 1.5, Number.NaN, 2 ** 60, null, undefined]) expect(formatCount(drifted)).toBe("—");
  });
  it("bytes, cost and countdown", () => {
    expect(formatBytes(16 * 1024 + 512)).toBe("16.5 KiB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2.00 MiB");
    expect(formatCost(null)).toBe("not reported");
    expect(formatCost(12.5)).toBe("$12.50");
    expect(formatCost(-3.5)).toBe("unreadable");
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(61_001)).toBe("01:02");
    expect(formatCountdown(-5)).toBe("00:00");
  });
});

describe("readContext", () => {
  it("reads a whole context object", () => {
    expect(readContext({ tokens: 12_000, window: 200_000, percent: 6 })).toEqual({
      tokens: 12_000,
      window: 200_000,
      percent: 6,
      text: "12,000 of 200,000 tokens (6%)",
    });
  });

  it("shows the readable half of a drifted one, never a bare % or undefined", () => {
    expect(readContext({ tokens: 50_000, window: 200_000 })?.text).toBe("50,000 of 200,000 tokens (25%)");
    expect(readContext({ tokens: 50_000, window: null, percent: null })).toMatchObject({
      percent: null,
      text: "50,000 tokens",
    });
    expect(readContext({ percent: 40 })?.text).toBe("40%");
    // Only what adds up: no window of 0 tokens, no "13,560 of 0 tokens (250%)", no negative count.
    expect(readContext({ tokens: "a lot", window: 0 })).toBeNull();
    expect(readContext({ tokens: 13_560, window: 0, percent: 250 })).toMatchObject({
      text: "13,560 tokens",
      percent: null,
    });
    expect(readContext({ tokens: 300_000, window: 200_000, percent: 40 })).toMatchObject({ text: "40%", percent: 40 });
    expect(readContext({ tokens: -1, window: 200_000 })).toMatchObject({
      text: "window of 200,000 tokens",
      percent: null,
    });
    for (const drifted of [undefined, null, "76%", {}, { tokens: null, window: null, percent: null }]) {
      expect(readContext(drifted)).toBeNull();
    }
  });
});

describe("formatRunTime", () => {
  it("counts a live run in whole seconds passed; an ended one as reported", () => {
    expect(formatRunTime({ kind: "live", ms: 15 * 60_000 + 15_900 })).toEqual({ text: "15m 15s", muted: false });
    expect(formatRunTime({ kind: "final", ms: 15 * 60_000 + 15_900 })).toEqual({ text: "15m 16s", muted: false });
    expect(formatRunTime({ kind: "waiting" })).toEqual({ text: "not started: waiting for a worker", muted: true });
    expect(formatRunTime({ kind: "unknown" })).toEqual({ text: "not reported", muted: true });
  });
});
