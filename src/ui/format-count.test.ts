import { describe, expect, it } from "vitest";
import { countOf, formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups a count in threes", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(12_345)).toBe("12,345");
    expect(formatCount(1_234_567)).toBe("1,234,567");
    expect(formatCount(-0)).toBe("0");
  });
  it("prints a dash for what is not a count", () => {
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, null, undefined]) {
      expect(formatCount(value)).toBe("—");
    }
  });
});

describe("countOf", () => {
  it("says the noun once for one and the plural otherwise, the count grouped", () => {
    expect(countOf(1, "worker")).toBe("1 worker");
    expect(countOf(0, "worker")).toBe("0 workers");
    expect(countOf(12_345, "session")).toBe("12,345 sessions");
    expect(countOf(2, "Machine", "Machines")).toBe("2 Machines");
    expect(countOf(3, "is", "are")).toBe("3 are");
  });
});
