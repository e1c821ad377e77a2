import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CapacitySample, HISTORY_KEEP_MS, HISTORY_SAMPLE_MS } from "../history";
import {
  appendSample,
  HISTORY_FUTURE_SLACK_MS,
  HISTORY_MAX_SAMPLES,
  HISTORY_MIN_SPACING_MS,
  pruneSamples,
} from "./sample-log";

const s = (at: number, queued = 0): CapacitySample => ({ at, online: 2, busy: 1, queued });
const T0 = 1_800_000_000_000;

describe("appendSample", () => {
  it("adds newer samples and ignores one not newer than the last", () => {
    let log = appendSample([], s(T0), T0);
    log = appendSample(log, s(T0 + 10_000), T0 + 10_000);
    log = appendSample(log, s(T0 + 9_000, 5), T0 + 10_000);
    expect(log.map((x) => x.at)).toEqual([T0, T0 + 10_000]);
  });

  it("lets a reading closer than the spacing replace the last one (a retry, a second tab)", () => {
    const log = appendSample([s(T0), s(T0 + 10_000)], s(T0 + 12_000, 7), T0 + 12_000);
    expect(log).toEqual([s(T0), s(T0 + 12_000, 7)]);
  });

  it("prunes what is older than 24 h on the write", () => {
    const log = appendSample([s(T0), s(T0 + 60_000)], s(T0 + HISTORY_KEEP_MS + 30_000), T0 + HISTORY_KEEP_MS + 30_000);
    expect(log.map((x) => x.at)).toEqual([T0 + 60_000, T0 + HISTORY_KEEP_MS + 30_000]);
  });

  it("drops samples from the future, so a clock set back does not freeze the log", () => {
    const future = T0 + 3_600_000;
    const log = appendSample([s(T0 - 20_000), s(future)], s(T0), T0);
    expect(log.map((x) => x.at)).toEqual([T0 - 20_000, T0]);
  });

  it("holds one day of 10 s refreshes and no more", () => {
    const n = (2 * HISTORY_KEEP_MS) / HISTORY_SAMPLE_MS;
    const twoDays = Array.from({ length: n }, (_, i) => s(T0 + i * HISTORY_SAMPLE_MS));
    const end = T0 + (n - 1) * HISTORY_SAMPLE_MS;
    const log = pruneSamples(twoDays, end);
    expect(log).toHaveLength(HISTORY_KEEP_MS / HISTORY_SAMPLE_MS);
    const next = end + HISTORY_SAMPLE_MS;
    expect(appendSample(log, s(next), next)).toHaveLength(HISTORY_KEEP_MS / HISTORY_SAMPLE_MS);
  });
});

/** Written apart from the code: filter to the window, then the new reading's rule. */
function model(log: CapacitySample[], sample: CapacitySample, now: number): CapacitySample[] {
  const kept = log.filter((x) => x.at > now - HISTORY_KEEP_MS && x.at <= now + HISTORY_FUTURE_SLACK_MS);
  const last = kept.at(-1);
  const fits = sample.at > now - HISTORY_KEEP_MS && sample.at <= now + HISTORY_FUTURE_SLACK_MS;
  if (!fits || (last && sample.at <= last.at)) return kept;
  if (last && sample.at - last.at < HISTORY_MIN_SPACING_MS) return [...kept.slice(0, -1), sample];
  return [...kept, sample];
}

describe("appendSample (properties)", () => {
  const step = fc.record({
    advance: fc.integer({ min: 0, max: 3 * 3_600_000 }),
    skew: fc.integer({ min: -120_000, max: 120_000 }),
    queued: fc.nat(50),
  });

  it("matches the model and keeps the log ordered, spaced, inside 24 h and bounded", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let now = T0;
        let log: CapacitySample[] = [];
        let expected: CapacitySample[] = [];
        for (const { advance, skew, queued } of steps) {
          now += advance;
          const sample = s(now + skew, queued);
          log = appendSample(log, sample, now);
          expected = model(expected, sample, now);
          expect(log).toEqual(expected);
          for (let i = 1; i < log.length; i += 1) {
            const gap = (log[i] as CapacitySample).at - (log[i - 1] as CapacitySample).at;
            expect(gap).toBeGreaterThanOrEqual(HISTORY_MIN_SPACING_MS);
          }
          for (const x of log) {
            expect(x.at).toBeGreaterThan(now - HISTORY_KEEP_MS);
            expect(x.at).toBeLessThanOrEqual(now + HISTORY_FUTURE_SLACK_MS);
          }
          expect(log.length).toBeLessThanOrEqual(HISTORY_MAX_SAMPLES);
        }
      }),
    );
  });

  it("repairs a damaged log: pruning any list gives an ordered, spaced one", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: T0 - 2 * HISTORY_KEEP_MS, max: T0 + 3_600_000 })), (times) => {
        const log = pruneSamples(
          times.map((at) => s(at)),
          T0,
        );
        for (let i = 1; i < log.length; i += 1) {
          expect((log[i] as CapacitySample).at - (log[i - 1] as CapacitySample).at).toBeGreaterThanOrEqual(
            HISTORY_MIN_SPACING_MS,
          );
        }
        expect(pruneSamples(log, T0)).toEqual(log);
      }),
    );
  });
});
