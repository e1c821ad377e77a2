import type { SessionEvent } from "@/api/types";
import type { TimelineRow } from "./timeline-rows";
import { resultFailed, toolNameOf } from "./tool-calls";

/**
 * The timeline's tool filters beside the type filter: one tool name, and errors only (results with
 * is_error or a non-zero exit). While either is on, only the matching tool rows show, with the status
 * rows kept as separators between turns so the rows that remain keep their context.
 *
 * API: RowFilter · NO_ROW_FILTER · isFiltering(filter) · rowFilterKey(filter) · rowPasses(row, filter) ·
 *      rowToolName(row) · rowFailed(row)
 */
export interface RowFilter {
  /** Only calls of this tool (as toolNameOf reads it); null = every tool. */
  readonly tool: string | null;
  readonly errorsOnly: boolean;
}

export const NO_ROW_FILTER: RowFilter = { tool: null, errorsOnly: false };

export const isFiltering = (filter: RowFilter): boolean => filter.tool !== null || filter.errorsOnly;

export const rowFilterKey = (filter: RowFilter): string =>
  `${filter.errorsOnly ? "errors" : ""}\u0000${filter.tool ?? ""}`;

export function rowToolName(row: TimelineRow): string | null {
  if (row.kind !== "tool") return null;
  return (row.use && toolNameOf(row.use)) ?? (row.result && toolNameOf(row.result)) ?? null;
}

export function rowFailed(row: TimelineRow): boolean {
  return row.kind === "tool" && row.result !== null && resultFailed(row.result).failed;
}

const isSeparator = (event: SessionEvent): boolean => event.type === "status";

export function rowPasses(row: TimelineRow, filter: RowFilter): boolean {
  if (!isFiltering(filter)) return true;
  if (row.kind === "event") return isSeparator(row.event);
  if (filter.tool !== null && rowToolName(row) !== filter.tool) return false;
  return !filter.errorsOnly || rowFailed(row);
}
