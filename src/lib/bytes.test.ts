import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exceedsUtf8Bytes, utf8ByteLength } from "./bytes";

const encoder = new TextEncoder();
/** Any UTF-16 sequence, lone surrogates included. */
const utf16Arb = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 64,
});

describe("utf8ByteLength", () => {
  it("counts 1-, 2-, 3- and 4-byte characters", () => {
    expect(utf8ByteLength("")).toBe(0);
    expect(utf8ByteLength("a")).toBe(1);
    expect(utf8ByteLength("é")).toBe(2);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("😀")).toBe(4);
    expect(utf8ByteLength("\ud800")).toBe(3);
    expect(utf8ByteLength("\udc00x")).toBe(4);
  });

  it("matches TextEncoder for any string", () => {
    fc.assert(
      fc.property(fc.oneof(utf16Arb, fc.string({ unit: "binary" })), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
      }),
    );
  });
});

describe("exceedsUtf8Bytes", () => {
  it("agrees with the exact count around the limit", () => {
    fc.assert(
      fc.property(fc.oneof(utf16Arb, fc.string({ unit: "binary" })), fc.nat({ max: 300 }), (text, max) => {
        expect(exceedsUtf8Bytes(text, max)).toBe(encoder.encode(text).length > max);
      }),
    );
  });

  it("decides a 2 MiB boundary exactly", () => {
    const max = 2 * 1024 * 1024;
    expect(exceedsUtf8Bytes("a".repeat(max), max)).toBe(false);
    expect(exceedsUtf8Bytes("a".repeat(max + 1), max)).toBe(true);
    expect(exceedsUtf8Bytes(`${"a".repeat(max - 2)}é`, max)).toBe(false);
    expect(exceedsUtf8Bytes(`${"a".repeat(max - 1)}é`, max)).toBe(true);
  });
});
