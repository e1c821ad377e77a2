import type { Session } from "@/api/types";
import { msOf } from "@/ui/time";
import type { EntriesView } from "../timeline-model/timeline-entries";

/**
 * What an export is built from: the session as the page holds it and the feed's entries, nothing else.
 * Nothing from the connection (base URL, API key) reaches a builder, so none of it can end up in a file.
 */
export interface SessionExportInput {
  session: Session;
  entries: EntriesView;
  exportedAt: Date;
}

/** `2026-11-21 07:00:04Z`: UTC, to the second, the same in every locale. */
export function exportTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const at = msOf(iso);
  if (at === null) return iso;
  return `${new Date(at).toISOString().slice(0, 19).replace("T", " ")}Z`;
}

/** A file name from the session id (ids are path-safe; anything else is replaced). */
export function exportFileName(sessionId: string, extension: "md" | "json"): string {
  return `${sessionId.replace(/[^A-Za-z0-9_-]/g, "_")}.${extension}`;
}
