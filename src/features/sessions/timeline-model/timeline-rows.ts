import type { SessionEvent } from "@/api/types";
import type { FilterType } from "./filter-types";
import { isFiltering, NO_ROW_FILTER, type RowFilter, rowPasses } from "./row-filter";
import { SeqList } from "./seq-list";
import type { EntriesView, EntryChange, TimelineEntry } from "./timeline-entries";
import { toolNameOf, toolUseIdOf } from "./tool-calls";

/**
 * Timeline rows for one type filter, kept up to date from the entries journal in O(changes): a page
 * of 50 events touches 50 rows, never the other 100 000. A tool_use and the tool_result carrying the
 * same tool_use_id are ONE row at the tool_use's place; a result whose tool_use has not arrived (yet —
 * history may still be loading) gets a row of its own until it does.
 *
 * API:
 * - FILTER_TYPES / FilterType / filterGroup(type)   the toolbar's groups (tool_use + tool_result = "tool")
 * - new TimelineRows(types, filter?)                 types: the groups shown; filter: tool / errors only
 *                                                    (row-filter.ts)
 * - sync(view, changesSince) → RowChange[] | null    catch up with an entries view: the row changes,
 *                                                    or null after a full rebuild (journal too short)
 * - rows: SeqList<TimelineRow> (immutable per sync, keyed by row.seq) · version (entries version synced)
 * - rowSeqOf(firstSeq, event) → seq of the row showing that entry (a paired result shows in its tool_use row)
 * - tools() → the tool names seen so far, sorted (whatever the filters)
 */
export type TimelineRow =
  | { readonly kind: "event"; readonly seq: number; readonly key: string; readonly event: SessionEvent }
  | {
      readonly kind: "tool";
      readonly seq: number;
      readonly key: string;
      readonly use: SessionEvent | null;
      readonly result: SessionEvent | null;
    };

/** A row added or replaced (row) or removed (row null) at `seq`. */
export interface RowChange {
  readonly seq: number;
  readonly row: TimelineRow | null;
}

export { FILTER_TYPES, type FilterType } from "./filter-types";

export const DEBUG_TYPES: ReadonlySet<string> = new Set(["diagnostic", "raw"]);

export function filterGroup(type: string): FilterType | "other" {
  if (type === "tool_use" || type === "tool_result") return "tool";
  if (type === "assistant" || type === "reasoning" || type === "status") return type;
  if (DEBUG_TYPES.has(type)) return "debug";
  return "other";
}

export const rowKey = (row: TimelineRow): number => row.seq;

export class TimelineRows {
  rows: SeqList<TimelineRow> = SeqList.empty(rowKey);
  /** The entries version the rows reflect (−1 before the first sync). */
  version = -1;
  /** Bumps when rows are added or removed (not when a row's content changes): keys at positions moved. */
  structure = 0;
  private readonly types: ReadonlySet<string>;
  /** Per tool_use_id: its tool_use entries and tool_result entries (one each, as a rule). */
  private readonly uses = new Map<string, Slot>();
  private readonly results = new Map<string, Slot>();
  /** Pending ops of the sync in progress: seq → row (null = remove), in application order. */
  private ops = new Map<number, TimelineRow | null>();
  private readonly toolNames = new Set<string>();
  private toolList: readonly string[] | null = null;

  constructor(
    types: readonly FilterType[],
    private readonly filter: RowFilter = NO_ROW_FILTER,
  ) {
    this.types = new Set(types);
  }

  tools(): readonly string[] {
    this.toolList ??= [...this.toolNames].sort();
    return this.toolList;
  }

  private noteTool(event: SessionEvent): void {
    if (event.type !== "tool_use" && event.type !== "tool_result") return;
    const name = toolNameOf(event);
    if (name === null || this.toolNames.has(name)) return;
    this.toolNames.add(name);
    this.toolList = null;
  }

  sync(view: EntriesView, changesSince: (version: number) => readonly EntryChange[] | null): RowChange[] | null {
    if (view.version === this.version) return [];
    const changes = this.version < 0 ? null : changesSince(this.version);
    if (changes === null) {
      this.rebuild(view);
      return null;
    }
    this.ops = new Map();
    for (const change of changes) this.apply(change);
    const upserts: TimelineRow[] = [];
    const removed: number[] = [];
    const out: RowChange[] = [];
    let moved = false;
    for (const [seq, row] of this.ops) {
      // A row the filter hides that was never shown is no change.
      if (row === null && this.rows.indexOfKey(seq) < 0) continue;
      out.push({ seq, row });
      if (row) upserts.push(row);
      else removed.push(seq);
      if (!moved && (row === null || this.rows.indexOfKey(seq) < 0)) moved = true;
    }
    if (moved) this.structure++;
    this.rows = this.rows.withChanges(upserts, removed);
    this.version = view.version;
    return out;
  }

  rowSeqOf(firstSeq: number, event: SessionEvent): number {
    if (event.type === "tool_result") {
      const useId = toolUseIdOf(event);
      const use = useId === null ? undefined : earliest(this.uses.get(useId));
      if (use) return use.firstSeq;
    }
    return firstSeq;
  }

  private shown(event: SessionEvent): boolean {
    const group = filterGroup(event.type);
    return group === "other" || this.types.has(group);
  }

  private set(seq: number, row: TimelineRow | null): void {
    // Re-inserting keeps the map's order = the order ops happened.
    this.ops.delete(seq);
    this.ops.set(seq, row !== null && rowPasses(row, this.filter) ? row : null);
  }

  private apply({ before, after }: EntryChange): void {
    const event = after.event;
    this.noteTool(event);
    if (!this.shown(event)) return;
    const moved = before !== null && before.firstSeq !== after.firstSeq;
    const useId = event.type === "tool_use" || event.type === "tool_result" ? toolUseIdOf(event) : null;
    if (useId === null) {
      if (moved) this.set(before.firstSeq, null);
      this.set(after.firstSeq, plainRow(after));
      return;
    }
    const uses = this.uses.get(useId);
    const results = this.results.get(useId);
    if (event.type === "tool_use") {
      if (moved) this.set(before.firstSeq, null);
      // The first tool_use of this id absorbs the results that stood alone so far.
      if (!uses) for (const r of entriesOf(results)) this.set(r.firstSeq, null);
      addTo(this.uses, useId, after);
      this.set(after.firstSeq, toolRow(after, event, latest(results)?.event ?? null));
      return;
    }
    addTo(this.results, useId, after);
    if (uses) {
      const result = latest(this.results.get(useId))?.event ?? null;
      for (const use of entriesOf(uses)) this.set(use.firstSeq, toolRow(use, use.event, result));
      return;
    }
    if (moved) this.set(before.firstSeq, null);
    this.set(after.firstSeq, toolRow(after, null, event));
  }

  private rebuild(view: EntriesView): void {
    this.uses.clear();
    this.results.clear();
    const shownEntries: TimelineEntry[] = [];
    view.list.forEach((entry) => {
      const event = entry.event;
      this.noteTool(event);
      if (!this.shown(event)) return;
      shownEntries.push(entry);
      const useId = toolUseIdOf(event);
      if (useId === null) return;
      if (event.type === "tool_use") addTo(this.uses, useId, entry);
      else if (event.type === "tool_result") addTo(this.results, useId, entry);
    });
    const rows: TimelineRow[] = [];
    for (const entry of shownEntries) {
      const event = entry.event;
      const useId = event.type === "tool_use" || event.type === "tool_result" ? toolUseIdOf(event) : null;
      if (useId === null) rows.push(plainRow(entry));
      else if (event.type === "tool_use")
        rows.push(toolRow(entry, event, latest(this.results.get(useId))?.event ?? null));
      else if (!this.uses.has(useId)) rows.push(toolRow(entry, null, event));
    }
    const filter = this.filter;
    this.rows = SeqList.fromSorted(isFiltering(filter) ? rows.filter((row) => rowPasses(row, filter)) : rows, rowKey);
    this.version = view.version;
    this.structure++;
  }
}

/**
 * A tool_use_id's entries of one kind, by event id: the entry itself when there is one (the rule), an
 * array when an id has several. Two Maps per tool call held 4.4 MB of ses_100k's 6.9 MB of rows.
 */
type Slot = TimelineEntry | readonly TimelineEntry[];

const entriesOf = (slot: Slot | undefined): readonly TimelineEntry[] =>
  slot === undefined ? [] : "event" in slot ? [slot] : slot;

function addTo(index: Map<string, Slot>, useId: string, entry: TimelineEntry): void {
  const slot = index.get(useId);
  const id = entry.event.id;
  if (slot === undefined) index.set(useId, entry);
  else if ("event" in slot) index.set(useId, slot.event.id === id ? entry : [slot, entry]);
  else {
    const at = slot.findIndex((other) => other.event.id === id);
    index.set(useId, at < 0 ? [...slot, entry] : slot.map((other, i) => (i === at ? entry : other)));
  }
}

/** The result a tool row shows: the last one in timeline order. */
function latest(slot: Slot | undefined): TimelineEntry | undefined {
  let best: TimelineEntry | undefined;
  for (const entry of entriesOf(slot)) if (!best || entry.firstSeq > best.firstSeq) best = entry;
  return best;
}

function earliest(slot: Slot | undefined): TimelineEntry | undefined {
  let best: TimelineEntry | undefined;
  for (const entry of entriesOf(slot)) if (!best || entry.firstSeq < best.firstSeq) best = entry;
  return best;
}

function plainRow(entry: TimelineEntry): TimelineRow {
  const event = entry.event;
  if (event.type === "tool_use") return { kind: "tool", seq: entry.firstSeq, key: event.id, use: event, result: null };
  if (event.type === "tool_result")
    return { kind: "tool", seq: entry.firstSeq, key: event.id, use: null, result: event };
  return { kind: "event", seq: entry.firstSeq, key: event.id, event };
}

function toolRow(anchor: TimelineEntry, use: SessionEvent | null, result: SessionEvent | null): TimelineRow {
  return { kind: "tool", seq: anchor.firstSeq, key: anchor.event.id, use, result };
}
