import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentile } from "./percentile";

/** The definition, written apart: the smallest value v with at least p % of the values ≤ v. */
function model(values: readonly number[], p: number): number | null {
  const candidates = [...new Set(values)].sort((a, b) => a - b);
  for (const v of candidates) if (values.filter((x) => x <= v).length * 100 >= p * values.length) return v;
  return null;
}

describe("percentile (nearest rank)", () => {
  it("picks real values", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95)).toBe(19);
    expect(percentile([1, 2, 3], 100)).toBe(3);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });

  it("agrees with the definition for any list and p", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 100 }),
        (xs, p) => {
          const sorted = [...xs].sort((a, b) => a - b);
          expect(percentile(sorted, p)).toBe(model(xs, p));
        },
      ),
    );
  });
});
