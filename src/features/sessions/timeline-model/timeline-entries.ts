import type { SessionEvent } from "@/api/types";
import { SeqList } from "./seq-list";

/**
 * TimelineEntries — the session timeline as pure data (no React, no I/O): one entry per event id.
 *
 * Spec §6.4: a streamed event keeps its id and reappears with a higher seq. Each entry holds the
 * version with the highest seq and sits at the lowest seq ever seen for its id (`firstSeq`), so a
 * growing message stays where it began and any re-delivery, reordering, splitting or back-filling
 * of pages converges to the same timeline.
 *
 * Costs: merge(page) is O(page · log n) — appends at the tail and back-filled pages in the middle
 * alike (the ordered list is a SeqList that shares untouched chunks between versions).
 *
 * API:
 * - merge(items) → boolean          true when anything changed (then version++)
 * - view() → EntriesView            immutable per version: { origin, version, list (SeqList by firstSeq), maxSeq }
 * - changesSince(from, to?) → EntryChange[] | null   what changed after version `from` up to `to`
 *                                   (default: now); null once the journal no longer reaches back (rebuild
 *                                   from view().list instead)
 * - version / size / maxSeq · getById(id) · firstSeqOf(id) · firstSeqOfRef(ref: id or any seq ever seen)
 */
export interface TimelineEntry {
  /** Lowest seq seen for this id: its place in the timeline. */
  readonly firstSeq: number;
  /** Latest version (highest seq). */
  readonly event: SessionEvent;
}

export interface EntryChange {
  /** The entry before this merge, null for a new id. */
  readonly before: TimelineEntry | null;
  readonly after: TimelineEntry;
}

export interface EntriesView {
  /** The store this view is of: a new feed of the same session (after a reset) has another. */
  readonly origin: object;
  readonly version: number;
  readonly list: SeqList<TimelineEntry>;
  readonly maxSeq: number;
}

export const entryKey = (entry: TimelineEntry): number => entry.firstSeq;

/** Journal bounds: consumers further behind rebuild (O(n) once) instead of replaying. */
const JOURNAL_MAX_CHANGES = 50_000;
const JOURNAL_MAX_VERSIONS = 1_000;

/** Strings of at most this many characters are shared; longer ones are text, not names. */
const SHARED_MAX_LENGTH = 64;
/** A tool's output is shared up to this length: short outputs repeat ("ok", "Applied 1 edit to …", a test summary). */
const SHARED_OUTPUT_MAX_LENGTH = 256;
/** The pool forgets everything at this size: repeats come close together (kinds, tool names, a call's id). */
const POOL_MAX = 8192;

/**
 * Each parsed event brings its own copy of every string: its kind ("tool_result" 25 000 times in
 * ses_100k), tool names, stages, status texts, the tool_use_id its result repeats, stream keys that
 * repeat its id. The store keeps one copy of each short repeated string (events are the store's own,
 * fresh from their page, so it may).
 */
class SharedStrings {
  private readonly pool = new Map<string, string>();

  of(value: string, max = SHARED_MAX_LENGTH): string {
    if (value.length > max) return value;
    const held = this.pool.get(value);
    if (held !== undefined) return held;
    if (this.pool.size >= POOL_MAX) this.pool.clear();
    this.pool.set(value, value);
    return value;
  }

  /** Short strings of a record, one level deep: data's fields, a tool call's input (commands, paths). */
  private shareFields(record: Record<string, unknown>, id: string): void {
    for (const key in record) {
      const value = record[key];
      if (typeof value === "string") record[key] = value === id ? id : this.of(value);
    }
  }

  /** The event's kind, a short text that is not a message, data's and its input's short string fields. */
  share(event: SessionEvent): void {
    event.type = this.of(event.type);
    if (typeof event.text === "string" && event.type !== "assistant" && event.type !== "reasoning")
      event.text = this.of(event.text);
    const data = event.data as Record<string, unknown> | null | undefined;
    if (!data || typeof data !== "object") return;
    this.shareFields(data, event.id);
    if (event.type === "tool_result" && typeof data.content === "string")
      data.content = this.of(data.content, SHARED_OUTPUT_MAX_LENGTH);
    const { input } = data;
    if (input !== null && typeof input === "object" && !Array.isArray(input))
      this.shareFields(input as Record<string, unknown>, event.id);
  }
}

function isValidEvent(item: SessionEvent | null | undefined): item is SessionEvent {
  return !!item && typeof item.id === "string" && Number.isFinite(item.seq);
}

export class TimelineEntries {
  private readonly byId = new Map<string, TimelineEntry>();
  private readonly strings = new SharedStrings();
  /** seq → id for versions other than an entry's first (URL refs may name any version). */
  private readonly laterSeqs = new Map<number, string>();
  /**
   * Per version its changes; a new id is held as its entry alone (the list holds it anyway), not in an
   * EntryChange of its own: after a catch-up the journal holds 50 000 of them.
   */
  private journal: { version: number; changes: readonly (EntryChange | TimelineEntry)[] }[] = [];
  private journalChanges = 0;
  private readonly origin = {};
  private current: EntriesView = { origin: this.origin, version: 0, list: SeqList.empty(entryKey), maxSeq: -1 };

  get version(): number {
    return this.current.version;
  }

  get size(): number {
    return this.current.list.size;
  }

  get maxSeq(): number {
    return this.current.maxSeq;
  }

  view(): EntriesView {
    return this.current;
  }

  getById(id: string): SessionEvent | undefined {
    return this.byId.get(id)?.event;
  }

  firstSeqOf(id: string): number | undefined {
    return this.byId.get(id)?.firstSeq;
  }

  firstSeqOfRef(ref: string): number | undefined {
    const byId = this.firstSeqOf(ref);
    if (byId !== undefined || !/^-?\d+$/.test(ref)) return byId;
    const seq = Number(ref);
    const later = this.laterSeqs.get(seq);
    if (later !== undefined) return this.firstSeqOf(later);
    return this.current.list.getByKey(seq)?.firstSeq;
  }

  merge(items: readonly SessionEvent[]): boolean {
    const { list } = this.current;
    let maxSeq = this.current.maxSeq;
    const lastKey = list.last()?.firstSeq ?? Number.NEGATIVE_INFINITY;
    // Per id changed by this page: its entry before the page and its latest entry (one map lookup per
    // item; a 1 000-event page into 100 000 is about a millisecond, spent mostly in these lookups).
    const pending = new Map<string, EntryChange>();
    const claimed = new Set<number>();
    let lastNew = lastKey;
    for (const item of items) {
      if (!isValidEvent(item)) continue;
      if (item.seq > maxSeq) maxSeq = item.seq;
      const change = pending.get(item.id);
      const current = change ? change.after : this.byId.get(item.id);
      if (current === undefined) {
        // Seqs are unique per version; a second id on a taken seq would overwrite an entry, so it is dropped.
        // New events in order at the tail (the usual page) cannot collide; only the rest are checked.
        if (item.seq > lastNew) lastNew = item.seq;
        else if (claimed.has(item.seq) || (item.seq <= lastKey && list.getByKey(item.seq) !== undefined)) continue;
        claimed.add(item.seq);
        this.strings.share(item);
        pending.set(item.id, { before: null, after: { firstSeq: item.seq, event: item } });
        continue;
      }
      let { firstSeq, event } = current;
      if (item.seq < firstSeq) {
        // An older version arrived late: the entry belongs earlier in the timeline.
        this.laterSeqs.set(firstSeq, item.id);
        firstSeq = item.seq;
      } else if (item.seq !== firstSeq) this.laterSeqs.set(item.seq, item.id);
      if (item.seq > event.seq) {
        this.strings.share(item);
        event = item;
      }
      if (firstSeq === current.firstSeq && event === current.event) continue;
      pending.set(item.id, { before: change ? change.before : current, after: { firstSeq, event } });
    }
    if (pending.size === 0) return false;
    const changes: EntryChange[] = [];
    const upserts: TimelineEntry[] = [];
    const moved: number[] = [];
    for (const [id, change] of pending) {
      const { before, after } = change;
      if (before && before.firstSeq !== after.firstSeq) moved.push(before.firstSeq);
      this.byId.set(id, after);
      changes.push(change);
      upserts.push(after);
    }
    const version = this.current.version + 1;
    this.current = { origin: this.origin, version, list: list.withChanges(upserts, moved), maxSeq };
    this.record(version, changes);
    return true;
  }

  changesSince(from: number, to: number = this.current.version): readonly EntryChange[] | null {
    if (from === to) return [];
    const first = this.journal[0];
    if (!first || first.version > from + 1 || from > to || to > this.current.version) return null;
    const out: EntryChange[] = [];
    for (const step of this.journal)
      if (step.version > from && step.version <= to)
        for (const change of step.changes) out.push("after" in change ? change : { before: null, after: change });
    return out;
  }

  private record(version: number, changes: readonly EntryChange[]): void {
    this.journal.push({ version, changes: changes.map((change) => (change.before === null ? change.after : change)) });
    this.journalChanges += changes.length;
    while (
      this.journal.length > 1 &&
      (this.journalChanges > JOURNAL_MAX_CHANGES || this.journal.length > JOURNAL_MAX_VERSIONS)
    ) {
      const dropped = this.journal.shift();
      this.journalChanges -= dropped?.changes.length ?? 0;
    }
  }
}
