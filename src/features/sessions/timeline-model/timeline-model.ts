import type { SessionEvent } from "@/api/types";
import type { SeqList } from "./seq-list";
import type { EntriesView, EntryChange } from "./timeline-entries";
import { normalizeQuery, TimelineFind } from "./timeline-find";
import { type FilterType, type TimelineRow, TimelineRows } from "./timeline-rows";

/**
 * TimelineModel — what one timeline on screen shows: rows for its type filter and the matches of its
 * Find query, brought up to date from the entries journal (O(changes) per feed version; a new filter
 * or a new query is one O(n) pass). Framework-free: the Timeline component keeps one per mount.
 *
 * API: new TimelineModel() · update(source, types, query) → TimelineState (a new object when rows or
 * matches changed, else the previous one)
 */
export interface TimelineSource {
  readonly entries: EntriesView;
  readonly changesSince: (from: number, to: number) => readonly EntryChange[] | null;
}

export interface TimelineState {
  readonly version: number;
  readonly rows: SeqList<TimelineRow>;
  /** Changes only when rows were added or removed (row keys moved), not when a row's content grew. */
  readonly structure: number;
  /** Seqs of the rows matching the query, ascending; null without a query. */
  readonly matches: SeqList<number> | null;
  /** The seq of the row that shows the entry at `firstSeq` (a paired tool_result shows in its tool_use row). */
  readonly rowSeqOf: (firstSeq: number, event: SessionEvent) => number;
}

export class TimelineModel {
  private rows: TimelineRows | null = null;
  private typesKey = "";
  private find: TimelineFind | null = null;
  private state: TimelineState | null = null;

  update(source: TimelineSource, types: readonly FilterType[], query: string): TimelineState {
    const typesKey = [...types].sort().join(",");
    if (this.rows === null || typesKey !== this.typesKey) {
      this.rows = new TimelineRows(types);
      this.typesKey = typesKey;
      this.find = null;
    }
    const rows = this.rows;
    const view = source.entries;
    const changes = rows.sync(view, (from) => source.changesSince(from, view.version));
    const needle = normalizeQuery(query);
    if (needle === "") this.find = null;
    else if (this.find === null || this.find.needle !== needle || changes === null) {
      this.find = new TimelineFind(needle, rows.rows);
    } else this.find.apply(changes);
    const matches = this.find?.matches ?? null;
    const previous = this.state;
    if (previous && previous.rows === rows.rows && previous.matches === matches) return previous;
    this.state = {
      version: view.version,
      rows: rows.rows,
      structure: rows.structure,
      matches,
      rowSeqOf: (firstSeq, event) => rows.rowSeqOf(firstSeq, event),
    };
    return this.state;
  }
}
