import { describe, expect, it } from "vitest";
import { formatBytes, formatCost, formatCountdown, formatDuration } from "./format";

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
