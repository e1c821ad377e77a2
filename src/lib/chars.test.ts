import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePointLength } from "./chars";

describe("codePointLength", () => {
  it("counts an astral character once and a lone surrogate once", () => {
    expect(codePointLength("")).toBe(0);
    expect(codePointLength("abc")).toBe(3);
    expect(codePointLength("é€")).toBe(2);
    expect(codePointLength("😀")).toBe(1);
    expect("😀".length).toBe(2);
    expect(codePointLength("a😀b")).toBe(3);
    expect(codePointLength("\ud800")).toBe(1);
    expect(codePointLength("\udc00\ud800")).toBe(2);
  });

  it("matches iteration by code point for any UTF-16 sequence", () => {
    const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
    fc.assert(
      fc.property(fc.oneof(utf16, fc.string({ unit: "grapheme" })), (text) => {
        expect(codePointLength(text)).toBe([...text].length);
      }),
    );
  });
});
