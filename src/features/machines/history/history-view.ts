/**
 * What a chart of one time window shows from a Machine's samples. Samples further apart than
 * HISTORY_GAP_MS (two missed refreshes: the page was closed, hidden or offline) split into runs, and
 * the time between runs is a gap, drawn as a gap and never as a line. Within a run, samples share a
 * bucket of `bucketMs` (aligned to the epoch, so a view does not shift as time moves) and the bucket
 * shows its worst reading: the fewest workers online, the most busy, the longest queue. A run's last
 * value holds for one refresh period, no further than the window's end.
 *
 * API: HISTORY_GAP_MS · HistoryPoint · HistoryRun · HistoryGap · HistoryView ·
 * historyView(samples, { from, to, bucketMs, gapMs? }) · splitRuns(samples, gapMs)
 */
import { type CapacitySample, HISTORY_SAMPLE_MS } from "../history";

export const HISTORY_GAP_MS = 3 * HISTORY_SAMPLE_MS;

export type HistoryPoint = CapacitySample;

export interface HistoryRun {
  /** Where its line starts and ends (clipped to the window). */
  from: number;
  to: number;
  /** Oldest first; the first one's `at` is `from`. */
  points: HistoryPoint[];
}

export interface HistoryGap {
  from: number;
  to: number;
}

export interface HistoryView {
  from: number;
  to: number;
  runs: HistoryRun[];
  /** Between runs, and after the last one when no sample came since. */
  gaps: HistoryGap[];
  /** The samples inside the window, for the words. */
  samples: CapacitySample[];
}

/** Consecutive samples no more than `gapMs` apart belong to one run. */
export function splitRuns(samples: readonly CapacitySample[], gapMs: number): CapacitySample[][] {
  const runs: CapacitySample[][] = [];
  let current: CapacitySample[] = [];
  for (const sample of samples) {
    const last = current[current.length - 1];
    if (last && sample.at - last.at > gapMs) {
      runs.push(current);
      current = [];
    }
    current.push(sample);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

function bucketed(run: readonly CapacitySample[], from: number, bucketMs: number): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  let bucket = Number.NaN;
  for (const sample of run) {
    const index = Math.floor(sample.at / bucketMs);
    const last = points[points.length - 1];
    if (last && index === bucket) {
      last.online = Math.min(last.online, sample.online);
      last.busy = Math.max(last.busy, sample.busy);
      last.queued = Math.max(last.queued, sample.queued);
      continue;
    }
    bucket = index;
    points.push({ ...sample, at: Math.max(from, sample.at) });
  }
  return points;
}

export function historyView(
  samples: readonly CapacitySample[],
  { from, to, bucketMs, gapMs = HISTORY_GAP_MS }: { from: number; to: number; bucketMs: number; gapMs?: number },
): HistoryView {
  // The last sample before the window still holds at its left edge (if it is recent enough).
  const inside = samples.filter((s) => s.at >= from && s.at <= to);
  const before = samples.filter((s) => s.at < from && s.at >= from - gapMs).pop();
  const relevant = before ? [before, ...inside] : inside;
  const runs: HistoryRun[] = [];
  for (const run of splitRuns(relevant, gapMs)) {
    const last = run[run.length - 1] as CapacitySample;
    const end = Math.min(to, last.at + HISTORY_SAMPLE_MS);
    if (end <= from) continue;
    const points = bucketed(run, from, bucketMs);
    runs.push({ from: points[0]?.at ?? from, to: end, points });
  }
  const gaps: HistoryGap[] = [];
  for (let i = 1; i < runs.length; i += 1) {
    gaps.push({ from: (runs[i - 1] as HistoryRun).to, to: (runs[i] as HistoryRun).from });
  }
  const lastRun = runs[runs.length - 1];
  const lastAt = relevant[relevant.length - 1]?.at;
  if (lastRun && lastAt !== undefined && to - lastAt > gapMs) gaps.push({ from: lastRun.to, to });
  return { from, to, runs, gaps, samples: inside };
}
