import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasEnded, mayStillRun, readSessionStatus } from "./session-status";

describe("readSessionStatus", () => {
  it("reads the four statuses of spec §3.1", () => {
    expect(readSessionStatus("running")).toMatchObject({ phase: "running", ended: false, label: "running" });
    expect(readSessionStatus("exit")).toMatchObject({ phase: "exit", ended: true });
    expect(readSessionStatus("error")).toMatchObject({ phase: "error", ended: true });
    expect(readSessionStatus("suspended")).toMatchObject({ phase: "suspended", ended: true });
  });

  it("never reads an unknown value as a known one: not ended, shown as sent", () => {
    const reading = readSessionStatus("paused_for_review");
    expect(reading).toEqual({ phase: "unknown", raw: "paused_for_review", ended: false, label: "paused_for_review" });
    expect(hasEnded("paused_for_review")).toBe(false);
    expect(mayStillRun("paused_for_review")).toBe(true);
    // Names of Object.prototype are not statuses either.
    expect(readSessionStatus("constructor").phase).toBe("unknown");
    expect(readSessionStatus("toString").phase).toBe("unknown");
  });

  it("a missing or non-text status says so and is not ended", () => {
    for (const raw of [undefined, null, "", "  ", 3, {}, []]) {
      const reading = readSessionStatus(raw);
      expect(reading).toMatchObject({ phase: "missing", raw: null, ended: false, label: "status not reported" });
    }
  });

  it("only the three end states end a session, whatever else arrives", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("running", "exit", "error", "suspended")), (raw) => {
        expect(hasEnded(raw)).toBe(raw === "exit" || raw === "error" || raw === "suspended");
        expect(mayStillRun(raw)).toBe(!hasEnded(raw));
        expect(readSessionStatus(raw).label.trim().length).toBeGreaterThan(0);
      }),
    );
  });
});
