import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/api/types";
import { FakeFeed, makeEvent } from "./fake-feed.test-util";
import { SessionFeeds } from "./session-feeds";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(feed = new FakeFeed(3)) {
  const created: string[] = [];
  const sessions: Session[] = [];
  const registry = new SessionFeeds({
    createFetcher: (orgId, sessionId) => {
      created.push(`${orgId}/${sessionId}`);
      return feed.fetch;
    },
    onSession: (_orgId, _sessionId, session) => sessions.push(session),
    graceMs: 60_000,
    feed: { random: () => 0.5 },
  });
  return { registry, feed, created, sessions };
}

describe("SessionFeeds", () => {
  it("shares one store and one loop between subscribers of a session", async () => {
    const { registry, feed, created } = setup();
    const a = vi.fn();
    const b = vi.fn();
    const offA = registry.subscribe("org", "ses", a);
    const offB = registry.subscribe("org", "ses", b);
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual(["org/ses"]);
    // Catch-up page, then a single long poll in flight: not two loops.
    expect(feed.requests.map((r) => r.waitMs)).toEqual([0, 20_000]);
    expect(registry.getSnapshot("org", "ses").entries.list.size).toBe(3);
    expect(a).toHaveBeenCalled();
    expect(b).toHaveBeenCalled();
    offA();
    offB();
    registry.dispose();
  });

  it("announces each read with the change it brings: the live loop's long poll is in the same snapshot as 'live'", async () => {
    const { registry, feed } = setup();
    const seen: { phase: string; total: number; newest: string | undefined }[] = [];
    const off = registry.subscribe("org", "ses", () => {
      const { status, reads } = registry.getSnapshot("org", "ses");
      seen.push({ phase: status.phase, total: reads.total, newest: reads.newestFirst[0]?.outcome.kind });
    });
    // No time passes: what was announced at once, not after the catch-up throttle.
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.requests).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ phase: "live", total: 2, newest: "pending" });
    // The long poll is answered: the loop's next one goes out with the announcement of the answer.
    feed.push(makeEvent(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.requests).toHaveLength(3);
    expect(seen.at(-1)).toEqual({ phase: "live", total: 3, newest: "pending" });
    off();
    registry.dispose();
  });

  it("gives a stable snapshot until something changes", async () => {
    const { registry, feed } = setup();
    const off = registry.subscribe("org", "ses", () => {});
    await vi.advanceTimersByTimeAsync(0);
    const first = registry.getSnapshot("org", "ses");
    expect(registry.getSnapshot("org", "ses")).toBe(first);
    feed.push(makeEvent(3));
    await vi.advanceTimersByTimeAsync(0);
    const next = registry.getSnapshot("org", "ses");
    expect(next).not.toBe(first);
    expect(next.version).toBeGreaterThan(first.version);
    expect(next.entries.list.size).toBe(4);
    off();
    registry.dispose();
  });

  it("keeps the entry through the grace period after the last unsubscribe, then disposes it", async () => {
    const { registry, feed } = setup();
    const off = registry.subscribe("org", "ses", () => {});
    await vi.advanceTimersByTimeAsync(0);
    off();
    await vi.advanceTimersByTimeAsync(30_000);
    // Coming back within the grace period reuses the same entry and loop.
    const entries = registry.getSnapshot("org", "ses").entries;
    const offAgain = registry.subscribe("org", "ses", () => {});
    expect(registry.getSnapshot("org", "ses").entries).toBe(entries);
    offAgain();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registry.has("org", "ses")).toBe(false);
    const signal = feed.signals[feed.signals.length - 1];
    expect(signal?.aborted).toBe(true);
    const count = feed.requests.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(feed.requests.length).toBe(count);
  });

  it("a subscriber with graceMs 0 stops the loop at once when it leaves last (a notification hand-over)", async () => {
    const { registry, feed } = setup();
    const off = registry.subscribe("org", "ses", () => {}, { graceMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    const count = feed.requests.length;
    expect(count).toBeGreaterThan(0);
    off();
    expect(registry.has("org", "ses")).toBe(false);
    expect(feed.signals[feed.signals.length - 1]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(feed.requests.length).toBe(count);
    registry.dispose();
  });

  it("graceMs 0 does not stop a feed another subscriber still reads", async () => {
    const { registry, feed } = setup();
    const page = registry.subscribe("org", "ses", () => {});
    const watcher = registry.subscribe("org", "ses", () => {}, { graceMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    watcher();
    expect(registry.has("org", "ses")).toBe(true);
    expect(feed.signals[feed.signals.length - 1]?.aborted).toBe(false);
    page();
    registry.dispose();
  });

  it("does not restart a finished session's loop on re-subscribe", async () => {
    const feed = new FakeFeed(2);
    feed.status = "exit";
    const { registry } = setup(feed);
    const off = registry.subscribe("org", "ses", () => {});
    await vi.advanceTimersByTimeAsync(0);
    off();
    const again = registry.subscribe("org", "ses", () => {});
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(feed.requests).toHaveLength(1);
    again();
    registry.dispose();
  });

  it("resume() restarts the loop of a watched session only", async () => {
    const feed = new FakeFeed(1);
    feed.status = "exit";
    const { registry, sessions } = setup(feed);
    registry.resume("org", "unwatched");
    expect(registry.has("org", "unwatched")).toBe(false);
    const off = registry.subscribe("org", "ses", () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(registry.getSnapshot("org", "ses").status.phase).toBe("stopped");
    feed.status = "running";
    registry.resume("org", "ses");
    await vi.advanceTimersByTimeAsync(0);
    expect(registry.getSnapshot("org", "ses").status.phase).toBe("live");
    expect(sessions.at(-1)?.status).toBe("running");
    off();
    registry.dispose();
  });

  it("reset() gives live subscribers a fresh entry", async () => {
    const { registry } = setup();
    const listener = vi.fn();
    const off = registry.subscribe("org", "ses", listener);
    await vi.advanceTimersByTimeAsync(0);
    const before = registry.getSnapshot("org", "ses").entries;
    registry.reset();
    await vi.advanceTimersByTimeAsync(0);
    const after = registry.getSnapshot("org", "ses").entries;
    expect(after).not.toBe(before);
    expect(after.list.size).toBe(3);
    off();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registry.has("org", "ses")).toBe(false);
  });

  it("announces the first page with the tail at once, then batches history pages", async () => {
    const feed = new FakeFeed(5000);
    feed.status = "exit";
    // Each page takes 20 ms to arrive, so the history spans about a quarter second of (fake) time.
    const slow: typeof feed.fetch = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return feed.fetch(request);
    };
    const registry = new SessionFeeds({
      createFetcher: () => slow,
      catchUpNotifyMs: 250,
      feed: { pageLimit: 100, random: () => 0.5 },
    });
    const seen: { at: number; size: number; newest: boolean; history: string | undefined }[] = [];
    const off = registry.subscribe("org", "ses", () => {
      const { entries, status } = registry.getSnapshot("org", "ses");
      seen.push({
        at: Date.now(),
        size: entries.list.size,
        newest: entries.list.last()?.event.seq === 4999,
        history: status.history?.phase,
      });
    });
    await vi.advanceTimersByTimeAsync(20);
    // The first page is in, but held while the tail is found.
    expect(seen.every((s) => s.size === 0)).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    // Then it shows with the newest page, without waiting for the coalescing window.
    const shown = seen.find((s) => s.size > 0);
    expect(shown?.newest).toBe(true);
    expect(shown?.size).toBeGreaterThan(100);
    await vi.advanceTimersByTimeAsync(3000);
    expect(registry.getSnapshot("org", "ses").entries.list.size).toBe(5000);
    expect(seen.at(-1)).toMatchObject({ size: 5000, history: "done" });
    // The newest event was on screen while most of the history was still loading.
    const tailShown = seen.find((s) => s.newest);
    expect(tailShown?.size).toBeLessThan(1000);
    // 49 history pages, but only a handful of notifications, at least 250 ms apart while loading.
    expect(seen.length).toBeLessThanOrEqual(12);
    const during = seen.filter((s) => s.history === "loading" && s.size > 200);
    for (let i = 1; i < during.length; i++) {
      expect((during[i]?.at ?? 0) - (during[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(250);
    }
    off();
    registry.dispose();
  });

  it("announces each live change at once, without waiting for the coalescing window", async () => {
    const { registry, feed } = setup(new FakeFeed(3));
    const listener = vi.fn();
    const off = registry.subscribe("org", "ses", listener);
    await vi.advanceTimersByTimeAsync(0);
    for (const seq of [3, 4, 5]) {
      const before = listener.mock.calls.length;
      const version = registry.getSnapshot("org", "ses").version;
      feed.push(makeEvent(seq));
      // No time passes: the long poll answers and the change is announced in the same tick.
      await vi.advanceTimersByTimeAsync(0);
      expect(listener.mock.calls.length).toBeGreaterThan(before);
      expect(registry.getSnapshot("org", "ses").version).toBeGreaterThan(version);
      expect(registry.getSnapshot("org", "ses").entries.list.size).toBe(seq + 1);
    }
    off();
    registry.dispose();
  });

  it("drops a pending catch-up notification when the entry is disposed", async () => {
    const feed = new FakeFeed(3000);
    const registry = new SessionFeeds({
      createFetcher: () => feed.fetch,
      catchUpNotifyMs: 1000,
      feed: { pageLimit: 100, random: () => 0.5 },
    });
    const listener = vi.fn();
    registry.subscribe("org", "ses", listener);
    await vi.advanceTimersByTimeAsync(0);
    registry.dispose();
    const calls = listener.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(listener.mock.calls.length).toBe(calls);
  });
});
