import type { BenchLine } from "./stats.ts";

/**
 * What one bench step returns to bench/run.ts, in a file of its own so a step never imports the
 * runner (which imports every step: a cycle).
 */
export interface BenchPart {
  lines: BenchLine[];
  raw: Record<string, number>;
}
