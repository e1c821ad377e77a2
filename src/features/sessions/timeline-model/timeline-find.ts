import type { SessionEvent } from "@/api/types";
import { SeqList } from "./seq-list";
import type { RowChange, TimelineRow } from "./timeline-rows";

/**
 * Find in the timeline. An event version matches when one of its searchable fields (text, kind, tool,
 * name, content, stage, tool_use_id and the JSON of its input), lowercased, contains the needle. Nothing is
 * kept per event: a query over 100 000 events is one pass, lowercasing as it goes (a field that is
 * lowercase already is not copied), and a live page re-tests only the rows it changed. Cached lowercase
 * text of every event held 12 MB at ses_100k.
 *
 * API:
 * - normalizeQuery(q) · eventMatches(event, needle) · rowMatches(row, needle)
 * - new TimelineFind(needle, rows)   matches of a non-empty normalized needle over rows (O(n) once)
 * - apply(changes)                   keep the matches current from row changes (O(changes))
 * - matches: SeqList<number>         the matching rows' seqs, ascending (immutable per apply)
 */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? "").trim().toLowerCase();
}

function stringify(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

/** The searchable fields, in the order the text reads. */
function fieldsOf(event: SessionEvent): unknown[] {
  const data = event.data;
  const fields: unknown[] = [event.text ?? "", event.type];
  if (data) {
    fields.push(data.tool ?? "", data.name ?? "", data.content ?? "", data.stage ?? "", data.tool_use_id ?? "");
    if (data.input !== undefined && data.input !== null) fields.push(stringify(data.input));
  }
  return fields;
}

export function eventMatches(event: SessionEvent, needle: string): boolean {
  const fields = fieldsOf(event);
  // A needle across fields (only a query with a line break can be one) is looked for in their joined text.
  if (needle.includes("\n")) return fields.join("\n").toLowerCase().includes(needle);
  for (const field of fields) if (`${field}`.toLowerCase().includes(needle)) return true;
  return false;
}

export function rowMatches(row: TimelineRow, needle: string): boolean {
  if (row.kind === "event") return eventMatches(row.event, needle);
  return (
    (row.use !== null && eventMatches(row.use, needle)) || (row.result !== null && eventMatches(row.result, needle))
  );
}

const identity = (seq: number) => seq;

export class TimelineFind {
  matches: SeqList<number>;

  constructor(
    readonly needle: string,
    rows: SeqList<TimelineRow>,
  ) {
    const found: number[] = [];
    rows.forEach((row) => {
      if (rowMatches(row, needle)) found.push(row.seq);
    });
    this.matches = SeqList.fromSorted(found, identity);
  }

  apply(changes: readonly RowChange[]): void {
    if (changes.length === 0) return;
    const added: number[] = [];
    const removed: number[] = [];
    for (const { seq, row } of changes) {
      if (row !== null && rowMatches(row, this.needle)) added.push(seq);
      else removed.push(seq);
    }
    this.matches = this.matches.withChanges(added, removed);
  }
}
