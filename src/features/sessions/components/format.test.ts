import { describe, expect, it } from "vitest";
import { formatBytes, formatCost, formatCountdown, formatDuration, readContext } from "./format";

describe("format", () => {
  it("durations", () => {
    expect(formatDuration(450)).toBe("450 ms");
    expect(formatDuration(1500)).toBe("1.5s");
    expect(formatDuration(59_000)).toBe("59s");
    expect(formatDuration(595_000)).toBe("9m 55s");
    expect(formatDuration(3_726_000)).toBe("1h 2m 6s");
    expect(formatDuration(null)).toBe("—");
  });
  it("bytes, cost and countdown", () => {
    expect(formatBytes(16 * 1024 + 512)).toBe("16.5 KiB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2.00 MiB");
    expect(formatCost(null)).toBe("not reported");
    expect(formatCost(12.5)).toBe("$12.50");
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
    expect(readContext({ tokens: "a lot", window: 0 })).toMatchObject({ percent: null, text: "window of 0 tokens" });
    for (const drifted of [undefined, null, "76%", {}, { tokens: null, window: null, percent: null }]) {
      expect(readContext(drifted)).toBeNull();
    }
  });
});
