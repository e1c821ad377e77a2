import { afterAll, beforeAll, beforeEach } from "vitest";
import { createManualClock } from "../core/clock.ts";
import { type DemoKeyId, demoKey } from "../core/keys.ts";
import { DEFAULT_GATES } from "../core/options.ts";
import type { SimContext } from "../core/types.ts";
import { createTestSimulator, TEST_BASE_URL } from "../node.ts";

export const BASE = `${TEST_BASE_URL}/v3/organizations/demo`;

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface World {
  readonly ctx: SimContext;
  /** Moves simulated time forward (and resolves due sleeps). */
  advance(ms: number): Promise<void>;
  now(): number;
  api<T>(domain: string): T;
  call(key: DemoKeyId | null, method: string, path: string, body?: unknown): Promise<Reply>;
}

/**
 * The whole simulator behind msw/node on a manual clock, reset before every test (fresh
 * world, strict spec off, every gate on) so tests never share state. Call at module level.
 */
export function startWorld(): World {
  const clock = createManualClock();
  const test = createTestSimulator({ clock, seed: 1, rateLimit: { requests: 1_000_000, windowMs: 1_000 } });
  beforeAll(() => test.server.listen());
  beforeEach(() => {
    test.sim.options().strictSpec = false;
    test.sim.setGates({ ...DEFAULT_GATES });
    test.reset(1);
  });
  afterAll(() => test.server.close());
  return {
    get ctx() {
      return test.sim.ctx;
    },
    advance: (ms) => clock.advance(ms),
    now: () => clock.now(),
    api<T>(domain: string): T {
      const found = test.sim.ctx.domain<T>(domain);
      if (found === undefined) throw new Error(`no domain ${domain}`);
      return found;
    },
    async call(key, method, path, body) {
      const headers = new Headers({ "content-type": "application/json" });
      if (key !== null) headers.set("authorization", `Bearer ${demoKey(key).key}`);
      const url = path.startsWith("http") ? path : `${BASE}${path}`;
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
      const response = await fetch(url, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
    },
  };
}
