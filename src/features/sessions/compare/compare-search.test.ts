import { describe, expect, it } from "vitest";
import { compareSearchSchema } from "./compare-search";

describe("compare search", () => {
  it("keeps two session references and drops anything else", () => {
    expect(compareSearchSchema({ a: "ses_done_success", b: "ses_error" })).toEqual({
      a: "ses_done_success",
      b: "ses_error",
    });
    expect(compareSearchSchema({ a: "../etc", b: { x: 1 } })).toStrictEqual({ a: undefined, b: undefined });
    expect(compareSearchSchema({ a: "5E55A000-0000-4000-8000-000000000001" }).a).toBe(
      "5e55a000-0000-4000-8000-000000000001",
    );
  });
});
