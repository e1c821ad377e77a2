import { describe, expect, it } from "vitest";
import { drawFault } from "../core/gate.ts";
import { NO_FAULTS } from "../core/options.ts";
import type { Rng } from "../core/types.ts";
import { ORG, startSimServer } from "./core-harness.ts";

// A small bucket: 3 requests per 3 s per key, so limits are reachable without many requests.
const sim = startSimServer({ rateLimit: { requests: 3, windowMs: 3_000 } });

function sessionsApi(): { messagesReceived(id: string): number } {
  const api = sim.sim.ctx.domain<{ messagesReceived(id: string): number }>("sessions");
  if (!api) throw new Error("sessions domain missing");
  return api;
}

describe("per-key rate limit (spec §7 429)", () => {
  it("answers 429 rate_limited with an integer Retry-After of at least 1 once the bucket is empty", async () => {
    for (let i = 0; i < 3; i += 1) expect((await sim.call("owner", "GET", "/v3/self")).status).toBe(200);
    const r = await sim.call("owner", "GET", "/v3/self");
    expect(r.status).toBe(429);
    expect(r.body.error).toMatchObject({ type: "rate_limited" });
    expect(typeof (r.body.error as { request_id: unknown }).request_id).toBe("string");
    const retryAfter = r.headers.get("retry-after") ?? "";
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it("limits each key on its own", async () => {
    for (let i = 0; i < 4; i += 1) await sim.call("owner", "GET", "/v3/self");
    expect((await sim.call("owner", "GET", "/v3/self")).status).toBe(429);
    expect((await sim.call("member", "GET", "/v3/self")).status).toBe(200);
  });

  it("recovers after waiting Retry-After seconds", async () => {
    for (let i = 0; i < 3; i += 1) await sim.call("admin", "GET", "/v3/self");
    const limited = await sim.call("admin", "GET", "/v3/self");
    expect(limited.status).toBe(429);
    await sim.clock.advance(Number(limited.headers.get("retry-after")) * 1000);
    expect((await sim.call("admin", "GET", "/v3/self")).status).toBe(200);
  });

  it("still answers 401 (not 429) for requests without a key", async () => {
    for (let i = 0; i < 5; i += 1) expect((await sim.call(null, "GET", "/v3/self")).status).toBe(401);
  });
});

describe("fault knobs", () => {
  it("serves a burst of 429s with Retry-After, then recovers", async () => {
    sim.sim.setFaults({ rateLimitBurst: 2 });
    const first = await sim.call("read-only", "GET", "/v3/self");
    const second = await sim.call("read-only", "GET", "/v3/self");
    const third = await sim.call("read-only", "GET", "/v3/self");
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("gives simulated 429s the Retry-After it is told (SIM_429_RETRY_AFTER)", async () => {
    sim.sim.setFaults({ rateLimitBurst: 1, rateLimitRetryAfterS: 5 });
    const limited = await sim.call("read-only", "GET", "/v3/self");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("5");
    expect((await sim.call("read-only", "GET", "/v3/self")).status).toBe(200);
  });

  it("fails requests with 500 before touching state, so a retry is safe", async () => {
    sim.sim.setFaults({ errorRate: 1 });
    const body = { message: "Please also update the changelog.", client_message_id: "retry-safe-1" };
    const failed = await sim.call("owner", "POST", `${ORG}/sessions/ses_done_success/messages`, body);
    expect(failed.status).toBe(500);
    expect(sessionsApi().messagesReceived("ses_done_success")).toBe(0);
    sim.sim.setFaults({ errorRate: 0 });
    const ok = await sim.call("owner", "POST", `${ORG}/sessions/ses_done_success/messages`, body);
    expect(ok.status).toBe(200);
    expect(sessionsApi().messagesReceived("ses_done_success")).toBe(1);
  });

  it("answers 429 with Retry-After at sim_429_rate, before touching state", async () => {
    sim.sim.setFaults({ rateLimitRate: 1 });
    const body = { message: "Rate limited follow-up.", client_message_id: "rate-429-1" };
    const r = await sim.call("owner", "POST", `${ORG}/sessions/ses_done_success/messages`, body);
    expect(r.status).toBe(429);
    expect(r.body.error).toMatchObject({ type: "rate_limited" });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(sessionsApi().messagesReceived("ses_done_success")).toBe(0);
  });

  it("drops connections without an answer, before or after the service acted; a same-id retry records each once", async () => {
    sim.sim.setFaults({ dropRate: 1 });
    const sends = Array.from({ length: 16 }, (_, i) => ({ message: `Dropped ${i}`, client_message_id: `drop-${i}` }));
    // This file's bucket holds 3 requests per 3 s: a second per request keeps the limiter out of the way.
    for (const body of sends) {
      await sim.clock.advance(1_000);
      await expect(sim.call("owner", "POST", `${ORG}/sessions/ses_done_success/messages`, body)).rejects.toThrow();
    }
    sim.sim.setFaults({ dropRate: 0 });
    // Some answers were lost after the message was recorded, some requests never arrived.
    const recordedBeforeRetry = sessionsApi().messagesReceived("ses_done_success");
    expect(recordedBeforeRetry).toBeGreaterThan(0);
    expect(recordedBeforeRetry).toBeLessThan(sends.length);
    for (const body of sends) {
      await sim.clock.advance(1_000);
      const retry = await sim.call("owner", "POST", `${ORG}/sessions/ses_done_success/messages`, body);
      expect(retry.status).toBe(200);
    }
    expect(sessionsApi().messagesReceived("ses_done_success")).toBe(sends.length);
  });

  it("splits one draw per request: 500 first, then 429, then dropped connections", () => {
    const rngAt = (...values: number[]): Rng => {
      const queue = [...values];
      return {
        next: () => queue.shift() ?? 0.99,
        int: () => 0,
        pick: () => {
          throw new Error("not drawn by drawFault");
        },
        uuid: () => "",
        hex: () => "",
      };
    };
    const faults = { ...NO_FAULTS, errorRate: 0.1, rateLimitRate: 0.1, dropRate: 0.1 };
    expect(drawFault(faults, rngAt(0.05))).toBe("error");
    expect(drawFault(faults, rngAt(0.15))).toBe("rate_limited");
    expect(drawFault(faults, rngAt(0.25, 0.2))).toBe("drop_before");
    expect(drawFault(faults, rngAt(0.25, 0.7))).toBe("drop_after");
    expect(drawFault(faults, rngAt(0.35))).toBeNull();
    expect(drawFault(NO_FAULTS, rngAt())).toBeNull();
  });

  it("turns withdrawals into 503 product_writes_disabled while the gate is off", async () => {
    sim.sim.setGates({ productWrites: false });
    const r = await sim.call("owner", "DELETE", `${ORG}/sessions/ses_done_success/messages/msg_00000000/queued`);
    expect(r.status).toBe(503);
    expect(r.body.error).toBe("product_writes_disabled");
  });
});
