import { LIMITS } from "../../../api/limits.ts";

export type IntResult = { ok: true; value: number } | { ok: false };

/** Strict integer query param: absent → fallback, otherwise digits within [min, max]. */
export function intParam(url: URL, name: string, fallback: number, min: number, max: number): IntResult {
  const raw = url.searchParams.get(name);
  if (raw === null) return { ok: true, value: fallback };
  if (!/^-?\d{1,12}$/.test(raw.trim())) return { ok: false };
  const value = Number.parseInt(raw.trim(), 10);
  return value >= min && value <= max ? { ok: true, value } : { ok: false };
}

export interface EventsQuery {
  afterSeq: number;
  limit: number;
  waitMs: number;
}

export function parseEventsQuery(url: URL): EventsQuery | { code: string; message: string } {
  const after = intParam(url, "after_seq", -1, -1, Number.MAX_SAFE_INTEGER);
  if (!after.ok) return { code: "invalid_after_seq", message: "after_seq must be an integer ≥ -1" };
  const limit = intParam(url, "limit", LIMITS.eventsPageDefault, 1, LIMITS.eventsPageMax);
  if (!limit.ok) return { code: "invalid_limit", message: `limit must be 1 to ${LIMITS.eventsPageMax}` };
  const wait = intParam(url, "wait_ms", 0, 0, LIMITS.waitMsMax);
  if (!wait.ok) return { code: "invalid_wait_ms", message: `wait_ms must be 0 to ${LIMITS.waitMsMax}` };
  return { afterSeq: after.value, limit: limit.value, waitMs: wait.value };
}
