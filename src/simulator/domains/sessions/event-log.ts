import type { NewEvent, SimEvent } from "./model.ts";

/** Events computed on demand from their seq, so a 100 000-event history costs no memory. */
export interface GeneratedEvents {
  count: number;
  at(seq: number): SimEvent;
}

export interface EventPage {
  items: SimEvent[];
  nextSeq: number;
}

/**
 * Append-only feed with monotonic seq. A streamed event that grows is appended again
 * under the same id; its older version becomes a tombstone so pages carry only the
 * latest version (older cursors still see it reappear with the higher seq).
 */
export class EventLog {
  private readonly tail: Array<SimEvent | null> = [];
  private readonly slotById = new Map<string, number>();

  constructor(private readonly base: GeneratedEvents | null = null) {}

  get lastSeq(): number {
    return (this.base?.count ?? 0) + this.tail.length - 1;
  }

  append(event: NewEvent): SimEvent {
    const seq = this.lastSeq + 1;
    const stored: SimEvent = { ...event, seq };
    const previous = this.slotById.get(event.id);
    if (previous !== undefined) this.tail[previous] = null;
    this.slotById.set(event.id, this.tail.length);
    this.tail.push(stored);
    return stored;
  }

  /** Whether an event with this id was appended (generated history aside). */
  has(id: string): boolean {
    return this.slotById.has(id);
  }

  get(seq: number): SimEvent | null {
    const baseCount = this.base?.count ?? 0;
    if (seq < 0 || seq > this.lastSeq) return null;
    if (this.base && seq < baseCount) return this.base.at(seq);
    return this.tail[seq - baseCount] ?? null;
  }

  /** Events after `afterSeq`, at most `limit` of those `visible` accepts; skipped ones still move the cursor. */
  page(afterSeq: number, limit: number, visible: (event: SimEvent) => boolean): EventPage {
    const items: SimEvent[] = [];
    let nextSeq = Math.max(afterSeq, -1);
    const last = this.lastSeq;
    for (let seq = afterSeq + 1; seq <= last && items.length < limit; seq += 1) {
      nextSeq = seq;
      const event = this.get(seq);
      if (event && visible(event)) items.push(event);
    }
    return { items, nextSeq: afterSeq > last ? afterSeq : nextSeq };
  }
}
