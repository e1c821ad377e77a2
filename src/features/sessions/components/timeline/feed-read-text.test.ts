import { describe, expect, it } from "vitest";
import type { FeedRead, FeedReadOutcome } from "../../feed/feed-reads";
import { formatClockTime } from "../../format";
import { readOutcome, readParamsText, readRowText, readsSummary } from "./feed-read-text";

function read(outcome: FeedReadOutcome, patch: Partial<FeedRead> = {}): FeedRead {
  const finishedAt = outcome.kind === "pending" ? null : 1_000_000 + 20_000;
  return {
    number: 7,
    kind: "long-poll",
    params: { afterSeq: 41, limit: 1000, waitMs: 20_000 },
    startedAt: 1_000_000,
    finishedAt,
    outcome,
    ...patch,
  };
}

describe("feed read text", () => {
  it("writes the query as sent, wait_ms only when it was sent", () => {
    expect(readParamsText({ afterSeq: 41, limit: 1000, waitMs: 20_000 })).toBe(
      "after_seq 41 · limit 1000 · wait_ms 20000",
    );
    expect(readParamsText({ afterSeq: -1, limit: 1, waitMs: 0 })).toBe("after_seq -1 · limit 1");
  });

  it("reads each outcome as words: the status, the error's code, or what stood for them", () => {
    expect(readOutcome(read({ kind: "answered", httpStatus: 200, events: 3 }))).toEqual({
      text: "200",
      code: null,
      tone: "ok",
    });
    // The fetcher did not say: no status is made up.
    expect(readOutcome(read({ kind: "answered", httpStatus: null, events: 3 })).text).toBe("answered");
    expect(readOutcome(read({ kind: "failed", httpStatus: 429, code: "rate_limited" }))).toEqual({
      text: "429",
      code: "rate_limited",
      tone: "failed",
    });
    expect(readOutcome(read({ kind: "failed", httpStatus: 0, code: "network_error" }))).toMatchObject({
      text: "no answer",
      code: "network_error",
    });
    expect(readOutcome(read({ kind: "aborted" })).text).toBe("aborted");
    expect(readOutcome(read({ kind: "pending" })).text).toBe("in flight");
  });

  it("gives events and duration only for what the read has", () => {
    expect(readRowText(read({ kind: "answered", httpStatus: 200, events: 1234 }))).toEqual({
      time: formatClockTime(1_000_000),
      kind: "Long poll",
      params: "after_seq 41 · limit 1000 · wait_ms 20000",
      events: "1,234",
      duration: "20s",
    });
    const inFlight = readRowText(read({ kind: "pending" }));
    expect([inFlight.events, inFlight.duration]).toEqual(["—", "—"]);
    expect(readRowText(read({ kind: "failed", httpStatus: 503, code: "service_unavailable" })).events).toBe("—");
  });

  it("says when the list is the newest part of the count", () => {
    const one = read({ kind: "pending" });
    expect(readsSummary({ total: 0, newestFirst: [], capacity: 200 })).toBe(
      "No requests yet: the feed has not asked the service for events.",
    );
    expect(readsSummary({ total: 1, newestFirst: [one], capacity: 200 })).toBe(
      "1 request from this tab since the feed started.",
    );
    expect(readsSummary({ total: 1234, newestFirst: Array(200).fill(one), capacity: 200 })).toBe(
      "The newest 200 of 1,234 requests from this tab since the feed started.",
    );
  });
});
