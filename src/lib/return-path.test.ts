import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a page of the app, with its search", () => {
    expect(safeReturnPath("/o/org_demo/machines/build-fleet")).toBe("/o/org_demo/machines/build-fleet");
    expect(safeReturnPath("/o/org_demo/sessions/ses_1?tab=diagnostics")).toBe(
      "/o/org_demo/sessions/ses_1?tab=diagnostics",
    );
  });

  it("drops anything that could leave the app", () => {
    for (const bad of [
      "https://evil.test/o/x",
      "//evil.test/o/x",
      "/o//evil.test",
      "/\\evil.test",
      "/o/\\\\evil.test",
      "javascript:alert(1)",
      "/connect",
      "/o/x\n/y",
      "o/org_demo",
      `/o/${"a".repeat(2000)}`,
      42,
      null,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });

  it("whatever it keeps resolves to this origin", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (tail) => {
        const kept = safeReturnPath(`/o/${tail}`);
        if (kept !== undefined) expect(new URL(kept, "https://app.test").origin).toBe("https://app.test");
      }),
    );
  });
});
