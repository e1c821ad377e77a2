import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import { exactDuration, wholeUnitsOf } from "@/ui/time";
import { formatMax, toSeconds, validateTtl, validateTtlSeconds } from "./ttl";

describe("validateTtlSeconds", () => {
  it("refuses 59 s and takes 60 s for both lifecycles", () => {
    for (const lifecycle of ["persistent", "ephemeral"] as const) {
      expect(validateTtlSeconds(59, lifecycle)).toBe("A worker stays enrolled at least 1 minute.");
      expect(validateTtlSeconds(60, lifecycle)).toBeNull();
    }
  });

  it("takes a persistent worker up to 90 days, not a second more", () => {
    expect(validateTtlSeconds(LIMITS.ttlPersistentMaxS, "persistent")).toBeNull();
    expect(validateTtlSeconds(LIMITS.ttlPersistentMaxS + 1, "persistent")).toBe(
      "A persistent worker stays enrolled at most 90 days.",
    );
  });

  it("takes an ephemeral worker up to 24 hours, not a second more", () => {
    expect(validateTtlSeconds(LIMITS.ttlEphemeralMaxS, "ephemeral")).toBeNull();
    expect(validateTtlSeconds(LIMITS.ttlEphemeralMaxS + 1, "ephemeral")).toBe(
      "An ephemeral worker stays enrolled at most 24 hours.",
    );
  });

  it("refuses a fraction of a second", () => {
    expect(validateTtlSeconds(60.5, "persistent")).toBe("A worker stays enrolled at least 1 minute.");
  });
});

describe("human units → seconds", () => {
  it("converts minutes, hours and days", () => {
    expect(toSeconds("1", "minutes")).toBe(60);
    expect(toSeconds("24", "hours")).toBe(86_400);
    expect(toSeconds("90", "days")).toBe(7_776_000);
    expect(toSeconds(" 30 ", "days")).toBe(LIMITS.ttlPersistentDefaultS);
  });

  it("refuses what is not a whole number", () => {
    for (const typed of ["", "1.5", "-1", "1e3", "ten", "0x10"]) expect(toSeconds(typed, "hours")).toBeNull();
  });

  it("picks the largest unit that holds the seconds exactly", () => {
    expect(wholeUnitsOf(LIMITS.ttlPersistentDefaultS)).toEqual({ amount: "30", unit: "days" });
    expect(wholeUnitsOf(LIMITS.ttlEphemeralDefaultS)).toEqual({ amount: "1", unit: "hours" });
    expect(wholeUnitsOf(5400)).toEqual({ amount: "90", unit: "minutes" });
    expect(wholeUnitsOf(60)).toEqual({ amount: "1", unit: "minutes" });
  });

  it("formats durations in words, singular where it is one", () => {
    expect(exactDuration(60)).toBe("1 minute");
    expect(exactDuration(3600)).toBe("1 hour");
    expect(exactDuration(7200)).toBe("2 hours");
    expect(exactDuration(LIMITS.ttlPersistentMaxS)).toBe("90 days");
    expect(exactDuration(90)).toBe("90 seconds");
  });
});

describe("validateTtl (as typed)", () => {
  it("checks the typed amount in its unit against the lifecycle's bounds", () => {
    expect(validateTtl({ amount: "", unit: "days" }, "persistent")).toBe("Enter how long the worker stays enrolled.");
    expect(validateTtl({ amount: "1.5", unit: "hours" }, "ephemeral")).toBe(
      "Enter a whole number; pick a smaller unit for parts of one.",
    );
    expect(validateTtl({ amount: "0", unit: "minutes" }, "ephemeral")).toBe(
      "A worker stays enrolled at least 1 minute.",
    );
    expect(validateTtl({ amount: "1", unit: "minutes" }, "ephemeral")).toBeNull();
    expect(validateTtl({ amount: "90", unit: "days" }, "persistent")).toBeNull();
    expect(validateTtl({ amount: "91", unit: "days" }, "persistent")).toBe(
      "A persistent worker stays enrolled at most 90 days.",
    );
    expect(validateTtl({ amount: "24", unit: "hours" }, "ephemeral")).toBeNull();
    expect(validateTtl({ amount: "1441", unit: "minutes" }, "ephemeral")).toBe(
      "An ephemeral worker stays enrolled at most 24 hours.",
    );
    expect(validateTtl({ amount: "2", unit: "days" }, "ephemeral")).toBe(
      "An ephemeral worker stays enrolled at most 24 hours.",
    );
  });
});

describe("formatMax", () => {
  it("states each maximum in the spec's own unit", () => {
    expect(formatMax("persistent")).toBe("90 days");
    expect(formatMax("ephemeral")).toBe("24 hours");
  });
});
