import { describe, expect, it } from "vitest";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();

interface Item {
  session_id: string;
  machine?: { name: string; state: string; queue_position: number | null };
  target?: unknown;
}

const list = async (query: string) => sim.call<{ items: Item[] }>("read-only", "GET", `${ORG}/sessions?${query}`);

describe("GET sessions?machine= (upstream extension)", () => {
  it("keeps sessions placed on or waiting for the Machine, by case-insensitive name, with their placement", async () => {
    const reply = await list("machine=BUILD-FLEET&first=100");
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((s) => s.session_id)).toEqual(["ses_machine_queue"]);
    expect(reply.body.items[0]?.machine).toMatchObject({ name: "build-fleet", state: "waiting", queue_position: 4 });
    // Still the list projection otherwise: no target.
    expect(reply.body.items[0]).not.toHaveProperty("target");
  });

  it("accepts the Machine id", async () => {
    const machine = await sim.call<{ machine: { id: string } }>("read-only", "GET", `${ORG}/machines/gpu-pool`);
    const reply = await list(`machine=${machine.body.machine.id}`);
    expect(reply.body.items.map((s) => s.session_id)).toEqual(["ses_machine_transition"]);
  });

  it("answers an empty page for a Machine without sessions or an unknown one", async () => {
    expect((await list("machine=nightly")).body.items).toEqual([]);
    expect((await list(`machine=${"m".repeat(63)}`)).body.items).toEqual([]);
  });

  it("refuses an empty or 64-character machine with 400 invalid_machine", async () => {
    for (const value of ["", "m".repeat(64)]) {
      const reply = await list(`machine=${value}`);
      expect([reply.status, (reply.body as unknown as { error: string }).error]).toEqual([400, "invalid_machine"]);
    }
  });

  it("leaves the unfiltered list without placements", async () => {
    const reply = await list("first=100");
    expect(reply.body.items.some((s) => "machine" in s)).toBe(false);
  });
});
