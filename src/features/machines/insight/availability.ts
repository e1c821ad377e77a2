/**
 * How much of the time a Machine's workers were online: the time-weighted mean of the online count over
 * the window the scaling hint reads its arrivals from (the last hour), over the workers enrolled now. A
 * Machine whose workers are away 8 minutes in every 20 serves only 60 % of the time, and a model that
 * assumes they stay online promises waits it cannot keep.
 *
 * Read from the capacity samples this browser kept (history): each sample's count holds until the next
 * one (a gap holds the last count seen). Covering less than MIN_AVAILABILITY_COVER_MS, it says nothing
 * (null) rather than take a few minutes for the hour.
 *
 * API: Availability · availabilityOf(samples, total, now, windowMs?) → Availability | null ·
 *      MIN_AVAILABILITY_COVER_MS · AVAILABILITY_WINDOW_MS
 */
export interface Availability {
  /** meanOnline ÷ total, 0..1 (above 1 is cut to 1: more were online than are enrolled now). */
  share: number;
  /** Workers online on average over the span covered (time-weighted). */
  meanOnline: number;
  /** Workers enrolled now (the denominator). */
  total: number;
  /** How much of the window the samples cover (ms). */
  coveredMs: number;
  /** Samples read. */
  samples: number;
}

export const AVAILABILITY_WINDOW_MS = 3_600_000;
export const MIN_AVAILABILITY_COVER_MS = 15 * 60_000;

export function availabilityOf(
  samples: readonly { at: number; online: number }[],
  total: number | null,
  now: number,
  windowMs = AVAILABILITY_WINDOW_MS,
): Availability | null {
  if (total === null || !(total > 0)) return null;
  const start = now - windowMs;
  let weighted = 0;
  let covered = 0;
  let used = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i];
    if (!s || s.at > now || !Number.isFinite(s.online) || s.online < 0) continue;
    const next = samples[i + 1];
    const until = Math.min(next && next.at <= now ? next.at : now, now);
    const from = Math.max(s.at, start);
    if (until <= from) continue;
    weighted += s.online * (until - from);
    covered += until - from;
    used += 1;
  }
  if (covered < MIN_AVAILABILITY_COVER_MS) return null;
  const meanOnline = weighted / covered;
  return { share: Math.min(1, meanOnline / total), meanOnline, total, coveredMs: covered, samples: used };
}
