import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeService } from "./fake-service.test-util";
import { SessionFeed } from "./session-feed";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function timeline(feed: SessionFeed) {
  return feed.entries
    .view()
    .list.toArray()
    .map(({ event }) => ({ id: event.id, seq: event.seq, text: event.text }));
}

function openFeed(service: FakeService, limit: number, concurrency = 4) {
  const feed = new SessionFeed({
    fetchPage: service.fetch,
    onChange: () => {},
    pageLimit: limit,
    backfillConcurrency: concurrency,
    random: () => 0.5,
    poller: { backoffBaseMs: 100, backoffCapMs: 2000 },
  });
  feed.start();
  return feed;
}

async function settle(feed: SessionFeed, maxMs = 600_000): Promise<void> {
  for (let t = 0; t < maxMs; t += 250) {
    const { history, phase } = feed.status;
    if ((history === null || history.phase === "done") && (phase === "stopped" || phase === "error")) return;
    await vi.advanceTimersByTimeAsync(250);
  }
}

describe("SessionFeed", () => {
  it("reads a short session in one request and stops", async () => {
    const service = new FakeService();
    for (let i = 0; i < 7; i++) service.append(`e${i}`, "x");
    const feed = openFeed(service, 10);
    await settle(feed);
    expect(service.requests).toBe(1);
    expect(feed.entries.size).toBe(7);
    expect(feed.status.history).toBeNull();
    expect(feed.status.phase).toBe("stopped");
  });

  it("shows the newest page of a long session after a few probes, before its history", async () => {
    const service = new FakeService({ latencyMs: () => 10 });
    for (let i = 0; i < 100_000; i++) service.append(`e${i}`, `t${i}`);
    const feed = openFeed(service, 1000);
    let requestsWhenTailShown = -1;
    for (let t = 0; t < 5000 && requestsWhenTailShown < 0; t += 5) {
      await vi.advanceTimersByTimeAsync(5);
      if (feed.entries.view().list.last()?.event.id === "e99999") requestsWhenTailShown = service.requests;
    }
    // First page, ~6 rounds of 3 probes, the tail page; history not yet loaded.
    expect(requestsWhenTailShown).toBeGreaterThan(0);
    expect(requestsWhenTailShown).toBeLessThanOrEqual(1 + 3 * 7 + 1 + 4);
    expect(feed.entries.size).toBeLessThan(10_000);
    expect(feed.status.history?.phase).toBe("loading");
    await settle(feed);
    expect(feed.entries.size).toBe(100_000);
    expect(timeline(feed)).toEqual(service.cleanPass());
    // Every seq is read once by a page; probes add a few dozen requests at most.
    expect(service.requests).toBeLessThanOrEqual(100 + 30);
  });

  it("holds a long feed's first page until its tail shows, and shows it at once when a probe is retried", async () => {
    const shownWith = async (fault: (request: number) => "ok" | "500") => {
      const service = new FakeService({ latencyMs: () => 10, fault });
      for (let i = 0; i < 5000; i++) service.append(`e${i}`, `t${i}`);
      const feed = openFeed(service, 100);
      // The first page's answer (10 ms), then the probes' (10 ms more, or a 500 to retry after a backoff).
      await vi.advanceTimersByTimeAsync(15);
      const afterFirst = feed.entries.size;
      await vi.advanceTimersByTimeAsync(10);
      const afterProbes = feed.entries.size;
      await settle(feed);
      expect(timeline(feed)).toEqual(service.cleanPass());
      return { afterFirst, afterProbes };
    };
    // Request 0 is the first page; 1 the first probe.
    expect(await shownWith(() => "ok")).toEqual({ afterFirst: 0, afterProbes: 0 });
    expect(await shownWith((n) => (n === 1 ? "500" : "ok"))).toEqual({ afterFirst: 0, afterProbes: 100 });
  });

  it("a refused history page stops the back-fill with the error until retried", async () => {
    const service = new FakeService({ fault: (n) => (n === 25 ? "500" : "ok") });
    for (let i = 0; i < 5000; i++) service.append(`e${i}`, "x");
    const failing: typeof service.fetch = async (request) => {
      // One history page (limit 100, not a probe), somewhere in the middle.
      if (request.limit === 100 && request.afterSeq > 1000 && request.afterSeq < 4000 && !refused) {
        refused = true;
        const { ApiError } = await import("@/api/errors");
        throw new ApiError(403, "missing_scope", "no", "sessions:read", null);
      }
      return service.fetch(request);
    };
    let refused = false;
    const feed = new SessionFeed({
      fetchPage: failing,
      onChange: () => {},
      pageLimit: 100,
      random: () => 0.5,
      poller: { backoffBaseMs: 100 },
    });
    feed.start();
    await settle(feed, 60_000);
    expect(feed.status.history?.phase).toBe("error");
    expect(feed.status.history?.error?.status).toBe(403);
    expect(feed.entries.size).toBeLessThan(5000);
    feed.retryHistory();
    await settle(feed);
    expect(timeline(feed)).toEqual(service.cleanPass());
  });

  it("a finished feed stays quiet, and wake() reads once from its cursor", async () => {
    const service = new FakeService();
    for (let i = 0; i < 3; i++) service.append(`e${i}`, "x");
    const feed = openFeed(service, 10);
    await settle(feed);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(service.requests).toBe(1);
    // Resumed elsewhere: the next read finds it running and the loop goes live.
    service.status = "running";
    service.append("e3", "new");
    feed.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.requests).toBe(3);
    expect(feed.status.phase).toBe("live");
    expect(feed.entries.getById("e3")?.text).toBe("new");
    feed.dispose();
  });

  it("tells its owner of a read that ends without changing anything else (one probe of the tail search)", async () => {
    // The first page is full; the three probes of the first round come back 100 ms apart.
    const service = new FakeService({ latencyMs: (n) => 100 * n });
    for (let i = 0; i < 50; i++) service.append(`e${i}`, "x");
    let changes = 0;
    const feed = new SessionFeed({ fetchPage: service.fetch, onChange: () => changes++, pageLimit: 10 });
    feed.start();
    await vi.advanceTimersByTimeAsync(50);
    const before = changes;
    const probes = () => feed.reads.newestFirst.filter((read) => read.kind === "tail-probe");
    expect(probes().map((read) => read.outcome.kind)).toEqual(["pending", "pending", "pending"]);
    await vi.advanceTimersByTimeAsync(100);
    expect(probes().map((read) => read.outcome.kind)).toEqual(["pending", "pending", "answered"]);
    expect(changes).toBeGreaterThan(before);
    feed.dispose();
  });

  it("tells nobody once disposed, though the read it let go of ends after", async () => {
    const service = new FakeService();
    service.append("e0", "x");
    service.status = "running";
    let changes = 0;
    const feed = new SessionFeed({ fetchPage: service.fetch, onChange: () => changes++, pageLimit: 10 });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.reads.newestFirst[0]).toMatchObject({ kind: "long-poll", outcome: { kind: "pending" } });
    feed.dispose();
    const before = changes;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(changes).toBe(before);
  });

  it("records every read it sends, of each kind, and counts exactly those", async () => {
    // A long running session: its first page, the tail search, the newest page, the history behind it and
    // then long polls; one read is refused once with a 500 and retried.
    const service = new FakeService({ fault: (n) => (n === 12 ? "500" : "ok") });
    for (let i = 0; i < 2000; i++) service.append(`e${i}`, "x");
    service.status = "running";
    const feed = openFeed(service, 100);
    for (let t = 0; t < 60_000 && feed.status.history?.phase !== "done"; t += 250) {
      await vi.advanceTimersByTimeAsync(250);
    }
    await vi.advanceTimersByTimeAsync(45_000);
    const { total, newestFirst } = feed.reads;
    expect(total).toBe(service.requests);
    expect(newestFirst.map((read) => read.number)).toEqual(Array.from({ length: total }, (_, i) => total - i));
    expect(new Set(newestFirst.map((read) => read.kind))).toEqual(
      new Set(["open", "tail-probe", "tail-page", "history", "long-poll"]),
    );
    expect(newestFirst.at(-1)).toMatchObject({ kind: "open", params: { afterSeq: -1, limit: 100, waitMs: 0 } });
    expect(newestFirst.filter((read) => read.outcome.kind === "failed").map((read) => read.outcome)).toEqual([
      { kind: "failed", httpStatus: 500, code: "internal" },
    ]);
    feed.dispose();
  });
});

/** A static log of a finished session, with everything that may differ from the simple case. */
const staticLog = fc.record({
  entries: fc.array(
    fc.record({
      id: fc.integer({ min: 0, max: 400 }),
      visible: fc.integer({ min: 0, max: 4 }).map((v) => v > 0),
      gap: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 900 },
  ),
  limit: fc.integer({ min: 2, max: 40 }),
  concurrency: fc.integer({ min: 1, max: 6 }),
  dropOldVersions: fc.boolean(),
  nextSeqScanned: fc.boolean(),
  latency: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 17 }),
  faults: fc.array(fc.constantFrom("ok", "ok", "500", "429"), { maxLength: 30 }),
});

describe("SessionFeed tail first, against the spec's clean forward pass", () => {
  it("ends with exactly the timeline of one clean forward pass, whatever order pages and failures come in", async () => {
    await fc.assert(
      fc.asyncProperty(staticLog, async (c) => {
        const service = new FakeService({
          dropOldVersions: c.dropOldVersions,
          nextSeqScanned: c.nextSeqScanned,
          latencyMs: (n) => c.latency[n % c.latency.length] as number,
          fault: (n) => (n < c.faults.length ? (c.faults[n] as "ok" | "500" | "429") : "ok"),
        });
        c.entries.forEach((e, i) => {
          service.append(`e${e.id}`, `v${i}`, e.visible, e.gap);
        });
        const feed = openFeed(service, c.limit, c.concurrency);
        await settle(feed);
        expect(feed.status.phase).toBe("stopped");
        expect(timeline(feed)).toEqual(service.cleanPass());
        feed.dispose();
      }),
      { numRuns: 40 },
    );
  });

  it("a session that grows while its history loads ends with every event once, at its latest version", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 600 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 200 })), { maxLength: 60 }),
        fc.integer({ min: 3, max: 30 }),
        async (initial, appends, limit) => {
          const service = new FakeService({
            dropOldVersions: true,
            nextSeqScanned: true,
            latencyMs: (n) => (n * 7) % 40,
          });
          for (let i = 0; i < initial; i++) service.append(`e${i}`, `v${i}`);
          service.status = "running";
          let at = 0;
          appends.forEach(([id, after], i) => {
            at += after;
            setTimeout(() => service.append(`e${id}`, `grown${i}`), at);
          });
          setTimeout(() => {
            service.status = "exit";
            service.append("end", "finished");
          }, at + 50);
          const feed = openFeed(service, limit);
          await vi.advanceTimersByTimeAsync(at + 100);
          await settle(feed);
          const got = timeline(feed);
          const expected = service.cleanPass();
          expect(new Set(got.map((e) => e.id)).size).toBe(got.length);
          expect(new Map(got.map((e) => [e.id, e.text]))).toEqual(new Map(expected.map((e) => [e.id, e.text])));
          feed.dispose();
        },
      ),
      { numRuns: 30 },
    );
  });
});
