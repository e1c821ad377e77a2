import { z } from "zod";
import type { TimelineEntry } from "../timeline-model/timeline-entries";
import { SESSION_EXPORT_FORMAT, SESSION_EXPORT_VERSION, type SessionExport } from "./export-json";

/**
 * Reads a session export back, checked against its schema, for order and for count: the proof that a
 * file holds what the timeline showed. A module of its own, so the writer on every session page does
 * not bring zod with it.
 *
 * API: importSessionExport(text) → { ok, export, entries } | { ok: false, error }
 */
const eventSchema = z.looseObject({
  seq: z.number().int(),
  id: z.string().min(1),
  type: z.string(),
  text: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});

const exportSchema = z.object({
  format: z.literal(SESSION_EXPORT_FORMAT),
  version: z.literal(SESSION_EXPORT_VERSION),
  exported_at: z.string(),
  max_seq: z.number().int(),
  event_count: z.number().int().nonnegative(),
  session: z.looseObject({ session_id: z.string().min(1), status: z.string() }),
  entries: z.array(z.object({ first_seq: z.number().int(), event: eventSchema })),
});

export type ImportResult = { ok: true; export: SessionExport; entries: TimelineEntry[] } | { ok: false; error: string };

/** Reads an export back: the entries in the store's shape ({ firstSeq, event }), checked for order and count. */
export function importSessionExport(text: string): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: "Not JSON." };
  }
  const parsed = exportSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `Not a session export: ${parsed.error.issues[0]?.message ?? ""}` };
  const value = parsed.data as unknown as SessionExport;
  if (value.entries.length !== value.event_count) return { ok: false, error: "The file is incomplete." };
  const entries: TimelineEntry[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const { first_seq, event } of value.entries) {
    if (first_seq <= previous || event.seq < first_seq) return { ok: false, error: "Entries are out of order." };
    previous = first_seq;
    entries.push({ firstSeq: first_seq, event });
  }
  return { ok: true, export: value, entries };
}
