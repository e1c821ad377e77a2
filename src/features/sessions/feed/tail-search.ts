import type { EventsPage } from "@/api/types";
import { msOf } from "@/ui/time";

/**
 * Where the newest page of a long session starts, found with a few one-event probes. The API pages
 * only forward from `after_seq` (spec §4.3) and tells nobody how long a feed is, but seqs are unique
 * integers, so any `limit` consecutive seqs hold at most `limit` events: once a visible event at `lo`
 * is known and nothing visible follows `hi` with hi − lo < limit, one page from lo − 1 holds the tail.
 *
 * A probe at X (limit 1) answers with the first visible event after X (its seq and created_at), or
 * nothing. Each round sends its probes at once:
 * - when the session has finished, its finished_at and the events' timestamps give an estimate of the
 *   last seq (interpolated between the samples seen so far): two probes just around it usually close
 *   the search in one round (ses_100k: 3 probes);
 * - one more probe per round widens geometrically (nothing known past the end yet) or halves [lo, hi),
 *   so a poor estimate (bursty sessions, a running one without an end time) still ends in O(log n).
 *
 * API: findTailStart(probe, samples, limit, endAt?) → after_seq for the tail page
 *   samples: events already seen ({ seq, at } with at = msOf(created_at)), e.g. the first page's
 *   first and last; the highest seq is where the search starts. A session that grows meanwhile is fine:
 *   the tail page then comes back full and the live loop pages on.
 */
export type Probe = (afterSeq: number) => Promise<EventsPage>;

export interface TimeSample {
  seq: number;
  /** Epoch ms (NaN when unknown). */
  at: number;
}

export const PROBES_PER_ROUND = 3;
/** Widening factor (× limit) while nothing past the end is known. */
const WIDEN = 8;

export async function findTailStart(
  probe: Probe,
  samples: readonly TimeSample[],
  limit: number,
  endAt: number | null = null,
): Promise<number> {
  const known = samples.filter((s) => Number.isFinite(s.seq));
  let lo = Math.max(...known.map((s) => s.seq));
  let hi = Number.POSITIVE_INFINITY;
  let step = limit * WIDEN;
  while (hi - lo >= limit) {
    const points = new Set<number>();
    const estimate = endAt === null ? null : estimateSeq(known, endAt);
    if (estimate !== null) {
      points.add(Math.round(estimate - limit / 3));
      points.add(Math.round(estimate + limit / 3));
    }
    if (Number.isFinite(hi)) for (const x of cuts(lo, hi, estimate === null ? PROBES_PER_ROUND : 1)) points.add(x);
    else {
      const count = estimate === null ? PROBES_PER_ROUND : 1;
      for (let i = 0; i < count; i++) points.add(lo + step * WIDEN ** i);
      step *= WIDEN ** count;
    }
    const inside = [...points].filter((x) => x > lo && x < hi).sort((a, b) => a - b);
    if (inside.length === 0) break;
    const pages = await Promise.all(inside.map((x) => probe(x)));
    inside.forEach((x, i) => {
      const first = pages[i]?.items?.[0];
      if (first && Number.isFinite(first.seq)) {
        lo = Math.max(lo, first.seq);
        known.push({ seq: first.seq, at: msOf(first.created_at) ?? Number.NaN });
      } else hi = Math.min(hi, x);
    });
    // The session grew past an earlier "nothing here": search on from the newest event seen.
    if (lo >= hi) hi = Number.POSITIVE_INFINITY;
  }
  return lo - 1;
}

/** The seq at time `endAt`, by linear interpolation between the samples around it (or the overall rate). */
export function estimateSeq(samples: readonly TimeSample[], endAt: number): number | null {
  const timed = samples.filter((s) => Number.isFinite(s.at)).sort((a, b) => a.seq - b.seq);
  if (timed.length < 2 || !Number.isFinite(endAt)) return null;
  let before: TimeSample | undefined;
  let after: TimeSample | undefined;
  for (const s of timed) {
    if (s.at <= endAt && (!before || s.seq > before.seq)) before = s;
    if (s.at > endAt && (!after || s.seq < after.seq)) after = s;
  }
  const first = timed[0] as TimeSample;
  const a = before ?? first;
  const b = after ?? (a === first ? (timed[timed.length - 1] as TimeSample) : first);
  if (b.at === a.at || b.seq === a.seq) return null;
  const estimate = a.seq + ((endAt - a.at) * (b.seq - a.seq)) / (b.at - a.at);
  return Number.isFinite(estimate) ? estimate : null;
}

/** `count` distinct probe points strictly inside (lo, hi). */
function cuts(lo: number, hi: number, count: number): number[] {
  const points: number[] = [];
  for (let i = 1; i <= count; i++) {
    const x = Math.floor(lo + ((hi - lo) * i) / (count + 1));
    if (x > lo && x < hi && !points.includes(x)) points.push(x);
  }
  return points;
}
