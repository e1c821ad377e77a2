import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { type HttpBindings, serve } from "@hono/node-server";
import { Hono } from "hono";
import { cors } from "hono/cors";
import { getResponse } from "msw";
import { DEMO_KEYS } from "../src/simulator/core/keys.ts";
import type { FeatureGates } from "../src/simulator/core/types.ts";
import { type CreateSimulatorOptions, createSimulator, type Simulator } from "../src/simulator/index.ts";

/**
 * The standalone simulator: the same msw handlers as the browser demo and vitest, answered
 * through msw's getResponse behind a real HTTP port (curl, Playwright live mode, benchmarks).
 */
export function createSimulatorApp(sim: Simulator): Hono {
  const app = new Hono();
  app.use(
    "*",
    cors({
      origin: "*",
      allowHeaders: ["Authorization", "Content-Type"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      exposeHeaders: ["Retry-After"],
    }),
  );
  app.all("*", async (c) => {
    const response = await getResponse(sim.handlers, c.req.raw);
    // A simulated dropped connection (Response.error()): close the socket without an HTTP answer.
    if (response?.type === "error") {
      (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.destroy();
      return new Response(null, { status: 502 });
    }
    return response ?? c.json({ error: "not_found", message: "no such operation" }, 404);
  });
  return app;
}

export interface SimulatorServer {
  url: string;
  sim: Simulator;
  close(): Promise<void>;
}

export async function createSimulatorServer(
  opts: CreateSimulatorOptions & { port?: number; hostname?: string } = {},
): Promise<SimulatorServer> {
  const { port = 0, hostname = "127.0.0.1", ...simOptions } = opts;
  const sim = createSimulator(simOptions);
  const app = createSimulatorApp(sim);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname }, () => resolve(s));
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${address.port}`,
    sim,
    close: () =>
      new Promise<void>((resolve) => {
        sim.dispose();
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const GATE_NAMES: Record<string, keyof FeatureGates> = {
  productwrites: "productWrites",
  product_writes: "productWrites",
  cloudagentconfig: "cloudAgentConfig",
  cloud_agent_config: "cloudAgentConfig",
  executiongates: "executionGates",
  execution_gates: "executionGates",
  secretstore: "secretStore",
  secret_store: "secretStore",
};

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv): CreateSimulatorOptions & { port: number } {
  const gates: Partial<FeatureGates> = {};
  for (const raw of (env.SIM_GATES_OFF ?? "").split(",")) {
    const name = GATE_NAMES[raw.trim().toLowerCase()];
    if (name) gates[name] = false;
  }
  return {
    port: num(env.SIM_PORT, 4010),
    seed: num(env.SIM_SEED, 1),
    timeScale: num(env.SIM_TIME_SCALE, 1),
    strictSpec: env.SIM_STRICT_SPEC === "1" || env.SIM_STRICT_SPEC === "true",
    gates,
    faults: {
      latencyMs: num(env.SIM_LATENCY_MS, 0),
      errorRate: num(env.SIM_ERROR_RATE, 0),
      rateLimitBurst: num(env.SIM_429_BURST, 0),
      rateLimitRate: num(env.SIM_429_RATE, 0),
      rateLimitRetryAfterS: Math.max(1, Math.trunc(num(env.SIM_429_RETRY_AFTER, 1))),
      dropRate: num(env.SIM_DROP_RATE, 0),
      eventPageChaos: num(env.SIM_EVENT_CHAOS, 0),
    },
  };
}

async function main(): Promise<void> {
  const server = await createSimulatorServer(optionsFromEnv(process.env));
  console.info(`Session Control simulator listening on ${server.url}`);
  console.info("Demo keys (simulator only; never real credentials):");
  for (const k of DEMO_KEYS) console.info(`  ${k.label.padEnd(28)} ${k.key}`);
  const stop = (): void => {
    server.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
