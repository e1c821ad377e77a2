import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Machine } from "../../../api/types.ts";
import { FLEET_STEP_MS } from "./profiles.ts";
import { checkMachineParam, MachineRegistry } from "./registry.ts";

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const ORGS = ["org_demo", "org_lab"];

function snapshot(seed: number, times: number[]) {
  const registry = new MachineRegistry(ORGS, seed, T0);
  return times.map((t) => {
    registry.advance(T0 + t);
    return registry.list("org_demo").map((m) => m.view());
  });
}

describe("Machine fleet", () => {
  it("is a function of seed and time, however often it is advanced", () => {
    const hour = 3_600_000;
    const often = snapshot(
      7,
      Array.from({ length: 60 }, (_, i) => (i + 1) * 60_000),
    ).at(-1);
    const once = snapshot(7, [hour]).at(-1);
    expect(once).toEqual(often);
  });

  it("keeps worker and queue invariants for any seed and time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 2_000 }), (seed, steps) => {
        const [views] = snapshot(seed, [steps * FLEET_STEP_MS]);
        for (const m of views ?? []) {
          expect(m.workers.busy).toBeLessThanOrEqual(m.workers.online);
          expect(m.workers.online).toBeLessThanOrEqual(m.workers.total);
          expect(m.workers.idle).toBe(m.workers.online - m.workers.busy);
          expect(m.sessions.running).toBe(m.workers.busy);
          expect(m.sessions.queued).toBeGreaterThanOrEqual(0);
          // Work never waits while a worker is idle, but for a session whose machine change is pending.
          const held = m.name === "gpu-pool" && steps * FLEET_STEP_MS < 15 * 60_000;
          expect(m.sessions.queued === 0 || m.workers.idle === 0 || held).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("changes over simulated time: workers come and go and queues move", () => {
    const views = snapshot(
      1,
      Array.from({ length: 120 }, (_, i) => i * 30_000),
    );
    const seen = (name: string, pick: (m: Machine) => number) =>
      new Set(views.flatMap((v) => v.filter((m) => m.name === name).map(pick)));
    expect(seen("build-fleet", (m) => m.workers.online).size).toBeGreaterThan(1);
    expect(seen("build-fleet", (m) => m.sessions.queued).size).toBeGreaterThan(1);
    // nightly is away for the first 8 minutes of every 20, so its online count swings between 0 and 4.
    expect([...seen("nightly", (m) => m.workers.online)]).toEqual(expect.arrayContaining([0, 4]));
  });

  it("finds Machines by id or case-insensitive name, per organization", () => {
    const registry = new MachineRegistry(ORGS, 1, T0);
    const fleet = registry.find("org_demo", "BUILD-FLEET");
    expect(fleet?.name).toBe("build-fleet");
    expect(registry.find("org_demo", fleet?.id ?? "")).toBe(fleet);
    expect(registry.find("org_lab", "build-fleet")).toBeUndefined();
    expect(registry.list("org_demo").map((m) => m.name)).toEqual(["build-fleet", "gpu-pool", "nightly"]);
  });

  it("accepts a machine parameter of 1..63 characters", () => {
    expect(checkMachineParam("m".repeat(63))).toEqual({ ok: true, key: "m".repeat(63) });
    expect(checkMachineParam("m".repeat(64))).toEqual({ ok: false });
    expect(checkMachineParam("")).toEqual({ ok: false });
  });
});
