import { describe, expect, it } from "vitest";
import { sampleOf, summarizeHistory } from "./history";

describe("summarizeHistory", () => {
  const machine = (online: number, busy: number, queued: number) => ({
    workers: { total: 6, online, busy, idle: online - busy },
    sessions: { queued, running: busy },
  });

  it("says when there is nothing yet", () => {
    expect(summarizeHistory([])).toBe("No samples yet; the first arrives with the next refresh.");
  });

  it("gives each series' range and latest value", () => {
    const t0 = 0;
    const samples = [sampleOf(machine(5, 5, 3), t0), sampleOf(machine(6, 4, 0), t0 + 10 * 60_000)];
    expect(summarizeHistory(samples)).toBe(
      "2 samples over the last 10 min. Workers online between 5 and 6, now 6. " +
        "Workers busy between 4 and 5, now 4. Sessions queued between 0 and 3, now 0.",
    );
  });

  it("groups its counts", () => {
    const big = (at: number) => sampleOf(machine(12_345, 12_000, 23_456), at);
    const samples = Array.from({ length: 1_234 }, (_, i) => big(i * 10_000));
    samples.push(sampleOf(machine(20_000, 1_000, 0), 1_234 * 10_000));
    expect(summarizeHistory(samples)).toBe(
      "1,235 samples over the last 3 h. Workers online between 12,345 and 20,000, now 20,000. " +
        "Workers busy between 1,000 and 12,000, now 1,000. Sessions queued between 0 and 23,456, now 0.",
    );
  });

  it("calls an unchanged series steady", () => {
    expect(summarizeHistory([sampleOf(machine(2, 1, 0), 5)])).toBe(
      "1 sample so far. Workers online steady at 2, now 2. Workers busy steady at 1, now 1. Sessions queued steady at 0, now 0.",
    );
  });
});
