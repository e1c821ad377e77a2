import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session, SessionEvent } from "@/api/types";
import { apiError, FakeFeed, makeEvent } from "./fake-feed.test-util";
import { EventPoller, type EventPollerOptions } from "./poller";

const MINUTE = 60_000;

function setup(feed: FakeFeed, extra: Partial<EventPollerOptions> = {}) {
  const items: SessionEvent[] = [];
  const sessions: Session[] = [];
  const poller = new EventPoller({
    fetchPage: feed.fetch,
    onItems: (page) => items.push(...page),
    onSession: (session) => sessions.push(session),
    random: () => 0.5,
    ...extra,
  });
  return { poller, items, sessions };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** One real task (the system clock's nextTask is a MessageChannel message, which fake timers leave alone). */
function realTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

describe("EventPoller", () => {
  it("catches up with limit=1000 pages from after_seq=-1, then long-polls with wait_ms=20000", async () => {
    const feed = new FakeFeed(2500);
    const { poller, items, sessions } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.requests.slice(0, 3).map((r) => [r.afterSeq, r.limit, r.waitMs])).toEqual([
      [-1, 1000, 0],
      [999, 1000, 0],
      [1999, 1000, 0],
    ]);
    expect(items).toHaveLength(2500);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(poller.status.phase).toBe("live");
    await realTask();
    expect(feed.requests[3]).toMatchObject({ afterSeq: 2499, waitMs: 20_000 });
    poller.dispose();
  });

  it("sends a live page's next long poll from a task of its own, after handing the page over", async () => {
    const feed = new FakeFeed(3);
    const tasks: (() => void)[] = [];
    const clock = {
      now: () => Date.now(),
      setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => {
        const at = tasks.indexOf(handle as () => void);
        if (at >= 0) tasks.splice(at, 1);
        else globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
      nextTask: (callback: () => void) => {
        tasks.push(callback);
        return callback;
      },
    };
    const { poller, items } = setup(feed, { clock });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    // The page is handed over; the long poll waits for its task.
    expect(items).toHaveLength(3);
    expect(feed.requests).toHaveLength(1);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.requests[1]).toMatchObject({ afterSeq: 2, waitMs: 20_000 });
    // A stop before the task runs takes the long poll back.
    feed.push(makeEvent(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(items).toHaveLength(4);
    expect(tasks).toHaveLength(1);
    poller.stop();
    expect(tasks).toHaveLength(0);
    expect(feed.requests).toHaveLength(2);
  });

  it("an idle running session costs at most 3.5 requests per simulated minute", async () => {
    const feed = new FakeFeed(10);
    const { poller } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    const afterCatchUp = feed.requests.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const longPolls = feed.requests.slice(afterCatchUp);
    expect(longPolls.every((r) => r.waitMs === 20_000)).toBe(true);
    expect(longPolls.length / 10).toBeLessThanOrEqual(3.5);
    expect(longPolls.length).toBeGreaterThanOrEqual(25);
    poller.dispose();
  });

  it("pads an early empty long-poll answer to wait_ms", async () => {
    const feed = new FakeFeed(1);
    // A server that ignores wait_ms and answers at once.
    const eager = (request: Parameters<typeof feed.fetch>[0]) => feed.fetch({ ...request, waitMs: 0 });
    const { poller } = setup(feed, { fetchPage: eager });
    poller.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(feed.requests.length).toBeLessThanOrEqual(2 + 5 * 3.5);
    poller.dispose();
  });

  it("asks again at once after one early empty answer, so a view does not stand still for wait_ms", async () => {
    const feed = new FakeFeed(1);
    let early = 1;
    // The first long poll is answered at once and empty (a disturbed page); the rest are held.
    const flaky = (request: Parameters<typeof feed.fetch>[0]) =>
      request.waitMs > 0 && early-- > 0 ? feed.fetch({ ...request, waitMs: 0 }) : feed.fetch(request);
    const { poller, items } = setup(feed, { fetchPage: flaky });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    const afterEarly = feed.requests.length;
    await vi.advanceTimersByTimeAsync(1000);
    // The next long poll went out at once, and an event pushed now is delivered within a second.
    expect(feed.requests.length).toBe(afterEarly);
    expect(feed.requests[afterEarly - 1]).toMatchObject({ waitMs: 20_000 });
    feed.push(makeEvent(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(items.map((e) => e.seq)).toEqual([0, 1]);
    poller.dispose();
  });

  it("an unknown status is not read as finished: it keeps following with a growing pause", async () => {
    const feed = new FakeFeed(1);
    feed.status = "paused_for_review" as Session["status"];
    const { poller, items } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status.phase).toBe("live");
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const count = feed.requests.length;
    // 5 s, 10 s, 20 s, 40 s, then every 60 s: bounded, never a tight loop, never stopped.
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(16);
    feed.push(makeEvent(1));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(items.map((e) => e.seq)).toEqual([0, 1]);
    feed.setStatus("exit");
    await vi.advanceTimersByTimeAsync(61_000);
    expect(poller.status.phase).toBe("stopped");
    const stopped = feed.requests.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feed.requests.length).toBe(stopped);
    poller.dispose();
  });

  it("a missing status is followed like an unknown one", async () => {
    const feed = new FakeFeed(1);
    feed.status = undefined as unknown as Session["status"];
    const { poller } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(poller.status.phase).toBe("live");
    expect(feed.requests.length).toBeGreaterThan(2);
    poller.dispose();
  });

  it("delivers new events while live and keeps the cursor", async () => {
    const feed = new FakeFeed(3);
    const { poller, items } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    feed.push(makeEvent(3), makeEvent(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(items.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(poller.status.cursor).toBe(4);
    poller.dispose();
  });

  it("stops when the session is not running: a finished session makes no more requests", async () => {
    const feed = new FakeFeed(1500);
    feed.status = "exit";
    const { poller, items } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(items).toHaveLength(1500);
    expect(poller.status.phase).toBe("stopped");
    const count = feed.requests.length;
    expect(count).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feed.requests.length).toBe(count);
  });

  it("stops when a live session finishes", async () => {
    const feed = new FakeFeed(1);
    const { poller } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    feed.setStatus("exit");
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status.phase).toBe("stopped");
    const count = feed.requests.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feed.requests.length).toBe(count);
  });

  it("resume() picks up a continuation from the same cursor", async () => {
    const feed = new FakeFeed(2);
    feed.status = "exit";
    const { poller, items } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status.phase).toBe("stopped");
    poller.resume();
    // The continuation flips to running a little later; the poller keeps checking meanwhile.
    await vi.advanceTimersByTimeAsync(7000);
    feed.status = "running";
    feed.push(makeEvent(2));
    await vi.advanceTimersByTimeAsync(6000);
    expect(items.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(poller.status.phase).toBe("live");
    expect(feed.requests.slice(1).every((r) => r.afterSeq >= 1)).toBe(true);
    feed.setStatus("exit");
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(poller.status.phase).toBe("stopped");
    const count = feed.requests.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feed.requests.length).toBe(count);
  });

  it("honours Retry-After on 429: no request before it", async () => {
    const feed = new FakeFeed(1);
    feed.failures = [apiError(429, "rate_limited", 7)];
    const { poller } = setup(feed, { random: () => 0 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status.phase).toBe("backoff");
    expect(poller.status.lastError?.status).toBe(429);
    await vi.advanceTimersByTimeAsync(6999);
    expect(feed.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // The retry catches up, then goes straight into a long poll.
    expect(feed.requests.map((r) => r.waitMs)).toEqual([0, 0, 20_000]);
    expect(poller.status.lastError).toBeNull();
    poller.dispose();
  });

  it("backs off with equal jitter on network errors and 5xx, growing up to the 30 s cap", async () => {
    const feed = new FakeFeed(1);
    feed.failures = Array.from({ length: 8 }, (_, i) =>
      i % 2 ? apiError(503, "service_unavailable") : apiError(0, "network_error"),
    );
    const { poller } = setup(feed, { random: () => 0.999 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { retryAt } = poller.status;
      expect(poller.status.phase).toBe("backoff");
      const wait = (retryAt ?? 0) - Date.now();
      delays.push(wait);
      await vi.advanceTimersByTimeAsync(wait);
    }
    expect(delays).toEqual([999, 1999, 3998, 7996, 15992, 29985, 29985, 29985]);
    expect(poller.status.phase).toBe("live");
    poller.dispose();
  });

  it("never retries sooner than half the backoff ceiling", async () => {
    const feed = new FakeFeed(1);
    feed.failures = [apiError(0, "network_error"), apiError(500, "server_error")];
    const { poller } = setup(feed, { random: () => 0 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    // random() = 0 → half the ceiling: 500 ms, then 1 s; the loop survives both failures.
    expect(feed.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(feed.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(feed.requests.length).toBeGreaterThanOrEqual(3);
    expect(poller.status.attempt).toBe(0);
    poller.dispose();
  });

  it.each([
    [404, "session_not_found"],
    [403, "missing_scope"],
    [401, "missing_bearer"],
  ])("stops with an error state on %i %s", async (status, code) => {
    const feed = new FakeFeed(1);
    feed.failures = [apiError(status, code)];
    const { poller } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(poller.status.phase).toBe("error");
    expect(poller.status.lastError?.code).toBe(code);
    expect(feed.requests).toHaveLength(1);
  });

  it("aborts the request in flight on dispose and ignores its answer", async () => {
    const feed = new FakeFeed(1);
    const { poller, items } = setup(feed);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    const inFlight = feed.signals[feed.signals.length - 1];
    expect(inFlight?.aborted).toBe(false);
    poller.dispose();
    expect(inFlight?.aborted).toBe(true);
    feed.push(makeEvent(1));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(items).toHaveLength(1);
    expect(poller.status.phase).toBe("stopped");
    poller.start();
    expect(feed.requests).toHaveLength(2);
  });

  it("reads a finished session once and stops", async () => {
    const feed = new FakeFeed(0);
    feed.status = "exit";
    const { poller } = setup(feed);
    expect(poller.status.phase).toBe("idle");
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.status).toMatchObject({ phase: "stopped", cursor: -1, sessionStatus: "exit" });
    expect(feed.requests).toHaveLength(1);
  });

  it("asks for the next page as soon as a full page arrives, before handing it over", async () => {
    const feed = new FakeFeed(2500);
    const requestsAtHandOver: number[] = [];
    const { poller, items } = setup(feed, {
      onItems: (page) => {
        requestsAtHandOver.push(feed.requests.length);
        items.push(...page);
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    // Pages 1 and 2 are full: the next request is already out. Page 3 is short: the long poll follows it.
    expect(requestsAtHandOver).toEqual([2, 3, 3]);
    expect(feed.requests.map((r) => r.afterSeq)).toEqual([-1, 999, 1999, 2499]);
    expect(items.map((e) => e.seq)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
    poller.dispose();
  });

  it("stop() while a page is handed over aborts the request already sent for the next one", async () => {
    const feed = new FakeFeed(3000);
    let poller: EventPoller | null = null;
    const { poller: created } = setup(feed, { onItems: () => poller?.stop() });
    poller = created;
    poller.start();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feed.requests).toHaveLength(2);
    expect(feed.signals[1]?.aborted).toBe(true);
    expect(poller.status.phase).toBe("stopped");
  });
});
