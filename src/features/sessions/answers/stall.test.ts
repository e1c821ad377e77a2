import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assessStall,
  clampStallThreshold,
  DEFAULT_STALL_THRESHOLD_MS,
  MAX_STALL_THRESHOLD_MS,
  MIN_STALL_THRESHOLD_MS,
  type StallInput,
} from "./stall";

const T = DEFAULT_STALL_THRESHOLD_MS;
const NOW = 1_700_000_000_000;
const base: StallInput = {
  status: "running",
  lastEventAt: NOW,
  startedAt: NOW - 60 * 60_000,
  openToolSince: null,
  now: NOW,
};

describe("assessStall", () => {
  it("no event for exactly T is a stall; one millisecond less is not", () => {
    expect(assessStall({ ...base, lastEventAt: NOW - T }).stalled).toBe(true);
    const before = assessStall({ ...base, lastEventAt: NOW - T + 1 });
    expect(before.stalled).toBe(false);
    expect(before.checkAt).toBe(NOW + 1);
  });

  it("a tool call without a result for T is a stall even while other events arrive", () => {
    const verdict = assessStall({ ...base, lastEventAt: NOW - 1000, openToolSince: NOW - T });
    expect(verdict).toMatchObject({ stalled: true, reasons: ["open_tool_call"], quietSince: NOW - T });
    expect(assessStall({ ...base, openToolSince: NOW - T + 1 }).stalled).toBe(false);
  });

  it("cost rising while no event arrives is named, with the silence", () => {
    const verdict = assessStall({ ...base, lastEventAt: NOW - T, usageRoseSinceLastEvent: true });
    expect(verdict.reasons).toEqual(["spending_silently", "no_events"]);
    expect(assessStall({ ...base, lastEventAt: NOW - 1000, usageRoseSinceLastEvent: true }).stalled).toBe(false);
  });

  it("without any event the silence counts from the start", () => {
    expect(assessStall({ ...base, lastEventAt: null, startedAt: NOW - T }).stalled).toBe(true);
    expect(assessStall({ ...base, lastEventAt: null, startedAt: null }).stalled).toBe(false);
    expect(assessStall({ ...base, lastEventAt: null, startedAt: null }).checkAt).toBeNull();
  });

  it("waiting for a worker, a held follow-up and action required are states of their own", () => {
    const quiet = { ...base, lastEventAt: NOW - 10 * T, openToolSince: NOW - 10 * T };
    expect(assessStall({ ...quiet, waitingForWorker: true }).stalled).toBe(false);
    expect(assessStall({ ...quiet, heldFollowUp: true }).stalled).toBe(false);
    expect(assessStall({ ...quiet, actionRequired: true }).stalled).toBe(false);
    expect(assessStall(quiet).stalled).toBe(true);
  });

  it("finished sessions never stall; unknown statuses only when known to run", () => {
    const quiet = { ...base, lastEventAt: NOW - 10 * T };
    for (const status of ["exit", "error", "suspended"]) expect(assessStall({ ...quiet, status }).stalled).toBe(false);
    for (const status of ["paused_by_gremlins", undefined, null, "", 3]) {
      expect(assessStall({ ...quiet, status }).stalled).toBe(false);
      expect(assessStall({ ...quiet, status, knownRunning: true }).stalled).toBe(true);
    }
  });

  it("an event time in the future is 'just now'", () => {
    expect(assessStall({ ...base, lastEventAt: NOW + 10 * T }).stalled).toBe(false);
  });

  it("the threshold is clamped and a bad one means the default", () => {
    expect(clampStallThreshold(undefined)).toBe(T);
    expect(clampStallThreshold(Number.NaN)).toBe(T);
    expect(clampStallThreshold(1)).toBe(MIN_STALL_THRESHOLD_MS);
    expect(clampStallThreshold(Number.MAX_SAFE_INTEGER)).toBe(MAX_STALL_THRESHOLD_MS);
    expect(assessStall({ ...base, lastEventAt: NOW - 2 * 60_000, thresholdMs: 2 * 60_000 }).stalled).toBe(true);
  });

  it("properties: monotone in silence, cleared by a fresh event, never stalled when not running", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * T }),
        fc.integer({ min: 0, max: 3 * T }),
        fc.option(fc.integer({ min: 0, max: 3 * T })),
        fc.integer({ min: MIN_STALL_THRESHOLD_MS, max: 2 * T }),
        fc.boolean(),
        (silence, extra, toolAge, threshold, rose) => {
          const input: StallInput = {
            ...base,
            lastEventAt: NOW - silence,
            openToolSince: toolAge === null ? null : NOW - toolAge,
            usageRoseSinceLastEvent: rose,
            thresholdMs: threshold,
          };
          const verdict = assessStall(input);
          // Waiting longer never un-stalls a session.
          if (verdict.stalled) expect(assessStall({ ...input, now: NOW + extra }).stalled).toBe(true);
          // Stalled exactly when some anchor is at least T old.
          const anchors = [silence, toolAge ?? -1];
          expect(verdict.stalled).toBe(anchors.some((age) => age >= threshold));
          // A fresh event that also closes the tool call clears it.
          expect(assessStall({ ...input, lastEventAt: NOW, openToolSince: null }).stalled).toBe(false);
          // A checkAt, when given, is when the verdict flips.
          if (verdict.checkAt !== null) {
            expect(assessStall({ ...input, now: verdict.checkAt }).stalled).toBe(true);
            expect(assessStall({ ...input, now: verdict.checkAt - 1 }).stalled).toBe(false);
          }
          for (const status of ["exit", "error", "suspended", "mystery"]) {
            expect(assessStall({ ...input, status }).stalled).toBe(false);
          }
        },
      ),
    );
  });
});

describe("the 1.5 × rule for an open tool call", () => {
  const open = (ageMs: number, earlierMs: number | null) =>
    assessStall({
      status: "running",
      lastEventAt: NOW - ageMs,
      startedAt: NOW - 60 * 60_000,
      openToolSince: NOW - ageMs,
      openToolEarlierMs: earlierMs,
      now: NOW,
    });

  it("is quiet only past the longer of T and 1.5 × the longest earlier run of the same command", () => {
    // Earlier runs took 6 min: 9 min is the limit, for the call and for the silence it causes.
    expect(open(9 * 60_000 - 1, 6 * 60_000).stalled).toBe(false);
    expect(open(9 * 60_000 - 1, 6 * 60_000).checkAt).toBe(NOW + 1);
    expect(open(9 * 60_000, 6 * 60_000)).toMatchObject({ stalled: true, toolThresholdMs: 9 * 60_000 });
    // Short earlier runs never lower T.
    expect(open(T - 1, 60_000).stalled).toBe(false);
    expect(open(T, 60_000)).toMatchObject({ stalled: true, toolThresholdMs: T });
    // No earlier run: T.
    expect(open(T, null).stalled).toBe(true);
  });
});
