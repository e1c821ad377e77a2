/**
 * "Characters" as the service counts them for text limits (secret note, skill instructions):
 * Unicode code points, so an emoji or any astral character counts once, not as the two
 * UTF-16 units `String.length` reports. The simulator counts the same way.
 *
 * Exports:
 * - codePointLength(text): the number of code points (a lone surrogate counts as one).
 */
export function codePointLength(text: string): number {
  let count = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single astral code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
