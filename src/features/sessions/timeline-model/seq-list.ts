/**
 * SeqList<T> — an immutable list kept sorted by a numeric key (an event's seq), stored in chunks so
 * that a new version shares every chunk it did not touch. A change of k items costs
 * O(k log n + touched chunks · CHUNK + n / CHUNK) instead of O(n), so a 100 000-entry timeline can
 * hand React a fresh, never-mutated value after every page.
 *
 * API:
 * - SeqList.empty(keyOf) / SeqList.fromSorted(items, keyOf)   items strictly ascending by key
 * - size · get(index) · getByKey(key) · indexOfKey(key) (−1 when absent) · lowerBound(key)
 * - first() / last() · forEach(fn) · toArray()
 * - withChanges(upserts, removedKeys) → a new list (insert or replace by key, then remove); `this`
 *   when nothing changed. Upserts may come in any order; a later upsert of the same key wins.
 */
export const CHUNK = 512;

type KeyOf<T> = (item: T) => number;

export class SeqList<T> {
  readonly size: number;
  /** Index of each chunk's first item (prefix sums). */
  private readonly starts: number[];
  /** Key of each chunk's first item. */
  private readonly firstKeys: number[];

  private constructor(
    private readonly chunks: readonly (readonly T[])[],
    private readonly keyOf: KeyOf<T>,
  ) {
    const starts: number[] = [];
    const firstKeys: number[] = [];
    let size = 0;
    for (const chunk of chunks) {
      starts.push(size);
      firstKeys.push(keyOf(chunk[0] as T));
      size += chunk.length;
    }
    this.starts = starts;
    this.firstKeys = firstKeys;
    this.size = size;
  }

  static empty<T>(keyOf: KeyOf<T>): SeqList<T> {
    return new SeqList<T>([], keyOf);
  }

  static fromSorted<T>(items: readonly T[], keyOf: KeyOf<T>): SeqList<T> {
    const chunks: T[][] = [];
    for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
    return new SeqList(chunks, keyOf);
  }

  /** The chunk of the previous get(): the virtualizer reads every index in order, so most reads hit it. */
  private lastChunk = 0;

  get(index: number): T | undefined {
    if (index < 0 || index >= this.size) return undefined;
    let c = this.lastChunk;
    const start = this.starts[c] as number;
    if (index < start || index >= start + (this.chunks[c] as readonly T[]).length) {
      c = lastAtMost(this.starts, index);
      this.lastChunk = c;
    }
    return (this.chunks[c] as readonly T[])[index - (this.starts[c] as number)];
  }

  first(): T | undefined {
    return this.chunks[0]?.[0];
  }

  last(): T | undefined {
    const chunk = this.chunks[this.chunks.length - 1];
    return chunk?.[chunk.length - 1];
  }

  /** Position of the first item whose key is ≥ key (size when none). */
  lowerBound(key: number): number {
    const c = lastAtMost(this.firstKeys, key);
    if (c < 0) return 0;
    const chunk = this.chunks[c] as readonly T[];
    return (this.starts[c] as number) + lowerBoundIn(chunk, key, this.keyOf);
  }

  indexOfKey(key: number): number {
    const at = this.lowerBound(key);
    const item = this.get(at);
    return item !== undefined && this.keyOf(item) === key ? at : -1;
  }

  getByKey(key: number): T | undefined {
    const at = this.indexOfKey(key);
    return at < 0 ? undefined : this.get(at);
  }

  forEach(fn: (item: T, index: number) => void): void {
    let index = 0;
    for (const chunk of this.chunks) for (const item of chunk) fn(item, index++);
  }

  toArray(): T[] {
    const out: T[] = [];
    for (const chunk of this.chunks) for (const item of chunk) out.push(item);
    return out;
  }

  withChanges(upserts: readonly T[], removedKeys: readonly number[] = []): SeqList<T> {
    if (upserts.length === 0 && removedKeys.length === 0) return this;
    const keyOf = this.keyOf;
    const lastKey = this.chunks.length > 0 ? keyOf(this.last() as T) : Number.NEGATIVE_INFINITY;
    // The common case (a live page): most items are new at the end, in order. Those are appended as they
    // come; only the rest (grown versions, back-filled history, removals) go through the merge.
    const tail: T[] = [];
    const middle: T[] = [];
    let tailKey = lastKey;
    let mixed = false;
    for (const item of upserts) {
      const key = keyOf(item);
      if (key > tailKey) {
        tail.push(item);
        tailKey = key;
      } else {
        // Above the old end but not in order (a duplicate or a late item): the full merge keeps write order.
        if (key > lastKey) mixed = true;
        middle.push(item);
      }
    }
    for (const key of removedKeys) if (key > lastKey) mixed = true;
    if (mixed) return this.merged(upserts, removedKeys, lastKey);
    const merged = middle.length > 0 || removedKeys.length > 0 ? this.merged(middle, removedKeys, lastKey) : this;
    return tail.length === 0 ? merged : merged.appended(tail);
  }

  private merged(upserts: readonly T[], removedKeys: readonly number[], lastKey: number): SeqList<T> {
    const keyOf = this.keyOf;
    // One op per key, last write wins; removals apply after upserts of the same batch.
    const ops = new Map<number, T | null>();
    for (const item of upserts) ops.set(keyOf(item), item);
    for (const key of removedKeys) ops.set(key, null);
    const keys = [...ops.keys()].sort((a, b) => a - b);
    if ((keys[0] as number) > lastKey && removedKeys.length === 0) {
      return this.appended(keys.map((key) => ops.get(key) as T));
    }
    // Group the ops by the chunk they land in (the last chunk whose first key is ≤ the op's key).
    const next = this.chunks.slice();
    const touched = new Map<number, number[]>();
    for (const key of keys) {
      const c = Math.max(0, lastAtMost(this.firstKeys, key));
      const list = touched.get(c);
      if (list) list.push(key);
      else touched.set(c, [key]);
    }
    let changed = false;
    // Right to left, so splicing a split chunk never shifts a chunk still to be visited.
    for (const c of [...touched.keys()].sort((a, b) => b - a)) {
      const merged = mergeChunk(next[c] ?? [], touched.get(c) as number[], ops, keyOf);
      if (merged === null) continue;
      changed = true;
      next.splice(c, 1, ...split(merged));
    }
    return changed ? new SeqList(next, keyOf) : this;
  }

  /** Items strictly ascending and above every key in the list. */
  private appended(items: readonly T[]): SeqList<T> {
    const next = this.chunks.slice();
    let tail: T[] =
      next.length > 0 && (next[next.length - 1] as readonly T[]).length < CHUNK ? [...(next.pop() as T[])] : [];
    for (const item of items) {
      tail.push(item);
      if (tail.length === CHUNK) {
        next.push(tail);
        tail = [];
      }
    }
    if (tail.length > 0) next.push(tail);
    return new SeqList(next, this.keyOf);
  }
}

/** Merges sorted ops into one chunk; null when nothing changed. */
function mergeChunk<T>(
  chunk: readonly T[],
  keys: readonly number[],
  ops: Map<number, T | null>,
  keyOf: KeyOf<T>,
): T[] | null {
  const out: T[] = [];
  let changed = false;
  let i = 0;
  for (const key of keys) {
    while (i < chunk.length && keyOf(chunk[i] as T) < key) out.push(chunk[i++] as T);
    const op = ops.get(key) as T | null;
    const existing = i < chunk.length && keyOf(chunk[i] as T) === key ? (chunk[i++] as T) : undefined;
    if (op === null) {
      if (existing !== undefined) changed = true;
      continue;
    }
    if (op !== existing) changed = true;
    out.push(op);
  }
  while (i < chunk.length) out.push(chunk[i++] as T);
  return changed ? out : null;
}

function split<T>(items: T[]): T[][] {
  if (items.length === 0) return [];
  if (items.length <= 2 * CHUNK) return [items];
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) pieces.push(items.slice(i, i + CHUNK));
  return pieces;
}

/** Largest i with sorted[i] ≤ value, or −1. */
function lastAtMost(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function lowerBoundIn<T>(chunk: readonly T[], key: number, keyOf: KeyOf<T>): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(chunk[mid] as T) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
