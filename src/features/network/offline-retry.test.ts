import { describe, expect, it } from "vitest";
import {
  nextOfflineAttempt,
  OFFLINE_FIRST_RETRY_MS,
  OFFLINE_MAX_RETRY_MS,
  offlineRetryDelay,
  retryStatusText,
} from "./offline-retry";

describe("offlineRetryDelay", () => {
  const top = () => 1;
  const bottom = () => 0;
  it("doubles from 2 s and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => offlineRetryDelay(n, top))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
  it("jitters as the one retry policy does: the upper half of each wait at random", () => {
    expect(offlineRetryDelay(1, bottom)).toBe(1_000);
    expect(offlineRetryDelay(9, bottom)).toBe(15_000);
    expect(offlineRetryDelay(3, () => 0.5)).toBe(6_000);
  });
  it("treats nonsense attempts and random values as the edges", () => {
    expect(offlineRetryDelay(0, top)).toBe(OFFLINE_FIRST_RETRY_MS);
    expect(offlineRetryDelay(-3, top)).toBe(OFFLINE_FIRST_RETRY_MS);
    expect(offlineRetryDelay(2, () => 7)).toBe(4_000);
    expect(offlineRetryDelay(2, () => -1)).toBe(2_000);
    expect(offlineRetryDelay(2000, top)).toBe(OFFLINE_MAX_RETRY_MS);
  });
});

describe("nextOfflineAttempt", () => {
  const streak = { attempts: 3, triedAt: 100_000, retryInMs: 8_000 };
  it("starts at 1 and counts on while the retries keep their schedule", () => {
    expect(nextOfflineAttempt(null, 0)).toBe(1);
    expect(nextOfflineAttempt(streak, 108_000)).toBe(4);
    expect(nextOfflineAttempt(streak, 100_500)).toBe(4);
    expect(nextOfflineAttempt(streak, 108_000 + OFFLINE_MAX_RETRY_MS)).toBe(4);
  });
  it("starts over when the next try is long overdue (page closed, tab hidden)", () => {
    expect(nextOfflineAttempt(streak, 108_001 + OFFLINE_MAX_RETRY_MS)).toBe(1);
  });
});

describe("retryStatusText", () => {
  const base = { now: 112_000, triedAt: 100_000, nextInS: 8, fetching: false, hidden: false };
  it("says when it last tried and when it tries next", () => {
    expect(retryStatusText(base)).toBe("Last tried 12 s ago · next try in 8 s");
    expect(retryStatusText({ ...base, now: 100_000, nextInS: 120 })).toBe("Last tried 0 s ago · next try in 2 min");
    expect(retryStatusText({ ...base, nextInS: 1 })).toBe("Last tried 12 s ago · next try in 1 s");
  });
  it("says it is trying while a request is out or the time is up", () => {
    expect(retryStatusText({ ...base, fetching: true })).toBe("Last tried 12 s ago · trying now…");
    expect(retryStatusText({ ...base, now: 119_600, nextInS: 0 })).toBe("Last tried 20 s ago · trying now…");
  });
  it("says it is paused while the tab is hidden", () => {
    expect(retryStatusText({ ...base, now: 400_000, hidden: true })).toBe(
      "Last tried 5 min ago · paused while this tab is hidden",
    );
  });
});
