import { describe, expect, it } from "vitest";
import { AVAILABILITY_WINDOW_MS, availabilityOf, MIN_AVAILABILITY_COVER_MS } from "./availability";

const MIN = 60_000;
const NOW = 1_800_000_000_000;

/** The simulator's nightly Machine: its 4 workers away for the first 8 minutes of every 20, sampled every 10 s. */
function nightly(fromMs: number, toMs: number, everyMs = 10_000) {
  const out: { at: number; online: number }[] = [];
  for (let at = fromMs; at <= toMs; at += everyMs) {
    const inCycle = (at - fromMs) % (20 * MIN);
    out.push({ at, online: inCycle < 8 * MIN ? 0 : 4 });
  }
  return out;
}

describe("availabilityOf", () => {
  it("reads the share of the time workers were online: 8 minutes away in every 20 is 60 %", () => {
    const a = availabilityOf(nightly(NOW - AVAILABILITY_WINDOW_MS, NOW), 4, NOW);
    expect(a?.share).toBeCloseTo(0.6, 2);
    expect(a?.meanOnline).toBeCloseTo(2.4, 1);
    expect(a?.coveredMs).toBe(AVAILABILITY_WINDOW_MS);
  });

  it("reads only the window: older samples hold their count only into its start", () => {
    // Two hours of samples: all online in the first, none in the last.
    const samples = [
      { at: NOW - 120 * MIN, online: 4 },
      { at: NOW - 61 * MIN, online: 4 },
      { at: NOW - 30 * MIN, online: 0 },
    ];
    const a = availabilityOf(samples, 4, NOW);
    // 30 min at 4 (the sample from 61 min ago holds from the window's start), 30 min at 0.
    expect(a?.share).toBeCloseTo(0.5, 6);
    expect(a?.coveredMs).toBe(60 * MIN);
  });

  it("says nothing rather than take a few minutes for the hour, or without an enrolled count", () => {
    const short = [{ at: NOW - MIN_AVAILABILITY_COVER_MS + 1, online: 4 }];
    expect(availabilityOf(short, 4, NOW)).toBeNull();
    expect(availabilityOf([{ at: NOW - MIN_AVAILABILITY_COVER_MS, online: 4 }], 4, NOW)?.share).toBe(1);
    expect(availabilityOf(nightly(NOW - 60 * MIN, NOW), 0, NOW)).toBeNull();
    expect(availabilityOf(nightly(NOW - 60 * MIN, NOW), null, NOW)).toBeNull();
    // Samples from the future (a clock ahead) and broken counts are left out.
    expect(availabilityOf([{ at: NOW + MIN, online: 4 }], 4, NOW)).toBeNull();
    expect(availabilityOf([{ at: NOW - 30 * MIN, online: Number.NaN }], 4, NOW)).toBeNull();
  });

  it("cuts a share above 1 (more online then than enrolled now) to 1", () => {
    expect(availabilityOf([{ at: NOW - 30 * MIN, online: 6 }], 4, NOW)?.share).toBe(1);
  });
});
