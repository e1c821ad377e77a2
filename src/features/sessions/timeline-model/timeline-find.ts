import type { SessionEvent } from "@/api/types";
import { whenIdle } from "@/lib/when-idle";
import { SeqList } from "./seq-list";
import type { RowChange, TimelineRow } from "./timeline-rows";

/**
 * Find in the timeline. Each event version's searchable text (text, kind, tool, name, content, stage,
 * tool_use_id and the JSON of its input, lowercased) is built once and cached on the immutable version
 * object, so a query over 100 000 events is one pass of `includes`, and a live page re-tests only the
 * rows it changed.
 *
 * API:
 * - normalizeQuery(q) · eventHaystack(event) · rowMatches(row, needle)
 * - new TimelineFind(needle, rows)   matches of a non-empty normalized needle over rows (O(n) once)
 * - apply(changes)                   keep the matches current from row changes (O(changes))
 * - matches: SeqList<number>         the matching rows' seqs, ascending (immutable per apply)
 * - warmHaystacks(rows) → cancel      build the haystacks in idle time once a history is in, so the first
 *                                    query pays only the `includes`
 */
const haystacks = new WeakMap<SessionEvent, string>();

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

export function eventHaystack(event: SessionEvent): string {
  const cached = haystacks.get(event);
  if (cached !== undefined) return cached;
  const data = event.data;
  let text = `${event.text ?? ""}\n${event.type}`;
  if (data) {
    text += `\n${data.tool ?? ""}\n${data.name ?? ""}\n${data.content ?? ""}\n${data.stage ?? ""}\n${data.tool_use_id ?? ""}`;
    if (data.input !== undefined && data.input !== null) text += `\n${stringify(data.input)}`;
  }
  const haystack = text.toLowerCase();
  haystacks.set(event, haystack);
  return haystack;
}

export function rowMatches(row: TimelineRow, needle: string): boolean {
  if (row.kind === "event") return eventHaystack(row.event).includes(needle);
  return (
    (row.use !== null && eventHaystack(row.use).includes(needle)) ||
    (row.result !== null && eventHaystack(row.result).includes(needle))
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

/** Builds every row's haystack a slice at a time while the browser is idle; returns a cancel function. */
export function warmHaystacks(rows: SeqList<TimelineRow>): () => void {
  let index = 0;
  const warmRow = (row: TimelineRow) => {
    if (row.kind === "event") eventHaystack(row.event);
    else {
      if (row.use) eventHaystack(row.use);
      if (row.result) eventHaystack(row.result);
    }
  };
  return whenIdle((more) => {
    // At least a slice per idle period, more while it lasts.
    for (let n = 0; index < rows.size && (n < 500 || more()); n++) {
      const row = rows.get(index++);
      if (row) warmRow(row);
    }
    return index >= rows.size;
  });
}
