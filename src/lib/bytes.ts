/**
 * UTF-8 byte counting without allocating an encoded copy (a 2 MiB follow-up
 * would otherwise cost a 2–8 MiB buffer on every keystroke).
 *
 * Exports:
 * - utf8ByteLength(text): exact UTF-8 length, as TextEncoder would produce
 *   (a lone surrogate counts 3 bytes: it is encoded as U+FFFD).
 * - exceedsUtf8Bytes(text, max): true when the UTF-8 length is above max; answers
 *   from text.length alone when it can.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Every UTF-16 unit encodes to 1..3 bytes, so most inputs are decided without a scan. */
export function exceedsUtf8Bytes(text: string, max: number): boolean {
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  return utf8ByteLength(text) > max;
}
