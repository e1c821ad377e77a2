import { describe, expect, it } from "vitest";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();

interface Item {
  session_id: string;
  status?: string;
  machine?: { name: string; state: string; queue_position: number | null; placed_at?: string | null };
  target?: unknown;
}

const list = async (query: string) => sim.call<{ items: Item[] }>("read-only", "GET", `${ORG}/sessions?${query}`);

describe("GET sessions?machine= (upstream extension)", () => {
  it("keeps sessions placed on or waiting for the Machine, by case-insensitive name, with their placement", async () => {
    const reply = await list("machine=BUILD-FLEET&first=100");
    expect(reply.status).toBe(200);
    const own = reply.body.items.filter((s) => !s.session_id.startsWith("ses_build-fleet_"));
    expect(own.map((s) => s.session_id)).toEqual(["ses_machine_queue"]);
    expect(own[0]?.machine).toMatchObject({ name: "build-fleet", state: "waiting", queue_position: 4 });
    // The rest is build-fleet's own traffic (issue 25 item 6), each with its placement there.
    expect(reply.body.items.every((s) => s.machine?.name === "build-fleet")).toBe(true);
    // Still the list projection otherwise: no target.
    expect(reply.body.items[0]).not.toHaveProperty("target");
  });

  it("accepts the Machine id", async () => {
    const machine = await sim.call<{ machine: { id: string } }>("read-only", "GET", `${ORG}/machines/gpu-pool`);
    const reply = await list(`machine=${machine.body.machine.id}&first=100`);
    expect(reply.body.items.map((s) => s.session_id)).toContain("ses_machine_transition");
    expect(reply.body.items.every((s) => s.machine?.name === "gpu-pool")).toBe(true);
  });

  it("answers an empty page for an unknown Machine", async () => {
    expect((await list(`machine=${"m".repeat(63)}`)).body.items).toEqual([]);
  });

  it("refuses an empty or 64-character machine with 400 invalid_machine", async () => {
    for (const value of ["", "m".repeat(64)]) {
      const reply = await list(`machine=${value}`);
      expect([reply.status, (reply.body as unknown as { error: string }).error]).toEqual([400, "invalid_machine"]);
    }
  });

  it("calls a placement waiting only until it is placed: then placed_at, no position, in the list and alone", async () => {
    // Twenty minutes of the fleets' own traffic, read every minute as the Machine page does.
    const names = ["build-fleet", "gpu-pool", "nightly"];
    const placedAfterWaiting = new Set<string>();
    const waited = new Set<string>();
    for (let minute = 0; minute < 20; minute += 1) {
      for (const name of names) {
        for (const s of (await list(`machine=${name}&first=100`)).body.items) {
          const m = s.machine;
          if (m?.state === "waiting") {
            expect([s.session_id, m.placed_at, typeof m.queue_position]).toEqual([s.session_id, null, "number"]);
            const alone = await sim.call<Item>("read-only", "GET", `${ORG}/sessions/${s.session_id}`);
            expect(alone.body.machine).toMatchObject({ state: "waiting", placed_at: null });
            waited.add(s.session_id);
          } else {
            expect([s.session_id, typeof m?.placed_at, m?.queue_position]).toEqual([s.session_id, "string", null]);
            if (waited.has(s.session_id)) placedAfterWaiting.add(s.session_id);
          }
        }
      }
      await sim.clock.advance(60_000);
    }
    // The transition itself was seen, not only sessions on either side of it.
    expect(placedAfterWaiting.size).toBeGreaterThan(0);
  });

  it("leaves the unfiltered list without placements", async () => {
    const reply = await list("first=100");
    expect(reply.body.items.some((s) => "machine" in s)).toBe(false);
  });
});
