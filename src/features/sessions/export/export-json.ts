import { z } from "zod";
import type { Session, SessionEvent } from "@/api/types";
import type { TimelineEntry } from "../timeline-model/timeline-entries";
import type { SessionExportInput } from "./export-input";

/**
 * The session as JSON: the session snapshot as the page holds it, then every event at its latest
 * version in timeline order, each with the seq it first appeared at (its place in the timeline: a
 * streamed message stays where it began, so the latest seq alone would not give the order back).
 * One entry per line, so the file greps and diffs well at 100 000 events. importSessionExport gives the
 * store's entries back exactly.
 *
 * API: buildSessionJsonParts(input) → string[] (Blob parts) · buildSessionJson(input) → string ·
 *      importSessionExport(text) → { ok, export, entries } | { ok: false, error }
 *      SESSION_EXPORT_FORMAT · SessionExport
 */
export const SESSION_EXPORT_FORMAT = "session-control.session-export";
export const SESSION_EXPORT_VERSION = 1;

export interface SessionExportEntry {
  first_seq: number;
  event: SessionEvent;
}

export interface SessionExport {
  format: typeof SESSION_EXPORT_FORMAT;
  version: typeof SESSION_EXPORT_VERSION;
  exported_at: string;
  /** Highest seq the feed had read when the file was made. */
  max_seq: number;
  event_count: number;
  session: Session;
  entries: SessionExportEntry[];
}

/** Entries per part: a 100 000-event file is a hundred ~270 KB strings, never one 27 MB string. */
const LINES_PER_PART = 1000;

/**
 * The file as parts to hand to `new Blob(parts)` (no join into one huge string). Each entry line is
 * written directly around its event's JSON, so a 100 000-event export allocates no wrapper objects.
 */
export function buildSessionJsonParts({ session, entries, exportedAt }: SessionExportInput): string[] {
  const head = {
    format: SESSION_EXPORT_FORMAT,
    version: SESSION_EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    max_seq: entries.maxSeq,
    event_count: entries.list.size,
    session,
  };
  // The pretty head without its closing "\n}", then the entries, one per line.
  const parts = [`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "entries": [`];
  let batch: string[] = [];
  entries.list.forEach((entry) => {
    batch.push(`{"first_seq":${entry.firstSeq},"event":${JSON.stringify(entry.event)}}`);
    if (batch.length === LINES_PER_PART) {
      parts.push(`${parts.length > 1 ? "," : ""}\n    ${batch.join(",\n    ")}`);
      batch = [];
    }
  });
  if (batch.length > 0) parts.push(`${parts.length > 1 ? "," : ""}\n    ${batch.join(",\n    ")}`);
  parts.push(entries.list.size === 0 ? "]\n}\n" : "\n  ]\n}\n");
  return parts;
}

export function buildSessionJson(input: SessionExportInput): string {
  return buildSessionJsonParts(input).join("");
}

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
