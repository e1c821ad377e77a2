import { describe, expect, it } from "vitest";
import type { NetworkApi } from "../domains/network/index.ts";
import { SLOT_MS } from "../domains/network/schedule.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const agents = (key: Parameters<typeof world.call>[0] = "read-only", org = "demo") =>
  world.call(key, "GET", `http://sim.test/v3/organizations/${org}/agent-network/agents`);

describe("GET /agent-network/agents (spec 4.13)", () => {
  it("answers {team, agents, computers, via} while a member computer is online", async () => {
    const reply = await agents();
    expect(reply.status).toBe(200);
    expect(reply.body.team).toBe("Demo Org");
    expect(reply.body.via).toEqual(expect.any(String));
    const list = reply.body.agents as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ["address", "agent", "branch", "doing", "machine", "person", "repo", "since", "status", "worker"].sort(),
    );
  });

  it("goes offline (409 agent_network_offline) and back online over simulated time", async () => {
    await world.advance(4 * SLOT_MS + 1_000);
    const offline = await agents();
    expect(offline.status).toBe(409);
    expect(offline.body.error).toBe("agent_network_offline");
    await world.advance(SLOT_MS);
    expect((await agents()).status).toBe(200);
  });

  it("can be forced offline or online by tests", async () => {
    const network = world.api<NetworkApi>("network");
    network.force("offline");
    expect((await agents()).status).toBe(409);
    network.force("online");
    await world.advance(4 * SLOT_MS + 1_000);
    expect((await agents()).status).toBe(200);
  });

  it("is offline for the lab organization", async () => {
    expect((await agents("owner", "lab")).body.error).toBe("agent_network_offline");
  });

  it("needs sessions:read", async () => {
    const reply = await agents("machine-token");
    expect(reply.status).toBe(403);
    expect((await agents(null)).status).toBe(401);
  });
});
