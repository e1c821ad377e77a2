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

/**
 * One line of bench/report.json. `id`, `value` and `unit` are for tools and stay stable once named;
 * `name`, `target` and `measured` are for people reading the printed table.
 */
export interface BenchLine {
  id: string;
  /** NaN (written as null) when nothing could be measured. */
  value: number;
  unit: string;
  name: string;
  target: string;
  measured: string;
  /** null when there is no target (informational line). */
  pass: boolean | null;
  note?: string;
}

/** target / measured / verdict per line, for people reading a bench run. */
export function printTable(lines: readonly BenchLine[]): void {
  const verdict = (l: BenchLine) => (l.pass === null ? "info" : l.pass ? "PASS" : "FAIL");
  const w = [Math.max(...lines.map((l) => l.name.length)), 9, Math.max(...lines.map((l) => l.measured.length)), 4];
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(w[i] ?? 0)).join("  ");
  const out = [row(["measurement", "target", "measured", "    "]), row(w.map((n) => "-".repeat(n)))];
  for (const l of lines) out.push(`${row([l.name, l.target, l.measured, verdict(l)])}${l.note ? `  (${l.note})` : ""}`);
  console.info(out.join("\n"));
}
