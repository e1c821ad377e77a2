import type { SessionEvent } from "@/api/types";

/**
 * EventStore — the session timeline as pure data (no React, no I/O).
 *
 * Spec §6.4: a streamed event keeps its id and reappears with a higher seq.
 * The store keeps ONE entry per id (the version with the highest seq), ordered
 * by the lowest seq ever seen for that id, so a growing message stays where it
 * began and any re-delivery / reordering / re-splitting of pages converges.
 *
 * API (all reads are O(1) unless noted):
 * - merge(items): boolean          O(page) amortised; true when anything changed (then version++)
 * - version / size / maxSeq        change counter, entry count, highest seq seen
 * - at(i) / entries()              entry by position; the live ordered array (never mutate it)
 * - getById(id) / indexOfId(id)    lookup by event id
 * - indexOfSeq(seq) / indexOfRef(ref)  lookup by any seq ever seen for an entry, or "seq or id" (URL ?event=)
 * - firstSeqOf(id)                 the seq where the entry began
 * - toolResultFor(useId) / toolUseFor(useId) / pairOf(event)   tool_use ↔ tool_result by data.tool_use_id
 * - marker() / countNewSince(m)    "Jump to latest (N new)": entries that began after the marker, O(log n)
 * - layoutVersion / touchedAt(i)   for incremental views: positions are stable while layoutVersion is unchanged,
 *                                  and touchedAt(i) is the version in which entry i last changed
 */
export interface EventsMarker {
  /** Highest seq seen when the marker was taken. */
  readonly seq: number;
}

export interface ReadonlyEventStore {
  readonly version: number;
  readonly size: number;
  readonly maxSeq: number;
  readonly layoutVersion: number;
  touchedAt(index: number): number;
  at(index: number): SessionEvent | undefined;
  entries(): readonly SessionEvent[];
  getById(id: string): SessionEvent | undefined;
  indexOfId(id: string): number;
  indexOfSeq(seq: number): number;
  indexOfRef(ref: string): number;
  firstSeqOf(id: string): number | undefined;
  toolResultFor(toolUseId: string): SessionEvent | undefined;
  toolUseFor(toolUseId: string): SessionEvent | undefined;
  pairOf(event: SessionEvent): SessionEvent | undefined;
  marker(): EventsMarker;
  countNewSince(marker: EventsMarker): number;
}

export function toolUseIdOf(event: SessionEvent): string | null {
  const value = event.data?.tool_use_id;
  return typeof value === "string" && value.length > 0 ? value : null;
}

function isValidEvent(item: SessionEvent | null | undefined): item is SessionEvent {
  return !!item && typeof item.id === "string" && Number.isFinite(item.seq);
}

export class EventStore implements ReadonlyEventStore {
  private readonly list: SessionEvent[] = [];
  /** Parallel to `list`: the lowest seq seen for each entry (its place in the timeline). */
  private readonly firstSeqs: number[] = [];
  /** Parallel to `list`: version in which the entry was added or replaced. */
  private readonly touched: number[] = [];
  private readonly indexById = new Map<string, number>();
  /** seq → id for versions other than an entry's first (first seqs are found by binary search). */
  private readonly laterSeqs = new Map<number, string>();
  private readonly toolUses = new Map<string, string>();
  private readonly toolResults = new Map<string, string>();
  /** Out-of-order arrivals only flag this; the (rare) sort happens on the next read. */
  private unsorted = false;
  private lastFirstSeq = Number.NEGATIVE_INFINITY;
  private _version = 0;
  private _maxSeq = -1;
  private _layoutVersion = 0;

  get version(): number {
    return this._version;
  }

  get size(): number {
    return this.list.length;
  }

  get maxSeq(): number {
    return this._maxSeq;
  }

  get layoutVersion(): number {
    this.ensureOrder();
    return this._layoutVersion;
  }

  touchedAt(index: number): number {
    this.ensureOrder();
    return this.touched[index] ?? 0;
  }

  merge(items: readonly SessionEvent[]): boolean {
    let changed = false;
    for (const item of items) {
      if (isValidEvent(item) && this.mergeOne(item)) changed = true;
    }
    if (changed) this._version++;
    return changed;
  }

  private mergeOne(item: SessionEvent): boolean {
    if (item.seq > this._maxSeq) this._maxSeq = item.seq;
    const index = this.indexById.get(item.id);
    if (index === undefined) {
      this.indexById.set(item.id, this.list.length);
      this.list.push(item);
      this.firstSeqs.push(item.seq);
      this.touched.push(this._version + 1);
      if (item.seq < this.lastFirstSeq) this.unsorted = true;
      else this.lastFirstSeq = item.seq;
      this.indexPair(item);
      return true;
    }
    let changed = false;
    const firstSeq = this.firstSeqs[index] ?? item.seq;
    if (item.seq !== firstSeq) this.laterSeqs.set(item.seq, item.id);
    if (item.seq < firstSeq) {
      // An older version arrived late: the entry belongs earlier in the timeline.
      this.laterSeqs.set(firstSeq, item.id);
      this.firstSeqs[index] = item.seq;
      this.unsorted = true;
      changed = true;
    }
    const current = this.list[index];
    if (current && item.seq > current.seq) {
      this.list[index] = item;
      this.touched[index] = this._version + 1;
      this.indexPair(item);
      changed = true;
    }
    return changed;
  }

  private indexPair(item: SessionEvent): void {
    const useId = toolUseIdOf(item);
    if (useId === null) return;
    if (item.type === "tool_use") this.toolUses.set(useId, item.id);
    else if (item.type === "tool_result") this.toolResults.set(useId, item.id);
  }

  private ensureOrder(): void {
    if (!this.unsorted) return;
    const order = this.list.map((_, i) => i);
    order.sort((a, b) => (this.firstSeqs[a] ?? 0) - (this.firstSeqs[b] ?? 0));
    const events = order.map((i) => this.list[i] as SessionEvent);
    const seqs = order.map((i) => this.firstSeqs[i] as number);
    const touched = order.map((i) => this.touched[i] as number);
    for (let i = 0; i < events.length; i++) {
      const event = events[i] as SessionEvent;
      this.list[i] = event;
      this.firstSeqs[i] = seqs[i] as number;
      this.touched[i] = touched[i] as number;
      this.indexById.set(event.id, i);
    }
    this._layoutVersion++;
    this.lastFirstSeq = seqs.length > 0 ? (seqs[seqs.length - 1] as number) : Number.NEGATIVE_INFINITY;
    this.unsorted = false;
  }

  at(index: number): SessionEvent | undefined {
    this.ensureOrder();
    return this.list[index];
  }

  entries(): readonly SessionEvent[] {
    this.ensureOrder();
    return this.list;
  }

  getById(id: string): SessionEvent | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : this.list[index];
  }

  indexOfId(id: string): number {
    this.ensureOrder();
    return this.indexById.get(id) ?? -1;
  }

  indexOfSeq(seq: number): number {
    const id = this.laterSeqs.get(seq);
    if (id !== undefined) return this.indexOfId(id);
    const at = this.lowerBound(seq);
    return this.firstSeqs[at] === seq ? at : -1;
  }

  /** First position whose firstSeq is ≥ seq (firstSeqs is sorted once ensureOrder ran). */
  private lowerBound(seq: number): number {
    this.ensureOrder();
    let lo = 0;
    let hi = this.firstSeqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.firstSeqs[mid] ?? 0) < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  indexOfRef(ref: string): number {
    const byId = this.indexOfId(ref);
    if (byId >= 0 || !/^-?\d+$/.test(ref)) return byId;
    return this.indexOfSeq(Number(ref));
  }

  firstSeqOf(id: string): number | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : this.firstSeqs[index];
  }

  toolResultFor(toolUseId: string): SessionEvent | undefined {
    const id = this.toolResults.get(toolUseId);
    return id === undefined ? undefined : this.getById(id);
  }

  toolUseFor(toolUseId: string): SessionEvent | undefined {
    const id = this.toolUses.get(toolUseId);
    return id === undefined ? undefined : this.getById(id);
  }

  pairOf(event: SessionEvent): SessionEvent | undefined {
    const useId = toolUseIdOf(event);
    if (useId === null) return undefined;
    if (event.type === "tool_use") return this.toolResultFor(useId);
    if (event.type === "tool_result") return this.toolUseFor(useId);
    return undefined;
  }

  marker(): EventsMarker {
    return { seq: this._maxSeq };
  }

  countNewSince(marker: EventsMarker): number {
    return this.firstSeqs.length - this.lowerBound(marker.seq + 1);
  }
}
