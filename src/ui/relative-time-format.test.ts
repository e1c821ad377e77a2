import { describe, expect, it } from "vitest";
import { formatRelative, formatUtc } from "./relative-time-format";

const NOW = Date.parse("2026-10-05T12:00:00Z");

describe("formatRelative", () => {
  it("speaks in the largest sensible unit", () => {
    expect(formatRelative("2026-10-05T11:59:50Z", NOW)).toBe("just now");
    expect(formatRelative("2026-10-05T11:57:00Z", NOW)).toBe("3 minutes ago");
    expect(formatRelative("2026-10-05T09:00:00Z", NOW)).toBe("3 hours ago");
    expect(formatRelative("2026-10-04T12:00:00Z", NOW)).toBe("yesterday");
    expect(formatRelative("2026-10-05T14:00:00Z", NOW)).toBe("in 2 hours");
  });
  it("survives garbage", () => {
    expect(formatRelative("nope", NOW)).toBe("unknown time");
  });
});

describe("formatUtc", () => {
  it("is absolute and says UTC", () => {
    expect(formatUtc("2026-10-05T14:03:22.123Z")).toBe("2026-10-05 14:03:22 UTC");
  });
});
