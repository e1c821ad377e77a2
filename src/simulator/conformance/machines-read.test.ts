import { describe, expect, it } from "vitest";
import type { MachinesApi } from "../domains/machines/index.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();

describe("GET /machines/{machine} (spec 4.9)", () => {
  it("reads a Machine by case-insensitive name or by id", async () => {
    const byName = await world.call("read-only", "GET", "/machines/Build-Fleet");
    expect(byName.status).toBe(200);
    const machine = byName.body.machine as { id: string; name: string; platform: string };
    expect(machine).toMatchObject({ name: "build-fleet", platform: "linux" });
    const byId = await world.call("read-only", "GET", `/machines/${machine.id}`);
    expect(byId.body.machine).toMatchObject({ name: "build-fleet" });
  });

  it("accepts a 63-character parameter (404 when unknown) and refuses 64 with 400", async () => {
    const unknown = await world.call("owner", "GET", `/machines/${"m".repeat(63)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("machine_not_found");
    const long = await world.call("owner", "GET", `/machines/${"m".repeat(64)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("invalid_machine");
  });

  it("is not readable with a Machine token", async () => {
    const reply = await world.call("machine-token", "GET", "/machines/build-fleet");
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe("missing_scope");
  });

  it("evolves with simulated time: workers come and go and queues move", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const reply = await world.call("owner", "GET", "/machines/build-fleet");
      const m = reply.body.machine as { workers: Record<string, number>; sessions: Record<string, number> };
      seen.add(JSON.stringify([m.workers, m.sessions]));
      await world.advance(60_000);
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe("GET /machines (upstream extension)", () => {
  it("lists the demo Machines, and is 404 under strict spec", async () => {
    const reply = await world.call("owner", "GET", "/machines");
    expect((reply.body.items as Array<{ name: string }>).map((m) => m.name)).toEqual([
      "build-fleet",
      "gpu-pool",
      "nightly",
    ]);
    world.ctx.options.strictSpec = true;
    expect((await world.call("owner", "GET", "/machines")).status).toBe(404);
    expect((await world.call("owner", "GET", "/machines/gpu-pool")).status).toBe(200);
  });

  it("matches the domain api", async () => {
    const reply = await world.call("owner", "GET", "/machines");
    expect(reply.body.items).toEqual(world.api<MachinesApi>("machines").list("org_demo"));
  });
});
