import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { runStartOf, runTimeOf, waitOf } from "./run-time";

const T = Date.parse("2026-11-26T10:00:00Z");
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function session(over: Partial<Session>): Session {
  return {
    status: "running",
    started_at: iso(T),
    finished_at: null,
    duration_ms: 0,
    machine: null,
    ...over,
  } as Session;
}

describe("runTimeOf", () => {
  it("counts a running session from its start on the clock, not from the last read's duration", () => {
    // The read said 20 min; 8 quiet minutes later the session has run 28.
    expect(runTimeOf(session({ duration_ms: 20 * MIN }), T + 28 * MIN)).toEqual({ kind: "live", ms: 28 * MIN });
    // A service that reports 0 until the end.
    expect(runTimeOf(session({ duration_ms: 0 }), T + 3 * MIN)).toEqual({ kind: "live", ms: 3 * MIN });
    // Never below what the service reported (a browser clock behind the service's).
    expect(runTimeOf(session({ duration_ms: 5 * MIN }), T + 4 * MIN)).toEqual({ kind: "live", ms: 5 * MIN });
  });

  it("an unknown status is not ended: it is counted like a running one", () => {
    expect(runTimeOf(session({ status: "paused" as Session["status"] }), T + MIN)).toEqual({ kind: "live", ms: MIN });
  });

  it("without a start it says what the last read reported, or nothing", () => {
    expect(runTimeOf(session({ started_at: null, duration_ms: 90_000 }), T)).toEqual({ kind: "reported", ms: 90_000 });
    expect(runTimeOf(session({ started_at: null }), T)).toEqual({ kind: "unknown" });
    expect(runTimeOf(session({ started_at: "soon", duration_ms: 0 }), T)).toEqual({ kind: "unknown" });
    // A start ahead of the clock is no start.
    expect(runTimeOf(session({ started_at: iso(T + MIN) }), T)).toEqual({ kind: "unknown" });
  });

  it("an ended session's time is final: duration_ms, else finished − started, else unknown", () => {
    expect(runTimeOf(session({ status: "exit", duration_ms: 17 * MIN }), T + 99 * MIN)).toEqual({
      kind: "final",
      ms: 17 * MIN,
    });
    expect(
      runTimeOf(session({ status: "error", duration_ms: 0, finished_at: iso(T + 21 * MIN) }), T + 99 * MIN),
    ).toEqual({ kind: "final", ms: 21 * MIN });
    expect(runTimeOf(session({ status: "suspended", duration_ms: 0 }), T)).toEqual({ kind: "unknown" });
  });

  it("a session queued for a worker has not run", () => {
    const queued = session({ started_at: null, machine: { state: "waiting" } as Session["machine"] });
    expect(runTimeOf(queued, T)).toEqual({ kind: "waiting" });
  });
});

describe("running time from placement", () => {
  const placed = (enqueued: number, at: number) =>
    ({
      id: "m",
      name: "build-fleet",
      state: "placed",
      enqueued_at: iso(enqueued),
      placed_at: iso(at),
    }) as Session["machine"];

  it("counts from machine.placed_at, not from started_at or the reported duration, and tells the wait apart", () => {
    // Waited 5 min for a worker, placed 2 s ago: it has run 2 s (the service's duration counts the wait).
    const s = session({ started_at: iso(T), duration_ms: 5 * MIN, machine: placed(T, T + 5 * MIN) });
    expect(runTimeOf(s, T + 5 * MIN + 2000)).toEqual({ kind: "live", ms: 2000 });
    expect(waitOf(s)).toBe(5 * MIN);
    expect(runStartOf(s)).toBe(T + 5 * MIN);
  });

  it("off a Machine, or still waiting, there is no wait to tell and the start is started_at", () => {
    expect(waitOf(session({}))).toBeNull();
    const waiting = session({ machine: { state: "waiting", enqueued_at: iso(T) } as Session["machine"] });
    expect(waitOf(waiting)).toBeNull();
    expect(runStartOf(session({}))).toBe(T);
    expect(runStartOf(session({ started_at: null, created_at: iso(T - MIN) }))).toBe(T - MIN);
  });
});
