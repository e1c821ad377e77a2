import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import type { EventsPage } from "@/api/types";
import { makeEvent, makeSession } from "./fake-feed.test-util";
import { FeedReads } from "./feed-reads";
import type { EventsFetcher, EventsRequest, PollerClock } from "./feed-types";

/** A clock that only moves when told to. */
function manualClock(start = 1_000_000) {
  let now = start;
  const clock: PollerClock = { now: () => now, setTimeout: () => null, clearTimeout: () => {} };
  return { clock, advance: (ms: number) => (now += ms) };
}

function request(afterSeq: number, patch: Partial<EventsRequest> = {}): EventsRequest {
  return { afterSeq, limit: 1000, waitMs: 0, signal: new AbortController().signal, ...patch };
}

function page(count: number): EventsPage {
  return { session: makeSession("running"), items: Array.from({ length: count }, (_, i) => makeEvent(i)), next_seq: 0 };
}

/** A fetcher whose answers the test settles by hand, one per call. */
function heldFetcher() {
  const pending: { resolve: (page: EventsPage) => void; reject: (error: unknown) => void; request: EventsRequest }[] =
    [];
  const fetch: EventsFetcher = (req) =>
    new Promise((resolve, reject) => {
      pending.push({ resolve, reject, request: req });
    });
  return { fetch, pending };
}

describe("FeedReads", () => {
  it("records a read's kind, parameters, start, outcome, events and duration", async () => {
    const { clock, advance } = manualClock();
    const reads = new FeedReads({ clock });
    const held = heldFetcher();
    const fetch = reads.recording(held.fetch, (r) => (r.waitMs > 0 ? "long-poll" : "catch-up"));
    const answer = fetch(request(41, { limit: 200, waitMs: 20_000 }));
    expect(reads.view().newestFirst).toEqual([
      {
        number: 1,
        kind: "long-poll",
        params: { afterSeq: 41, limit: 200, waitMs: 20_000 },
        startedAt: 1_000_000,
        finishedAt: null,
        outcome: { kind: "pending" },
      },
    ]);
    advance(1234);
    held.pending[0]?.request.onHttpStatus?.(200);
    held.pending[0]?.resolve(page(3));
    await answer;
    expect(reads.view().newestFirst[0]).toMatchObject({
      finishedAt: 1_001_234,
      outcome: { kind: "answered", httpStatus: 200, events: 3 },
    });
  });

  it("says nothing of an HTTP status the fetcher did not give", async () => {
    const reads = new FeedReads({ clock: manualClock().clock });
    await reads.recording(
      async () => page(0),
      () => "open",
    )(request(-1));
    expect(reads.view().newestFirst[0]?.outcome).toEqual({ kind: "answered", httpStatus: null, events: 0 });
  });

  it("keeps the newest reads up to its capacity and counts them all", async () => {
    const reads = new FeedReads({ clock: manualClock().clock, capacity: 3 });
    const fetch = reads.recording(
      async () => page(1),
      () => "history",
    );
    for (let i = 0; i < 5; i++) await fetch(request(i * 100));
    const view = reads.view();
    expect(view.total).toBe(5);
    expect(view.capacity).toBe(3);
    expect(view.newestFirst.map((r) => [r.number, r.params.afterSeq])).toEqual([
      [5, 400],
      [4, 300],
      [3, 200],
    ]);
  });

  it("a read that ends after it left the ring changes nothing in the list", async () => {
    const reads = new FeedReads({ clock: manualClock().clock, capacity: 2 });
    const held = heldFetcher();
    const slow = reads.recording(held.fetch, () => "long-poll");
    const fast = reads.recording(
      async () => page(1),
      () => "history",
    );
    const answer = slow(request(7, { waitMs: 20_000 }));
    await fast(request(100));
    await fast(request(200));
    const before = reads.view();
    held.pending[0]?.resolve(page(2));
    await answer;
    expect(reads.view()).toBe(before);
    expect(before.newestFirst.map((r) => r.number)).toEqual([3, 2]);
  });

  it("records a refused read with its status and code, and lets the error through", async () => {
    const reads = new FeedReads({ clock: manualClock().clock });
    const refusal = new ApiError(429, "rate_limited", "slow down", null, 1);
    const fetch = reads.recording(
      async () => {
        throw refusal;
      },
      () => "tail-probe",
    );
    await expect(fetch(request(5, { limit: 1 }))).rejects.toBe(refusal);
    expect(reads.view().newestFirst[0]?.outcome).toEqual({ kind: "failed", httpStatus: 429, code: "rate_limited" });
  });

  it("records a read that got no answer as a network failure, and one the feed let go of as aborted", async () => {
    const reads = new FeedReads({ clock: manualClock().clock });
    const lost = reads.recording(
      async () => {
        throw new TypeError("Failed to fetch");
      },
      () => "catch-up",
    );
    await expect(lost(request(5))).rejects.toThrow("Failed to fetch");
    const controller = new AbortController();
    const held = heldFetcher();
    const answer = reads.recording(held.fetch, () => "long-poll")(request(5, { signal: controller.signal }));
    controller.abort();
    held.pending[0]?.reject(new DOMException("Aborted", "AbortError"));
    await expect(answer).rejects.toThrow("Aborted");
    expect(reads.view().newestFirst.map((r) => r.outcome)).toEqual([
      { kind: "aborted" },
      { kind: "failed", httpStatus: 0, code: "network_error" },
    ]);
  });

  it("gives a new view only after a read began or ended, and tells its owner each time", async () => {
    let changes = 0;
    const reads = new FeedReads({ clock: manualClock().clock, onChange: () => changes++ });
    const empty = reads.view();
    expect(empty).toEqual({ total: 0, newestFirst: [], capacity: 200 });
    expect(reads.view()).toBe(empty);
    const held = heldFetcher();
    const answer = reads.recording(held.fetch, () => "open")(request(-1));
    const begun = reads.view();
    expect(begun).not.toBe(empty);
    expect(changes).toBe(1);
    held.pending[0]?.resolve(page(1));
    await answer;
    expect(reads.view()).not.toBe(begun);
    expect(reads.view().newestFirst[0]?.outcome.kind).toBe("answered");
    expect(changes).toBe(2);
  });
});
