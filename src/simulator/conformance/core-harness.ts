import { afterAll, beforeAll, beforeEach } from "vitest";
import { createSimulatorServer, type SimulatorServer } from "../../../server/simulator.ts";
import { createManualClock, type ManualClock } from "../core/clock.ts";
import { type DemoKeyId, demoKey } from "../core/keys.ts";
import { DEFAULT_GATES, NO_FAULTS, type SimOptionsInput } from "../core/options.ts";
import type { Simulator } from "../index.ts";

export const ORG = "/v3/organizations/demo";

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface SimHarness {
  readonly clock: ManualClock;
  readonly sim: Simulator;
  readonly url: string;
  call<T = Record<string, unknown>>(
    key: DemoKeyId | string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Reply<T>>;
  /** Starts a request without awaiting it (long polls). */
  start<T = Record<string, unknown>>(key: DemoKeyId, path: string): Promise<Reply<T>>;
  /** Waits (by yielding, no timing) until the simulator has parked a long poll. */
  parked(): Promise<void>;
}

const KEY_IDS = new Set(["owner", "admin", "member", "read-only", "runner", "legacy-owner", "machine-token"]);

/**
 * A real HTTP simulator on an ephemeral port with a manual clock, reset to a fresh world
 * before each test; requests go through fetch exactly like a client.
 */
export function startSimServer(options: SimOptionsInput = {}): SimHarness {
  let server: SimulatorServer | null = null;
  const clock = createManualClock();
  const need = (): SimulatorServer => {
    if (!server) throw new Error("simulator server not started");
    return server;
  };
  beforeAll(async () => {
    server = await createSimulatorServer({ rateLimit: { requests: 1_000_000, windowMs: 1_000 }, ...options, clock });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    const s = need();
    s.sim.setFaults({ ...NO_FAULTS, ...options.faults });
    s.sim.setGates({ ...DEFAULT_GATES, ...options.gates });
    s.sim.options().strictSpec = options.strictSpec ?? false;
    s.sim.reset(options.seed ?? 1);
  });
  const call = async <T>(
    key: DemoKeyId | string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Reply<T>> => {
    const headers: Record<string, string> = {};
    if (key !== null) headers.authorization = `Bearer ${KEY_IDS.has(key) ? demoKey(key as DemoKeyId).key : key}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${need().url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  };
  return {
    clock,
    get sim() {
      return need().sim;
    },
    get url() {
      return need().url;
    },
    call,
    start: (key, path) => call(key, "GET", path),
    async parked() {
      while (clock.pendingSleeps() === 0) await new Promise((r) => setTimeout(r, 2));
    },
  };
}
