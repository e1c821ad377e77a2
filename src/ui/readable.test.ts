import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countLine, flagWords, NOT_REPORTED, rankOf } from "./readable";

describe("readable words for drifted values", () => {
  it("a missing or non-boolean flag is not reported, never false", () => {
    expect(flagWords(true, "enabled", "disabled")).toEqual({ text: "enabled", known: true, on: true });
    expect(flagWords(false, "enabled", "disabled")).toEqual({ text: "disabled", known: true, on: false });
    for (const drifted of [undefined, null, "true", 1, 0, {}]) {
      expect(flagWords(drifted, "enabled", "disabled")).toEqual({ text: NOT_REPORTED, known: false, on: false });
    }
  });

  it("a count line leaves out a total the service did not send", () => {
    expect(countLine(5, 12, "repository", "repositories")).toBe("Showing 5 of 12 repositories.");
    expect(countLine(1, 1, "organization", "organizations")).toBe("Showing 1 of 1 organization.");
    for (const drifted of [undefined, null, "12", -1, 2.5, 3]) {
      expect(countLine(5, drifted, "repository", "repositories")).toBe("Showing 5 repositories.");
    }
  });

  it("unknown values rank after every known one, whatever they are", () => {
    const order = ["owner", "admin", "member"];
    expect([rankOf(order, "owner"), rankOf(order, "admin"), rankOf(order, "member")]).toEqual([0, 1, 2]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const rank = rankOf(order, value);
        expect(Number.isInteger(rank)).toBe(true);
        if (!order.includes(value as string)) expect(rank).toBe(order.length);
      }),
    );
  });
});
