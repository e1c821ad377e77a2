import type { SeqList } from "../../timeline-model/seq-list";
import type { TimelineRow } from "../../timeline-model/timeline-rows";

/**
 * The virtual list's items: the event rows with a few extra items placed among them by seq — the
 * follow-ups you sent (after the newest event seen when sending) and the gap of history still loading.
 * Extras are few, rows may be 100 000: positions are computed per extra, rows are never copied.
 *
 * Rows are timeline rows by default; any list of items keyed by seq works (the steps view lays out its
 * steps the same way). A row's key is its `key` when it has one, else its seq.
 *
 * API: new ItemLayout(rows, extras) · count · at(i) · keyAt(i) · indexOfRowSeq(seq) · indexOfExtra(key)
 */
export interface LayoutExtra {
  readonly key: string;
  /** Placed after every row whose seq is ≤ anchorSeq (and after earlier extras with the same anchor). */
  readonly anchorSeq: number;
}

/** What the layout needs of a row: its place (seq) and, when it has one, a stable key. */
export interface LayoutRow {
  readonly seq: number;
  readonly key?: string;
}

export type LayoutItem<X, R extends LayoutRow = TimelineRow> =
  | { readonly kind: "row"; readonly row: R; readonly rowIndex: number }
  | { readonly kind: "extra"; readonly extra: X };

export class ItemLayout<X extends LayoutExtra, R extends LayoutRow = TimelineRow> {
  readonly count: number;
  private readonly extras: readonly X[];
  /** Virtual index of each extra, ascending. */
  private readonly positions: number[];
  /** The row index each extra stands before. */
  private readonly before: number[];

  constructor(
    readonly rows: SeqList<R>,
    extras: readonly X[],
  ) {
    this.extras = [...extras].sort((a, b) => a.anchorSeq - b.anchorSeq);
    this.before = this.extras.map((extra) => rows.lowerBound(extra.anchorSeq + 1));
    this.positions = this.before.map((rowIndex, j) => rowIndex + j);
    this.count = rows.size + this.extras.length;
  }

  at(index: number): LayoutItem<X, R> | undefined {
    if (index < 0 || index >= this.count) return undefined;
    // j = how many extras sit before `index`.
    let lo = 0;
    let hi = this.positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.positions[mid] as number) < index) lo = mid + 1;
      else hi = mid;
    }
    if (this.positions[lo] === index) return { kind: "extra", extra: this.extras[lo] as X };
    const rowIndex = index - lo;
    const row = this.rows.get(rowIndex);
    return row ? { kind: "row", row, rowIndex } : undefined;
  }

  keyAt(index: number): string | number {
    const item = this.at(index);
    if (!item) return index;
    return item.kind === "row" ? (item.row.key ?? item.row.seq) : `extra:${item.extra.key}`;
  }

  indexOfRowSeq(seq: number): number {
    const rowIndex = this.rows.indexOfKey(seq);
    if (rowIndex < 0) return -1;
    let extrasBefore = 0;
    while (extrasBefore < this.before.length && (this.before[extrasBefore] as number) <= rowIndex) extrasBefore++;
    return rowIndex + extrasBefore;
  }

  indexOfExtra(key: string): number {
    const j = this.extras.findIndex((extra) => extra.key === key);
    return j < 0 ? -1 : (this.positions[j] as number);
  }
}
