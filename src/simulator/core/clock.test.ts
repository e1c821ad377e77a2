import { describe, expect, it } from "vitest";
import { createManualClock } from "./clock.ts";
import { createContext } from "./context.ts";
import { resolveOptions } from "./options.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createRng } from "./rng.ts";

describe("manual clock", () => {
  it("resolves sleeps only when time reaches them, in deadline order", async () => {
    const clock = createManualClock(0);
    const order: number[] = [];
    void clock.sleep(300).then(() => order.push(300));
    void clock.sleep(100).then(() => order.push(100));
    await clock.advance(99);
    expect(order).toEqual([]);
    await clock.advance(250);
    expect(order).toEqual([100, 300]);
    expect(clock.now()).toBe(349);
  });

  it("rejects a sleep with AbortError when its signal aborts", async () => {
    const clock = createManualClock(0);
    const controller = new AbortController();
    const sleeping = clock.sleep(1_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toMatchObject({ name: "AbortError" });
    expect(clock.pendingSleeps()).toBe(0);
  });
});

describe("waitForChange", () => {
  it("wakes on notify before the timeout and frees the timer", async () => {
    const clock = createManualClock(0);
    const ctx = createContext(resolveOptions(), clock);
    let woke = false;
    const waiting = ctx.waitForChange(20_000).then(() => {
      woke = true;
    });
    ctx.notify();
    await waiting;
    expect(woke).toBe(true);
    expect(clock.pendingSleeps()).toBe(0);
  });

  it("wakes after the simulated timeout without notify", async () => {
    const clock = createManualClock(0);
    const ctx = createContext(resolveOptions(), clock);
    const waiting = ctx.waitForChange(500);
    await clock.advance(500);
    await expect(waiting).resolves.toBeUndefined();
  });
});

describe("rng", () => {
  it("is deterministic per seed and makes v4-shaped uuids", () => {
    const a = createRng(7);
    const b = createRng(7);
    expect([a.next(), a.hex(4), a.uuid()]).toEqual([b.next(), b.hex(4), b.uuid()]);
    expect(createRng(1).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });
});

describe("token bucket", () => {
  it("allows the burst, then asks to wait at least one second, and refills over the window", () => {
    const limiter = createRateLimiter(() => ({ requests: 2, windowMs: 10_000 }));
    expect(limiter.take("k", 0)).toBeNull();
    expect(limiter.take("k", 0)).toBeNull();
    expect(limiter.take("k", 0)).toBe(5);
    expect(limiter.take("other", 0)).toBeNull();
    expect(limiter.take("k", 5_000)).toBeNull();
  });
});
