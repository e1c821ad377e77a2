import { parseSessionRef } from "../components/list/session-ref";

/**
 * URL search of the Compare page: the two sessions, `a` and `b` (ids or attempt UUIDs). A value that is
 * not a session reference is dropped, so a hand-edited link still opens the page (with the picker).
 *
 * API: CompareSearch · compareSearchSchema(raw) → CompareSearch
 */
export interface CompareSearch {
  a?: string;
  b?: string;
}

function ref(value: unknown): string | undefined {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || text.length > 200) return undefined;
  const parsed = parseSessionRef(text);
  return parsed.ok ? parsed.id : undefined;
}

export function compareSearchSchema(raw: Record<string, unknown>): CompareSearch {
  return { a: ref(raw.a), b: ref(raw.b) };
}
