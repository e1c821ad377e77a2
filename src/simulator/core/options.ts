import { LIMITS } from "../../api/limits.ts";
import type { FaultOptions, FeatureGates, SimOptions } from "./types.ts";

export const DEFAULT_GATES: FeatureGates = {
  productWrites: true,
  cloudAgentConfig: true,
  executionGates: true,
  secretStore: true,
};

export const NO_FAULTS: FaultOptions = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitBurst: 0,
  rateLimitRate: 0,
  rateLimitRetryAfterS: 1,
  dropRate: 0,
  eventPageChaos: 0,
};

export type SimOptionsInput = Partial<Omit<SimOptions, "gates" | "faults">> & {
  gates?: Partial<FeatureGates>;
  faults?: Partial<FaultOptions>;
};

export function resolveOptions(input: SimOptionsInput = {}): SimOptions {
  return {
    seed: input.seed ?? 1,
    timeScale: input.timeScale ?? 1,
    strictSpec: input.strictSpec ?? false,
    gates: { ...DEFAULT_GATES, ...input.gates },
    faults: { ...NO_FAULTS, ...input.faults },
    rateLimit: input.rateLimit ?? { requests: LIMITS.rateLimitRequests, windowMs: LIMITS.rateLimitWindowMs },
  };
}
