import { describe, expect, it } from "vitest";
import type { Machine } from "../../api/types.ts";
import { createManualClock } from "../core/clock.ts";
import type { MachinesApi } from "../domains/machines/index.ts";
import type { MachinePlacement } from "../domains/sessions/model.ts";
import { createSimulator } from "../index.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const ROOT = {
  path_fingerprint: "sha256:1f3a",
  permissions: { read: true, write: true, execute: true, discover_environment: false, expose_mcp: false },
  execution_mode: "confined",
};
/** A worker approved through the enrollment flow (spec 4.8) redeems its ticket the way a worker would. */
async function enrollWorker(machines: MachinesApi, installId: string): Promise<void> {
  const reply = await world.call("owner", "POST", "/machines/build-fleet/enrollment-tickets", {
    install_id: installId,
    code_challenge: "A".repeat(43),
    roots: [ROOT],
  });
  expect(machines.redeemTicket(String(reply.body.enrollment_ticket))).toBe("ok");
}

/**
 * Issue 25 item 6: one consistent simulated fleet. A session waiting on a Machine stands in that
 * Machine's queue: it counts in `sessions.queued`, its queue_position is its place there, its
 * `machine.id` is the Machine's id, and it is placed when (and on the worker) the Machine says.
 */
const MIN = 60_000;

type Placement = MachinePlacement;
interface Item {
  session_id: string;
  status: string;
  machine: Placement;
}

const machineOf = async (name: string) =>
  (await world.call("owner", "GET", `/machines/${name}`)).body.machine as Machine;
const onMachine = async (name: string) =>
  (await world.call("owner", "GET", `/sessions?machine=${name}&first=100`)).body.items as Item[];
const session = async (id: string) => (await world.call("owner", "GET", `/sessions/${id}`)).body;

/** The Machine's counts and what its sessions say, read at one simulated instant (time only moves on advance). */
async function agreement(name: string) {
  const machine = await machineOf(name);
  const items = await onMachine(name);
  const waiting = items.filter((s) => s.machine.state === "waiting");
  const running = items.filter((s) => s.machine.state === "placed" && s.status === "running");
  return { machine, waiting, running };
}

describe("one consistent simulated fleet (issue 25 item 6)", () => {
  it("counts every session waiting on a Machine in its queue, at positions 1..queued, over time", async () => {
    for (let i = 0; i < 30; i++) {
      for (const name of ["build-fleet", "gpu-pool", "nightly"]) {
        const { machine, waiting, running } = await agreement(name);
        expect(waiting.length).toBe(machine.sessions.queued);
        expect(waiting.map((s) => s.machine.queue_position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
          Array.from({ length: machine.sessions.queued }, (_, k) => k + 1),
        );
        expect(running.length).toBe(machine.sessions.running);
        for (const s of [...waiting, ...running]) expect(s.machine.id).toBe(machine.id);
        // First come, first served: a lower position was enqueued no later.
        const byPosition = [...waiting].sort(
          (a, b) => (a.machine.queue_position ?? 0) - (b.machine.queue_position ?? 0),
        );
        const enqueued = byPosition.map((s) => s.machine.enqueued_at);
        expect([...enqueued].sort()).toEqual(enqueued);
      }
      await world.advance(37_000);
    }
  });

  it("ses_machine_queue stands in build-fleet's queue: its position is its place there, its id the Machine's", async () => {
    for (let k = 0; k < 4; k++) {
      const body = await session("ses_machine_queue");
      const fleet = await machineOf("build-fleet");
      const placement = body.machine as Placement;
      expect(placement).toMatchObject({ id: fleet.id, name: "build-fleet", state: "waiting", queue_position: 4 - k });
      expect(fleet.sessions.queued).toBeGreaterThanOrEqual(4 - k);
      const ids = (await onMachine("build-fleet"))
        .filter((s) => s.machine.state === "waiting")
        .sort((a, b) => (a.machine.queue_position ?? 0) - (b.machine.queue_position ?? 0))
        .map((s) => s.session_id);
      expect(ids[3 - k]).toBe("ses_machine_queue");
      await world.advance(45_000);
    }
    const placed = (await session("ses_machine_queue")).machine as Placement;
    expect(placed).toMatchObject({ state: "placed", queue_position: null });
    const jobs = world.api<MachinesApi>("machines").jobs("org_demo", "build-fleet");
    expect(jobs.find((j) => j.session_id === "ses_machine_queue")?.device_id).toBe(placed.device_id);
  });

  it("a worker enrolled early places ses_machine_queue's queue sooner, and the session follows", async () => {
    const machines = world.api<MachinesApi>("machines");
    for (let i = 0; i < 4; i++) await enrollWorker(machines, `install-00000000${i}0`);
    const body = await session("ses_machine_queue");
    expect(body.machine).toMatchObject({ state: "placed" });
    expect(body.status).toBe("running");
    expect((await machineOf("build-fleet")).sessions.queued).toBe(0);
  });

  it("ses_machine_transition's target names the Machine it waits on, counted there until the move settles", async () => {
    const body = await session("ses_machine_transition");
    const placement = body.machine as Placement;
    expect(body.target).toEqual({ kind: "machine", machine: placement.name });
    const pool = await machineOf(placement.name);
    expect(placement).toMatchObject({ id: pool.id, state: "waiting", queue_position: 1 });
    expect(pool.sessions.queued).toBeGreaterThanOrEqual(1);
    await world.advance(15 * MIN + 1_000);
    const settled = await session("ses_machine_transition");
    expect(settled.machine).toMatchObject({ state: "placed", queue_position: null });
    expect(settled.target).toEqual({ kind: "machine", machine: placement.name });
    // The Machine placed it on the same worker; a settled move has nothing to run, so it holds no worker.
    const job = world.api<MachinesApi>("machines").placement("org_demo", "ses_machine_transition");
    expect(job).toMatchObject({ state: "finished", device_id: (settled.machine as Placement).device_id });
  });

  it("a follow-up that moves a finished session onto a full Machine joins its queue and runs when a worker takes it", async () => {
    const before = await machineOf("build-fleet");
    expect(before.workers.idle).toBe(0);
    const sent = await world.call("owner", "POST", "/sessions/ses_done_failure/messages", {
      message: "Retry on the fleet.",
      target: { kind: "machine", machine: "build-fleet" },
    });
    expect(sent.status).toBe(200);
    const waiting = await session("ses_done_failure");
    expect(waiting.status).toBe("running");
    expect(waiting.target).toEqual({ kind: "machine", machine: "build-fleet" });
    expect(waiting.machine).toMatchObject({
      id: before.id,
      state: "waiting",
      queue_position: before.sessions.queued + 1,
    });
    expect((await machineOf("build-fleet")).sessions.queued).toBe(before.sessions.queued + 1);
    const counted = (await onMachine("build-fleet")).find((s) => s.session_id === "ses_done_failure");
    expect(counted?.machine.state).toBe("waiting");

    // A worker enrolled now takes the head of the queue; the queue moves until this session is placed.
    const machines = world.api<MachinesApi>("machines");
    for (let i = 0; i < 6; i++) await enrollWorker(machines, `install-10000000${i}0`);
    await world.advance(10_000);
    const placed = await session("ses_done_failure");
    expect(placed.machine).toMatchObject({ state: "placed", queue_position: null });
    const job = machines.jobs("org_demo", "build-fleet").find((j) => j.session_id === "ses_done_failure");
    expect(job?.device_id).toBe((placed.machine as Placement).device_id);
    // Its run began there: the continuation's events follow.
    await world.advance(30_000);
    const events = await world.call("owner", "GET", "/sessions/ses_done_failure/events?after_seq=0&limit=500");
    const ids = (events.body.items as { id: string }[]).map((e) => e.id);
    expect(ids.some((id) => id.startsWith("ses_done_failure-turn"))).toBe(true);
  });

  it("reads a Machine's background sessions one by one, and 404s one it no longer keeps", async () => {
    const [first] = await onMachine("nightly");
    expect(first).toBeDefined();
    const body = await session(first?.session_id ?? "");
    expect(body.machine).toMatchObject({ name: "nightly" });
    expect((await world.call("owner", "GET", "/sessions/ses_nightly_99999")).status).toBe(404);
    // Not in the unfiltered list: it would bury the demo's own sessions.
    const all = (await world.call("owner", "GET", "/sessions?first=100")).body.items as Item[];
    expect(all.some((s) => s.session_id.startsWith("ses_nightly_"))).toBe(false);
  });

  it("gives the same Machine ids, sessions and placements after a restart with the same seed", () => {
    const read = () => {
      const clock = createManualClock();
      const sim = createSimulator({ clock, seed: 42 });
      const machines = sim.ctx.domain<MachinesApi>("machines");
      const snapshot = machines?.list("org_demo").map((m) => ({ id: m.id, jobs: machines.jobs("org_demo", m.id) }));
      sim.dispose();
      return snapshot;
    };
    const first = read();
    expect(first?.length).toBe(3);
    expect(read()).toEqual(first);
  });
});

describe("fleet knobs (tests turn them)", () => {
  it("doubling the arrival rate about doubles the sessions arriving", async () => {
    const machines = world.api<MachinesApi>("machines");
    // Enough workers that nothing is dropped by the queue bound.
    machines.setKnobs("org_demo", "build-fleet", { arrivalsPerHour: 120, runTimeS: 5 });
    const count = async () => {
      const before = machines.arrivals("org_demo", "build-fleet");
      await world.advance(30 * MIN);
      machines.advance(world.now());
      return machines.arrivals("org_demo", "build-fleet") - before;
    };
    const base = await count();
    expect(machines.setKnobs("org_demo", "build-fleet", { arrivalsPerHour: 240 })).toMatchObject({
      arrivalsPerHour: 240,
      runTimeS: 5,
    });
    const doubled = await count();
    expect(base).toBeGreaterThan(40);
    expect(doubled / base).toBeGreaterThan(1.5);
    expect(doubled / base).toBeLessThan(2.6);
  });

  it("an enrolled worker drains a queue that built up", async () => {
    const machines = world.api<MachinesApi>("machines");
    machines.setKnobs("org_demo", "build-fleet", { arrivalsPerHour: 600, runTimeS: 600 });
    await world.advance(10 * MIN);
    const built = (await machineOf("build-fleet")).sessions.queued;
    expect(built).toBeGreaterThan(10);
    machines.setKnobs("org_demo", "build-fleet", { arrivalsPerHour: 30, runTimeS: 60 });
    await enrollWorker(machines, "install-0000000001");
    let queued = built;
    for (let i = 0; i < 40 && queued > 0; i++) {
      await world.advance(MIN);
      queued = (await machineOf("build-fleet")).sessions.queued;
    }
    expect(queued).toBe(0);
  });
});
