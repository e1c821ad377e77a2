/** Small helpers shared by the benchmarks. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export interface BenchLine {
  name: string;
  target: string;
  measured: string;
  /** null when there is no target (informational line). */
  pass: boolean | null;
  note?: string;
}
