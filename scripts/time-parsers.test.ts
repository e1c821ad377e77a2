import { describe, expect, it } from "vitest";
import { timeParsers } from "./time-parsers";

describe("timeParsers", () => {
  it("finds Date.parse and new Date(x).getTime(), not the clock, comments or strings", () => {
    const text = [
      "const a = Date.parse(iso);",
      "const b = new Date(iso).getTime();",
      "const c = (new Date(iso)).valueOf();",
      "const now = new Date().getTime();",
      "// Date.parse(iso) in a comment",
      'const s = "Date.parse(iso)";',
      "const d = msOf(iso);",
    ].join("\n");
    expect(timeParsers("x.ts", text).map((p) => p.line)).toEqual([1, 2, 3]);
  });
});
