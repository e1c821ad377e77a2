import type { SessionEvent } from "@/api/types";
import { NO_ROW_FILTER, type RowFilter, rowFilterKey } from "./row-filter";
import type { SeqList } from "./seq-list";
import type { EntriesView, EntryChange } from "./timeline-entries";
import { normalizeQuery, TimelineFind } from "./timeline-find";
import { type FilterType, type TimelineRow, TimelineRows } from "./timeline-rows";

/**
 * TimelineModel — what one timeline on screen shows: rows for its type and tool filters and the matches
 * of its Find query (over the rows the filters leave, so Find keeps working whatever is filtered),
 * brought up to date from the entries journal (O(changes) per feed version; a new filter or a new query
 * is one O(n) pass). Framework-free: the Timeline component keeps one per mount.
 *
 * API: new TimelineModel() · update(source, types, query, filter?) → TimelineState (a new object when rows or
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
  /** Tool names seen so far (for the tool filter), sorted. */
  readonly tools: readonly string[];
}

export class TimelineModel {
  private rows: TimelineRows | null = null;
  private typesKey = "";
  private find: TimelineFind | null = null;
  private state: TimelineState | null = null;
  /** The entries store last read: another session's (or a reset feed's) starts the rows afresh. */
  private origin: object | null = null;

  update(
    source: TimelineSource,
    types: readonly FilterType[],
    query: string,
    filter: RowFilter = NO_ROW_FILTER,
  ): TimelineState {
    const typesKey = `${[...types].sort().join(",")}\u0000${rowFilterKey(filter)}`;
    // Versions count per store: another store's version says nothing about what these rows hold.
    if (this.rows === null || typesKey !== this.typesKey || source.entries.origin !== this.origin) {
      this.rows = new TimelineRows(types, filter);
      this.typesKey = typesKey;
      this.origin = source.entries.origin;
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
    const tools = rows.tools();
    if (previous && previous.rows === rows.rows && previous.matches === matches && previous.tools === tools)
      return previous;
    this.state = {
      version: view.version,
      rows: rows.rows,
      structure: rows.structure,
      matches,
      rowSeqOf: (firstSeq, event) => rows.rowSeqOf(firstSeq, event),
      tools,
    };
    return this.state;
  }
}
