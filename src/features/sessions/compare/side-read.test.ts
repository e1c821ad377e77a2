import { describe, expect, it } from "vitest";
import type { PollerPhase } from "../feed/feed-types";
import type { HistoryStatus } from "../feed/history-backfill";
import { readingNote, sideReadOf } from "./side-read";

const history = (phase: HistoryStatus["phase"]): HistoryStatus => ({
  phase,
  gapAfter: 0,
  gapUpTo: 0,
  chunksDone: 0,
  chunksTotal: 1,
  error: null,
  retryAt: null,
});
const read = (phase: PollerPhase, hist: HistoryStatus | null = null, sessionFailed = false) =>
  sideReadOf({ feed: { phase, history: hist }, sessionFailed });

describe("sideReadOf", () => {
  it("is complete once the tail is live or stopped and any history is done", () => {
    expect(read("live")).toBe("complete");
    expect(read("stopped", history("done"))).toBe("complete");
  });

  it("is still reading while catching up, backing off or loading history", () => {
    expect(read("idle")).toBe("reading");
    expect(read("catching_up")).toBe("reading");
    expect(read("backoff")).toBe("reading");
    expect(read("live", history("loading"))).toBe("reading");
  });

  it("fails when the events, their history or the session cannot be read (a 404 or 403 stops for good)", () => {
    expect(read("error")).toBe("failed");
    expect(read("live", history("error"))).toBe("failed");
    // An attempt alias whose session 404s never learns its feed id: the feed stays idle.
    expect(read("idle", null, true)).toBe("failed");
  });
});

describe("readingNote", () => {
  it("says nothing once both sides are read", () => {
    expect(readingNote("complete", "complete")).toBeNull();
  });

  it("names the side that could not be read instead of claiming it is still being read", () => {
    const note = readingNote("complete", "failed");
    expect(note).toBe("Session B could not be read: its counts are left out and not compared.");
    expect(readingNote("failed", "failed")).toBe(
      "Sessions A and B could not be read: their counts are left out and not compared.",
    );
    expect(readingNote("reading", "failed")).toBe(
      `Session B could not be read: its counts are left out and not compared. Reading A's events: counts marked "so far" grow until they are all read.`,
    );
  });

  it("says the events are being read while they are", () => {
    expect(readingNote("reading", "reading")).toBe(
      `Reading the sessions' events: counts marked "so far" grow until both are read.`,
    );
  });
});
