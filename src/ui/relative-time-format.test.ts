import { describe, expect, it } from "vitest";
import { formatRelative, formatUtc, timestampMs } from "./relative-time-format";

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
  it("says a time the service left out is not reported, and shows an unreadable one as sent", () => {
    expect(formatUtc(undefined as unknown as string)).toBe("not reported");
    expect(formatUtc("")).toBe("not reported");
    expect(formatUtc("yesterday-ish")).toBe("yesterday-ish");
  });

  it("is absolute and says UTC", () => {
    expect(formatUtc("2026-10-05T14:03:22.123Z")).toBe("2026-10-05 14:03:22 UTC");
  });
});

describe("timestampMs (contract: ISO 8601 text; integers from a drifted service are read too)", () => {
  it("reads ISO text, epoch seconds and epoch milliseconds as the same instant", () => {
    const at = Date.parse("2026-10-05T12:00:00Z");
    expect(timestampMs("2026-10-05T12:00:00Z")).toBe(at);
    expect(timestampMs(at / 1000)).toBe(at);
    expect(timestampMs(at)).toBe(at);
    expect(formatUtc(at / 1000)).toBe("2026-10-05 12:00:00 UTC");
    expect(formatRelative(at / 1000 - 180, NOW)).toBe("3 minutes ago");
  });
  it("refuses what is not a time instead of showing 1970", () => {
    for (const value of [null, undefined, "", "  ", "nope", 0, -5, Number.NaN, Number.POSITIVE_INFINITY, {}, []]) {
      expect(timestampMs(value)).toBeNull();
    }
    expect(formatUtc("nope")).toBe("nope");
  });
});
