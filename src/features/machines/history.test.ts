import { describe, expect, it } from "vitest";
import { HISTORY_CAPACITY, HISTORY_SAMPLE_MS, RingBuffer, sampleOf, summarizeHistory } from "./history";

const HOUR = 3_600_000;

describe("RingBuffer", () => {
  it("keeps insertion order, oldest first, until full", () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.toArray()).toEqual([]);
    expect(ring.last()).toBeUndefined();
    ring.push(1);
    ring.push(2);
    expect(ring.toArray()).toEqual([1, 2]);
    expect(ring.size).toBe(2);
    expect(ring.last()).toBe(2);
  });

  it("never holds more than its capacity and drops the oldest first", () => {
    const ring = new RingBuffer<number>(3);
    for (let i = 1; i <= 10; i += 1) ring.push(i);
    expect(ring.size).toBe(3);
    expect(ring.toArray()).toEqual([8, 9, 10]);
    expect(ring.last()).toBe(10);
  });

  it("works with a capacity of one and refuses nonsense capacities", () => {
    const ring = new RingBuffer<string>(1);
    ring.push("a");
    ring.push("b");
    expect(ring.toArray()).toEqual(["b"]);
    expect(() => new RingBuffer(0)).toThrow(RangeError);
    expect(() => new RingBuffer(2.5)).toThrow(RangeError);
  });

  it("holds at least the last hour of 10-second samples, and stays bounded after many hours", () => {
    const ring = new RingBuffer<number>(HISTORY_CAPACITY);
    const t0 = 1_000_000;
    const samples = (5 * HOUR) / HISTORY_SAMPLE_MS;
    for (let i = 0; i <= samples; i += 1) ring.push(t0 + i * HISTORY_SAMPLE_MS);
    const kept = ring.toArray();
    const newest = kept[kept.length - 1] ?? 0;
    expect(ring.size).toBe(HISTORY_CAPACITY);
    expect(newest - (kept[0] ?? 0)).toBeGreaterThanOrEqual(HOUR);
    expect(kept.filter((t) => t >= newest - HOUR)).toHaveLength(HOUR / HISTORY_SAMPLE_MS + 1);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });
});

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

  it("calls an unchanged series steady", () => {
    expect(summarizeHistory([sampleOf(machine(2, 1, 0), 5)])).toBe(
      "1 sample so far. Workers online steady at 2, now 2. Workers busy steady at 1, now 1. Sessions queued steady at 0, now 0.",
    );
  });
});
