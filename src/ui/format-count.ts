/**
 * Counts as every page prints them: grouped in threes ("12,345 sessions", never "12345"), so a
 * Machine's queue reads the same as a session's token count. Pure, locale-stable.
 *
 * API: formatCount(value) → "12,345" or "—" · countOf(n, one, many?) → "12,345 sessions" · isCount(value)
 */
const INTEGER = new Intl.NumberFormat("en-US");

/** A whole number of things, zero or more: what formatCount prints grouped. */
export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** A count of things: a whole number, never below zero ("-1 total" or "1.5 calls" is a drifted field, not a count). */
export function formatCount(value: number | null | undefined): string {
  // abs: -0 passes as a count, and Intl prints it "-0".
  return isCount(value) ? INTEGER.format(Math.abs(value)) : "—";
}

/** The count with its noun, singular for exactly one: "1 worker", "12,345 workers"; `many` for irregular plurals. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
