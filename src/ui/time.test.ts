import { describe, expect, it } from "vitest";
import { DAY, durationText, exactDuration, HOUR, MINUTE, msOf, ordinal, wholeUnitsOf } from "./time";

describe("msOf", () => {
  it("reads ISO timestamps and nothing else", () => {
    expect(msOf("2026-10-01T12:00:00Z")).toBe(Date.UTC(2026, 9, 1, 12));
    expect(msOf("2026-10-01T12:00:00.250+02:00")).toBe(Date.UTC(2026, 9, 1, 10, 0, 0, 250));
    for (const no of ["", "soon", null, undefined, 1_700_000_000_000, {}]) expect(msOf(no)).toBeNull();
  });
});

describe("durationText", () => {
  it("span: how long since, two units at most, seconds only alone", () => {
    expect(durationText(8000, "span")).toBe("8 s");
    expect(durationText(12 * MINUTE + 30_000, "span")).toBe("12 min");
    expect(durationText(125 * MINUTE, "span")).toBe("2 h 5 min");
    expect(durationText(2 * HOUR, "span")).toBe("2 h");
    expect(durationText(3 * DAY + 4 * HOUR + 5 * MINUTE, "span")).toBe("3 d 4 h");
    expect(durationText(-5000, "span")).toBe("0 s");
    expect(durationText(Number.NaN, "span")).toBeNull();
    expect(durationText(1e22, "span")).toBeNull();
  });

  it("wait: rounded to the minute", () => {
    expect([0, 29_000, 4 * MINUTE, 60 * MINUTE, 80 * MINUTE].map((ms) => durationText(ms, "wait"))).toEqual([
      "under a minute",
      "under a minute",
      "4 min",
      "1 h",
      "1 h 20 min",
    ]);
    expect(durationText(Number.NaN, "wait", "not reported")).toBe("not reported");
    expect(durationText(-1, "wait", "not reported")).toBe("not reported");
  });

  it("age: floored, one unit up to hours", () => {
    expect(durationText(0, "age")).toBe("0 s");
    expect(durationText(59_999, "age")).toBe("59 s");
    expect(durationText(60_000, "age")).toBe("1 min");
    expect(durationText(3_599_999, "age")).toBe("59 min");
    expect(durationText(3_600_000, "age")).toBe("1 h");
    expect(durationText(26 * HOUR, "age")).toBe("26 h");
    expect(durationText(-5_000, "age")).toBe("0 s");
  });

  it("gap: rounded, never 0 s, minutes up to two hours", () => {
    expect(durationText(200, "gap")).toBe("1 s");
    expect(durationText(20_000, "gap")).toBe("20 s");
    expect(durationText(45_000, "gap")).toBe("1 min");
    expect(durationText(90 * MINUTE, "gap")).toBe("90 min");
    expect(durationText(3 * HOUR, "gap")).toBe("3 h");
  });

  it("run: a run time to the second", () => {
    expect(durationText(450, "run")).toBe("450 ms");
    expect(durationText(1500, "run")).toBe("1.5s");
    expect(durationText(595_000, "run")).toBe("9m 55s");
    expect(durationText(3_726_000, "run")).toBe("1h 2m 6s");
    expect(durationText(-1, "run", "—")).toBe("—");
    expect(durationText(null, "run", "—")).toBe("—");
  });
});

describe("exactDuration", () => {
  it("names the largest unit that holds the seconds exactly", () => {
    expect(wholeUnitsOf(5400)).toEqual({ amount: "90", unit: "minutes" });
    expect(exactDuration(60)).toBe("1 minute");
    expect(exactDuration(7200)).toBe("2 hours");
    expect(exactDuration(90 * 86_400)).toBe("90 days");
    expect(exactDuration(86_400, "hours")).toBe("24 hours");
    expect(exactDuration(90)).toBe("90 seconds");
  });
});

describe("ordinal", () => {
  it("suffixes and groups", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 1002].map(ordinal).join(" ")).toBe(
      "1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st 111th 1,002nd",
    );
  });
});
