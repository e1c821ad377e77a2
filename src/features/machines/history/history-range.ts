/**
 * The chart's time ranges and the Machine page's URL search params. Like every search parser here,
 * a bad value falls back to absent instead of throwing (a hand-edited link still opens the page),
 * and the default range stays out of the URL. Plain functions rather than zod: route search parsing
 * ships in the first chunk (docs/design-notes.md, "route search params").
 *
 * API: HISTORY_RANGES · HistoryRange · DEFAULT_HISTORY_RANGE · RANGE_SPEC · MachineSearch ·
 * machineSearchSchema(raw) · rangeOf(search)
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const HISTORY_RANGES = ["15m", "1h", "6h", "24h"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = "1h";

export interface RangeSpec {
  ms: number;
  /** The control's label and the words' span. */
  label: string;
  /** The chart's bucket: about 300 points at most. */
  bucketMs: number;
  /** The table's rows: at most 24. */
  rowMs: number;
}

export const RANGE_SPEC: Record<HistoryRange, RangeSpec> = {
  "15m": { ms: 15 * MINUTE, label: "15 min", bucketMs: 10_000, rowMs: MINUTE },
  "1h": { ms: HOUR, label: "1 h", bucketMs: 20_000, rowMs: 5 * MINUTE },
  "6h": { ms: 6 * HOUR, label: "6 h", bucketMs: 2 * MINUTE, rowMs: 15 * MINUTE },
  "24h": { ms: 24 * HOUR, label: "24 h", bucketMs: 5 * MINUTE, rowMs: HOUR },
};

export interface MachineSearch {
  /** The history chart's range; absent = DEFAULT_HISTORY_RANGE. */
  range?: HistoryRange;
}

export function machineSearchSchema(raw: Record<string, unknown>): MachineSearch {
  const range = raw.range;
  // Every key, undefined when refused: the router merges what this returns over the raw search.
  return {
    range:
      typeof range === "string" && (HISTORY_RANGES as readonly string[]).includes(range)
        ? (range as HistoryRange)
        : undefined,
  };
}

export function rangeOf(search: MachineSearch): HistoryRange {
  return search.range ?? DEFAULT_HISTORY_RANGE;
}
