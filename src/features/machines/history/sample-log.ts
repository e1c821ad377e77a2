/**
 * The rule for a Machine's stored samples, applied on every write: oldest first, strictly newer each,
 * nothing older than 24 h (or from the future: a clock set back must not freeze the log), and two
 * readings closer than HISTORY_MIN_SPACING_MS are one (the newer wins: a retry, a second tab on the
 * same Machine). So a Machine never holds more than HISTORY_MAX_SAMPLES, whatever writes it.
 *
 * API: HISTORY_MIN_SPACING_MS · HISTORY_MAX_SAMPLES · HISTORY_FUTURE_SLACK_MS ·
 * pruneSamples(samples, now) · appendSample(samples, sample, now)
 */
import { type CapacitySample, HISTORY_KEEP_MS } from "../history";

export const HISTORY_MIN_SPACING_MS = 5_000;
export const HISTORY_MAX_SAMPLES = HISTORY_KEEP_MS / HISTORY_MIN_SPACING_MS + 1;
/** Samples stamped later than now + this are dropped (the clock moved back). */
export const HISTORY_FUTURE_SLACK_MS = 60_000;

function inWindow(at: number, now: number): boolean {
  return Number.isFinite(at) && at > now - HISTORY_KEEP_MS && at <= now + HISTORY_FUTURE_SLACK_MS;
}

/** What may stay at `now`: inside the window, ordered and spaced (a damaged log is repaired, not trusted). */
export function pruneSamples(samples: readonly CapacitySample[], now: number): CapacitySample[] {
  const out: CapacitySample[] = [];
  for (const sample of samples) {
    if (!inWindow(sample.at, now)) continue;
    const last = out[out.length - 1];
    if (last && sample.at <= last.at) continue;
    if (last && sample.at - last.at < HISTORY_MIN_SPACING_MS) out[out.length - 1] = sample;
    else out.push(sample);
  }
  return out.length > HISTORY_MAX_SAMPLES ? out.slice(out.length - HISTORY_MAX_SAMPLES) : out;
}

/** The log after `sample` arrives at `now`; a sample not newer than the last one is ignored. */
export function appendSample(
  samples: readonly CapacitySample[],
  sample: CapacitySample,
  now: number,
): CapacitySample[] {
  return pruneSamples([...samples, sample], now);
}
