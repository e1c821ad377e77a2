import type { SimulatorFaults, SimulatorGates, SimulatorSettings } from "@/features/connection";

/**
 * The sim_* URL parameters of a demo link, e.g.
 * `/?sim_seed=7&sim_time_scale=60&sim_latency=300&sim_error_rate=0.1&sim_429=5&sim_429_rate=0.05&sim_drop_rate=0.05&sim_chaos=0.3&sim_strict=1&sim_gates_off=product_writes,secret_store`.
 * Pure (no simulator import) so it is testable and the live bundle can carry it.
 */
export interface SimParams {
  seed: number;
  timeScale: number;
  strictSpec: boolean;
  faults: SimulatorFaults;
  gates: SimulatorGates;
}

const GATE_NAMES: Record<string, keyof SimulatorGates> = {
  productwrites: "productWrites",
  product_writes: "productWrites",
  cloudagentconfig: "cloudAgentConfig",
  cloud_agent_config: "cloudAgentConfig",
  executiongates: "executionGates",
  execution_gates: "executionGates",
  secretstore: "secretStore",
  secret_store: "secretStore",
};

function num(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function flag(params: URLSearchParams, name: string): boolean {
  const raw = params.get(name);
  return raw !== null && raw !== "0" && raw.toLowerCase() !== "false";
}

export function hasSimParams(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((k) => k.startsWith("sim_"));
}

export function parseSimParams(search: string): SimParams {
  const params = new URLSearchParams(search);
  const gates: SimulatorGates = {
    productWrites: true,
    cloudAgentConfig: true,
    executionGates: true,
    secretStore: true,
  };
  for (const name of (params.get("sim_gates_off") ?? "").split(",")) {
    const gate = GATE_NAMES[name.trim().toLowerCase()];
    if (gate) gates[gate] = false;
  }
  return {
    seed: Math.trunc(num(params, "sim_seed", 1, 0, 2 ** 31 - 1)),
    timeScale: num(params, "sim_time_scale", 1, 0.01, 10_000),
    strictSpec: flag(params, "sim_strict"),
    faults: {
      latencyMs: num(params, "sim_latency", 0, 0, 60_000),
      errorRate: num(params, "sim_error_rate", 0, 0, 1),
      rateLimitBurst: Math.trunc(num(params, "sim_429", 0, 0, 1000)),
      rateLimitRate: num(params, "sim_429_rate", 0, 0, 1),
      dropRate: num(params, "sim_drop_rate", 0, 0, 1),
      eventPageChaos: num(params, "sim_chaos", 0, 0, 1),
    },
    gates,
  };
}

export function toSettings(params: SimParams): SimulatorSettings {
  return { faults: params.faults, gates: params.gates, strictSpec: params.strictSpec, seed: params.seed };
}
