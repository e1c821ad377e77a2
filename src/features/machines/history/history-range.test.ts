import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES, machineSearchSchema, RANGE_SPEC, rangeOf } from "./history-range";

describe("machineSearchSchema", () => {
  it("keeps a known range and refuses anything else without throwing", () => {
    for (const range of HISTORY_RANGES) expect(machineSearchSchema({ range })).toEqual({ range });
    expect(machineSearchSchema({ range: "2h" })).toEqual({ range: undefined });
    expect(machineSearchSchema({})).toEqual({ range: undefined });
    expect(rangeOf(machineSearchSchema({ range: ["1h"] }))).toBe(DEFAULT_HISTORY_RANGE);
  });

  it("answers a range or nothing for any link", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.anything(), (raw, range) => {
        const parsed = machineSearchSchema({ ...raw, range });
        expect(Object.keys(parsed)).toEqual(["range"]);
        expect(parsed.range === undefined || HISTORY_RANGES.includes(parsed.range)).toBe(true);
      }),
    );
  });

  it("draws at most about 360 points and tabulates at most 24 rows per range", () => {
    for (const range of HISTORY_RANGES) {
      const { ms, bucketMs, rowMs } = RANGE_SPEC[range];
      expect(ms / bucketMs).toBeLessThanOrEqual(360);
      expect(ms / rowMs).toBeLessThanOrEqual(24);
    }
  });
});
