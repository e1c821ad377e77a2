/**
 * Words for values a drifted service may leave out or send as something else: a missing boolean is
 * not "false", a missing total is not "0" or "undefined". Each helper says "not reported" (or leaves
 * the part out) instead of guessing.
 *
 * API: NOT_REPORTED · flagWords(value, yes, no) → { text, known } · countLine(shown, total, one, many)
 * · rankOf(order, value) → number (unknown values after known ones) · presentText(value) → trimmed text or null
 */
export const NOT_REPORTED = "not reported";

export function flagWords(value: unknown, yes: string, no: string): { text: string; known: boolean; on: boolean } {
  if (value === true) return { text: yes, known: true, on: true };
  if (value === false) return { text: no, known: true, on: false };
  return { text: NOT_REPORTED, known: false, on: false };
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** "Showing 5 of 12 repositories." — or "Showing 5 repositories." when the service sent no total. */
export function countLine(shown: number, total: unknown, one: string, many: string): string {
  if (isCount(total) && total >= shown) return `Showing ${shown} of ${total} ${total === 1 ? one : many}.`;
  return `Showing ${shown} ${shown === 1 ? one : many}.`;
}

/** A value's place in a known order; a value outside it (a newer service's) sorts after every known one. */
export function rankOf(order: readonly string[], value: unknown): number {
  const index = typeof value === "string" ? order.indexOf(value) : -1;
  return index === -1 ? order.length : index;
}

/** A string with something in it, trimmed; null for anything else (missing, null, blank, not text). */
export function presentText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
