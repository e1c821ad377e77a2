import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import type { HistoryStatus } from "../feed/history-backfill";
import type { FeedStatus } from "../feed/session-feed";
import { exportReadiness } from "./export-readiness";

function status(patch: Partial<FeedStatus> = {}): FeedStatus {
  return {
    phase: "stopped",
    cursor: 44,
    lastError: null,
    attempt: 0,
    retryAt: null,
    sessionStatus: "exit",
    history: null,
    ...patch,
  };
}

function history(patch: Partial<HistoryStatus>): HistoryStatus {
  return {
    phase: "loading",
    gapAfter: 999,
    gapUpTo: 99_000,
    chunksDone: 0,
    chunksTotal: 98,
    error: null,
    retryAt: null,
    ...patch,
  };
}

const refused = new ApiError(403, "missing_scope", "no", "sessions:read");

describe("exportReadiness", () => {
  it("is ready once the feed is live or stopped with its history done (or none)", () => {
    expect(exportReadiness(status(), 45)).toEqual({ state: "ready" });
    expect(exportReadiness(status({ phase: "live", sessionStatus: "running" }), 10)).toEqual({ state: "ready" });
    expect(exportReadiness(status({ history: history({ phase: "done", chunksDone: 98 }) }), 100_000)).toEqual({
      state: "ready",
    });
    // A retry of the live loop keeps what was read: nothing is missing from the middle.
    expect(exportReadiness(status({ phase: "backoff", cursor: 120 }), 100)).toEqual({ state: "ready" });
  });

  it("waits while the opening reads run or retry", () => {
    expect(exportReadiness(status({ phase: "idle", cursor: -1 }), 0)).toMatchObject({ state: "loading", pages: null });
    expect(exportReadiness(status({ phase: "catching_up" }), 12_345)).toEqual({
      state: "loading",
      label: "Loading events (12,345 so far)…",
      pages: null,
    });
    expect(exportReadiness(status({ phase: "backoff", cursor: -1 }), 0)).toMatchObject({
      state: "loading",
      label: "The service did not answer; retrying…",
    });
  });

  it("waits for the history back-fill, counting its pages", () => {
    expect(exportReadiness(status({ history: history({ chunksTotal: 0 }) }), 2000)).toMatchObject({
      label: "Finding the newest events…",
      pages: null,
    });
    expect(exportReadiness(status({ history: history({ chunksDone: 43 }) }), 44_000)).toEqual({
      state: "loading",
      label: "Loading history: 43 of 98 pages…",
      pages: { done: 43, total: 98 },
    });
    expect(exportReadiness(status({ history: history({ phase: "backoff", chunksDone: 3 }) }), 4000)).toMatchObject({
      label: "Loading history: 3 of 98 pages (retrying)…",
    });
  });

  it("fails with the error and what to retry", () => {
    expect(exportReadiness(status({ phase: "error", lastError: refused }), 0)).toEqual({
      state: "failed",
      error: refused,
      retry: "feed",
    });
    expect(exportReadiness(status({ history: history({ phase: "error", error: refused }) }), 1000)).toEqual({
      state: "failed",
      error: refused,
      retry: "history",
    });
  });
});
