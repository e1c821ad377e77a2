/** FNV-1a: turns (seed, names) into a 32-bit PRNG seed so each Machine has its own
 * RNG stream and evolves independently of request order and of other domains. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("\u0000")) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
