import { describe, expect, it } from "vitest";
import { hasSimParams, parseSimParams } from "./demo-params";

describe("parseSimParams", () => {
  it("has safe defaults", () => {
    const p = parseSimParams("");
    expect(p).toMatchObject({ seed: 1, timeScale: 1, strictSpec: false });
    expect(p.faults).toEqual({
      latencyMs: 0,
      errorRate: 0,
      rateLimitBurst: 0,
      rateLimitRate: 0,
      dropRate: 0,
      eventPageChaos: 0,
    });
    expect(Object.values(p.gates).every(Boolean)).toBe(true);
  });

  it("reads every knob and clamps out-of-range values", () => {
    const p = parseSimParams(
      "?sim_seed=7&sim_time_scale=60&sim_latency=250&sim_error_rate=3&sim_429=5&sim_429_rate=0.07&sim_drop_rate=-1&sim_chaos=0.3&sim_strict=1&sim_gates_off=product_writes,secretStore,bogus",
    );
    expect(p.seed).toBe(7);
    expect(p.timeScale).toBe(60);
    expect(p.strictSpec).toBe(true);
    expect(p.faults).toEqual({
      latencyMs: 250,
      errorRate: 1,
      rateLimitBurst: 5,
      rateLimitRate: 0.07,
      dropRate: 0,
      eventPageChaos: 0.3,
    });
    expect(p.gates).toEqual({ productWrites: false, cloudAgentConfig: true, executionGates: true, secretStore: false });
  });

  it("ignores garbage numbers", () => {
    expect(parseSimParams("?sim_seed=abc&sim_latency=").seed).toBe(1);
    expect(parseSimParams("?sim_strict=0").strictSpec).toBe(false);
  });
});

describe("hasSimParams", () => {
  it("detects demo links", () => {
    expect(hasSimParams("?sim_seed=2")).toBe(true);
    expect(hasSimParams("?tab=timeline")).toBe(false);
  });
});
