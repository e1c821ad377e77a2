/**
 * Nearest-rank percentiles over numbers sorted ascending: the smallest value with at least p % of the
 * values at or below it (no interpolation, so every figure is a wait some session really had).
 *
 * API: percentile(sortedAscending, p) → number | null (null for an empty list)
 */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] ?? null;
}
