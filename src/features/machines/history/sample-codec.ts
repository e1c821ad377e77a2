/**
 * The stored form of one Machine's samples: columns of typed arrays instead of one object per
 * sample, so IndexedDB's structured clone holds about 10 bytes per sample (times as ms after `t0` in
 * a Uint32Array, counts in a Uint16Array, or Uint32Array when a count does not fit) instead of ~45.
 * Counts are whole and not negative; anything that does not read as this shape decodes to no
 * samples (a damaged or foreign value starts the history afresh instead of breaking the page).
 *
 * API: StoredHistory · encodeSamples(samples) · decodeSamples(value)
 */
import type { CapacitySample } from "../history";

type Counts = Uint16Array | Uint32Array;

export interface StoredHistory {
  v: 1;
  /** ms since the epoch of the first sample. */
  t0: number;
  dt: Uint32Array;
  online: Counts;
  busy: Counts;
  queued: Counts;
}

const UINT32_MAX = 0xffff_ffff;

function whole(value: number): number {
  return Math.min(UINT32_MAX, Math.max(0, Math.round(value)));
}

function column(values: readonly number[]): Counts {
  return values.every((v) => v <= 0xffff) ? Uint16Array.from(values) : Uint32Array.from(values);
}

/** `samples` oldest first, as pruneSamples leaves them (within 24 h, so every offset fits 32 bits). */
export function encodeSamples(samples: readonly CapacitySample[]): StoredHistory {
  const t0 = Math.floor(samples[0]?.at ?? 0);
  return {
    v: 1,
    t0,
    dt: Uint32Array.from(samples, (s) => Math.min(UINT32_MAX, Math.max(0, Math.round(s.at - t0)))),
    online: column(samples.map((s) => whole(s.online))),
    busy: column(samples.map((s) => whole(s.busy))),
    queued: column(samples.map((s) => whole(s.queued))),
  };
}

function isCounts(value: unknown, length: number): value is Counts {
  return (value instanceof Uint16Array || value instanceof Uint32Array) && value.length === length;
}

export function decodeSamples(value: unknown): CapacitySample[] {
  if (typeof value !== "object" || value === null) return [];
  const stored = value as Partial<Record<keyof StoredHistory, unknown>>;
  const { t0, dt } = stored;
  if (stored.v !== 1 || typeof t0 !== "number" || !Number.isFinite(t0) || !(dt instanceof Uint32Array)) return [];
  const { online, busy, queued } = stored;
  if (!isCounts(online, dt.length) || !isCounts(busy, dt.length) || !isCounts(queued, dt.length)) return [];
  const out: CapacitySample[] = new Array(dt.length);
  for (let i = 0; i < dt.length; i += 1) {
    out[i] = { at: t0 + (dt[i] ?? 0), online: online[i] ?? 0, busy: busy[i] ?? 0, queued: queued[i] ?? 0 };
  }
  return out;
}
