import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longestFirst, type SeenSession, waitAnalytics } from "./wait-analytics";
import { waitHistogram } from "./wait-histogram";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

type Placement = NonNullable<SeenSession["machine"]>;
type Seen = SeenSession & { machine: Placement };

/** The same session with some placement fields changed. */
const patched = (s: Seen, id: string, patch: Partial<Placement> | null): SeenSession => ({
  ...s,
  session_id: id,
  machine: patch === null ? null : ({ ...s.machine, ...patch } as Placement),
});

function seen(id: string, enqueuedAgoMin: number, waitedMin: number | null, extra: Partial<Seen> = {}): Seen {
  const enqueued = NOW - enqueuedAgoMin * MIN;
  return {
    session_id: id,
    status: "running",
    machine: {
      id: "m",
      name: "build-fleet",
      state: waitedMin === null ? "waiting" : "placed",
      queue_position: waitedMin === null ? 1 : null,
      enqueued_at: iso(enqueued),
      placed_at: waitedMin === null ? null : iso(enqueued + waitedMin * MIN),
    },
    ...extra,
  };
}

describe("waitAnalytics", () => {
  it("measures enqueued → placed, or → now while waiting, with p50/p95 and the oldest waiting", () => {
    const sessions = [seen("a", 30, 1), seen("b", 20, 3), seen("c", 10, 2), seen("w1", 7, null), seen("w2", 2, null)];
    const a = waitAnalytics(sessions, "BUILD-FLEET", NOW);
    expect(longestFirst(a.waits).map((w) => [w.sessionId, w.waitMs / MIN])).toEqual([
      ["w1", 7],
      ["b", 3],
      ["c", 2],
      ["w2", 2],
      ["a", 1],
    ]);
    expect(a.p50?.ms).toBe(2 * MIN);
    expect(a.p95?.ms).toBe(7 * MIN);
    expect(a.p95?.sessionIds).toHaveLength(5);
    expect(a.oldest).toMatchObject({ sessionId: "w1", ms: 7 * MIN, position: 1 });
    expect(a.waits.find((w) => w.sessionId === "w2")?.position).toBe(1);
    expect(a.waitingIds).toEqual(["w1", "w2"]);
    expect(a.arrivals).toMatchObject({ count: 5, rateFrom: 5, coveredMs: 30 * MIN, perHour: 10 });
  });

  it("reads the service's ISO instants and other ISO forms alike", () => {
    const s = seen("a", 10, null);
    const other = patched(s, "b", { enqueued_at: "2026-11-25T11:50:00+00:00" });
    const a = waitAnalytics([s, other], "build-fleet", NOW);
    expect(a.waits.map((w) => w.waitMs)).toEqual([10 * MIN, 10 * MIN]);
  });

  it("leaves out what it cannot read, and other Machines' sessions", () => {
    const broken = seen("x", 5, 1);
    const a = waitAnalytics(
      [
        patched(broken, "x", { enqueued_at: "not a time" }),
        patched(broken, "y", null),
        patched(broken, "z", { name: "gpu-pool" }),
        // Placed before it was enqueued: unreadable, not a negative wait.
        patched(broken, "n", { placed_at: iso(NOW - 60 * MIN) }),
      ],
      "build-fleet",
      NOW,
    );
    expect(a.waits).toEqual([]);
    expect(a.p50).toBeNull();
    expect(a.oldest).toBeNull();
    expect(a.runTime).toBeNull();
    // It did arrive (its enqueued_at reads), though its wait does not.
    expect(a.arrivals.sessionIds).toEqual(["n"]);
  });

  it("reads run time from placed → finished of finished sessions; runs still going count their time so far", () => {
    const done = (id: string, runMin: number) => {
      const s = seen(id, 40, 2);
      return { ...s, status: "exit" as const, finished_at: iso(NOW - 38 * MIN + runMin * MIN) };
    };
    const a = waitAnalytics([done("a", 4), done("b", 6), done("c", 20), seen("r", 5, 1)], "build-fleet", NOW);
    expect(a.runTime?.p50.ms).toBe(6 * MIN);
    expect(a.runTime?.p50.sessionIds).toEqual(["a", "b", "c"]);
    // (4 + 6 + 20 finished, + 4 so far) over 3 finished.
    expect(a.runTime?.mean.ms).toBeCloseTo((34 / 3) * MIN, 6);
    expect(a.runTime?.mean.sessionIds).toEqual(["a", "b", "c", "r"]);
    expect([a.runTime?.finished, a.runTime?.running]).toEqual([3, 1]);

    // Long runs piling up move the estimate up with them, while the finished ones alone would not.
    const later = waitAnalytics(
      [done("a", 4), done("b", 6), done("c", 20), seen("r1", 60, 1), seen("r2", 60, 1)],
      "build-fleet",
      NOW,
    );
    expect(later.runTime?.mean.ms).toBeCloseTo(((30 + 59 + 59) / 3) * MIN, 6);
    // A running session alone is no run time yet, and one whose status says nothing is not counted running.
    expect(waitAnalytics([seen("r", 5, 1)], "build-fleet", NOW).runTime).toBeNull();
    const unknown = { ...seen("u", 50, 1), status: "paused_by_ops" } as unknown as SeenSession;
    expect(waitAnalytics([done("a", 4), unknown], "build-fleet", NOW).runTime?.running).toBe(0);
  });

  it("keeps p50 ≤ p95 ≤ the longest wait, counts each session once, buckets every wait", () => {
    const arb = fc.array(
      fc.record({ ago: fc.integer({ min: 0, max: 180 }), waited: fc.option(fc.integer({ min: 0, max: 180 })) }),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const sessions = rows.map((r, i) => seen(`s${i}`, r.ago, r.waited === null ? null : Math.min(r.waited, r.ago)));
        const a = waitAnalytics([...sessions, ...sessions], "build-fleet", NOW);
        expect(a.waits).toHaveLength(rows.length);
        if (rows.length === 0) return;
        const longest = longestFirst(a.waits)[0]?.waitMs ?? 0;
        expect(a.p50?.ms ?? -1).toBeLessThanOrEqual(a.p95?.ms ?? -1);
        expect(a.p95?.ms ?? -1).toBeLessThanOrEqual(longest);
        const waiting = a.waits.filter((w) => w.waiting);
        expect(a.oldest?.ms ?? null).toBe(waiting.length ? Math.max(...waiting.map((w) => w.waitMs)) : null);
        const buckets = waitHistogram(a.waits);
        expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(rows.length);
      }),
    );
  });
});
