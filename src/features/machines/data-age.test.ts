import { describe, expect, it } from "vitest";
import { formatAge } from "./data-age";

describe("formatAge", () => {
  it("counts seconds below a minute, minutes below an hour, then hours", () => {
    expect(formatAge(0)).toBe("0 s old");
    expect(formatAge(9_999)).toBe("9 s old");
    expect(formatAge(59_999)).toBe("59 s old");
    expect(formatAge(60_000)).toBe("1 min old");
    expect(formatAge(3_599_999)).toBe("59 min old");
    expect(formatAge(3_600_000)).toBe("1 h old");
  });

  it("never shows a negative age when clocks disagree", () => {
    expect(formatAge(-5_000)).toBe("0 s old");
  });
});
