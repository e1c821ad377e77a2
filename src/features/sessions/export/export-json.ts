import type { Session, SessionEvent } from "@/api/types";
import type { SessionExportInput } from "./export-input";

/**
 * The session as JSON: the session snapshot as the page holds it, then every event at its latest
 * version in timeline order, each with the seq it first appeared at (its place in the timeline: a
 * streamed message stays where it began, so the latest seq alone would not give the order back).
 * One entry per line, so the file greps and diffs well at 100 000 events. importSessionExport
 * (export-json-reader.ts) gives the store's entries back exactly.
 *
 * API: buildSessionJsonParts(input) → string[] (Blob parts) · buildSessionJson(input) → string ·
 *      SESSION_EXPORT_FORMAT · SESSION_EXPORT_VERSION · SessionExport
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
