/**
 * Capacity history of one Machine, sampled while its page is open: a bounded ring buffer
 * (oldest sample overwritten first) and the numbers its chart and text summary need.
 * Framework-free; the page pushes one sample per successful refresh.
 */
import type { Machine } from "@/api/types";

export interface CapacitySample {
  /** ms since the epoch, when the numbers were received. */
  at: number;
  online: number;
  busy: number;
  queued: number;
}

export const HISTORY_SAMPLE_MS = 10_000;
/** Two hours at one sample per 10 s: always more than the last hour, even with extra refreshes. */
export const HISTORY_CAPACITY = (2 * 3_600_000) / HISTORY_SAMPLE_MS;

export class RingBuffer<T> {
  private readonly slots: (T | undefined)[];
  private start = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be a positive integer");
    this.slots = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    if (this.count < this.capacity) {
      this.slots[(this.start + this.count) % this.capacity] = item;
      this.count += 1;
      return;
    }
    this.slots[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  last(): T | undefined {
    return this.count === 0 ? undefined : this.slots[(this.start + this.count - 1) % this.capacity];
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.count; i += 1) {
      const item = this.slots[(this.start + i) % this.capacity];
      if (item !== undefined) out.push(item);
    }
    return out;
  }
}

export function sampleOf(machine: Pick<Machine, "workers" | "sessions">, at: number): CapacitySample {
  return { at, online: machine.workers.online, busy: machine.workers.busy, queued: machine.sessions.queued };
}

export const SERIES = [
  { key: "online", label: "Workers online" },
  { key: "busy", label: "Workers busy" },
  { key: "queued", label: "Sessions queued" },
] as const satisfies readonly { key: keyof Omit<CapacitySample, "at">; label: string }[];

function span(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return `${Math.max(1, Math.round(ms / 1000))} s`;
  if (minutes < 120) return `${minutes} min`;
  return `${Math.round(minutes / 60)} h`;
}

/** One sentence per series: range and latest value, e.g. for screen readers and the wall display. */
export function summarizeHistory(samples: readonly CapacitySample[]): string {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return "No samples yet; the first arrives with the next refresh.";
  const parts = SERIES.map(({ key, label }) => {
    const values = samples.map((s) => s[key]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const range = low === high ? `steady at ${low}` : `between ${low} and ${high}`;
    return `${label} ${range}, now ${last[key]}.`;
  });
  const head =
    samples.length === 1 ? "1 sample so far." : `${samples.length} samples over the last ${span(last.at - first.at)}.`;
  return [head, ...parts].join(" ");
}
