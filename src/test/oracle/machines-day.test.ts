import { describe, expect, it } from "vitest";
import type { Machine, Session } from "@/api/types";
import { DEFAULT_RULES } from "@/features/machines/insight/alert-rules";
import { machineAnswers, paceOf } from "@/features/machines/insight/machine-answers";
import { waitAnalytics } from "@/features/machines/insight/wait-analytics";
import { whyWaiting } from "@/features/machines/insight/why-waiting";
import { startWorld } from "@/simulator/conformance/domains-harness";
import {
  expectedHeldAdvice,
  expectedHintDirection,
  expectedQueueAnswer,
  HOLD_MS,
  type OracleSample,
} from "./machines-oracle";

/**
 * Issue 42 must-have 1, Machines: a simulated day on the stepped simulator, one step a 2 simulated minutes.
 * At every step each demo Machine is read the way its page reads it (the Machine, its session list, the
 * capacity samples kept so far) and the app's pure answers (machineAnswers: why the queue waits, the
 * hint) are held to the oracle's, computed from the same raw reads by code that shares none of the app's.
 * A follow-up held on ses_machine_transition's machine change is held to the oracle too.
 */
const world = startWorld();
const MIN = 60_000;
/** One step every 2 simulated minutes: 720 steps, each reading every demo Machine. */
const STEP_MS = 2 * MIN;
const DAY_STEPS = (24 * 60 * MIN) / STEP_MS;
const TARGET_MS = DEFAULT_RULES.oldestWaitMinutes * MIN;

interface Disagreement {
  step: number;
  machine: string;
  what: string;
  app: unknown;
  oracle: unknown;
}

const machines = async () => (await world.call("owner", "GET", "/machines")).body.items as Machine[];
const listed = async (name: string) =>
  (await world.call("owner", "GET", `/sessions?machine=${name}&first=100`)).body.items as Session[];
const deliveries = async (id: string) =>
  ((await world.call("owner", "GET", `/sessions/${id}/messages`)).body.items as { delivery: string }[]).map(
    (m) => m.delivery,
  );

describe("the Machines oracle's day (issue 42)", () => {
  it("holds why-waiting and the hint to the oracle at every step of a simulated day: 0 disagreements", async () => {
    const samples = new Map<string, OracleSample[]>();
    const disagreements: Disagreement[] = [];
    const reasons = new Map<string, number>();
    const directions = new Map<string, number>();
    for (let step = 1; step <= DAY_STEPS; step++) {
      await world.advance(STEP_MS);
      const now = world.now();
      for (const machine of await machines()) {
        const kept = samples.get(machine.name) ?? [];
        kept.push({ at: now, online: machine.workers.online });
        samples.set(machine.name, kept);
        const sessions = await listed(machine.name);
        const app = machineAnswers({ name: machine.name, machine, sessions, samples: kept, targetMs: TARGET_MS, now });
        const queue = expectedQueueAnswer(machine, sessions, now);
        const appQueue = app.why && { reason: app.why.kind, advice: app.why.advice };
        if (JSON.stringify(appQueue) !== JSON.stringify(queue))
          disagreements.push({ step, machine: machine.name, what: "why-waiting", app: appQueue, oracle: queue });
        if (queue) reasons.set(queue.reason, (reasons.get(queue.reason) ?? 0) + 1);
        const direction = expectedHintDirection(machine, sessions, kept, TARGET_MS, now);
        const appDirection = app.hint.kind === "hint" ? app.hint.direction : null;
        if (appDirection !== direction)
          disagreements.push({
            step,
            machine: machine.name,
            what: "hint direction",
            app: appDirection,
            oracle: direction,
          });
        if (direction) directions.set(direction, (directions.get(direction) ?? 0) + 1);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Not a vacuous day: the causes and directions the oracle checks all came up.
    expect([...reasons.keys()]).toEqual(expect.arrayContaining(["at-limit", "busy", "grows", "offline"]));
    expect([...directions.keys()]).toEqual(expect.arrayContaining(["more", "keep", "fewer"]));
  }, 600_000);

  it("a follow-up held on a machine change: no worker's advice, its countdown, the hold the oracle knows", async () => {
    const id = "ses_machine_transition";
    await world.advance(MIN);
    const sent = await world.call("owner", "POST", `/sessions/${id}/messages`, { message: "Use the A100 nodes." });
    expect(sent.body).toMatchObject({
      delivery: "saved_for_follow_up",
      held_reason: "session_machine_transition_pending",
    });
    const heldAt = world.now();
    let checked = 0;
    for (let t = 0; t < 12; t++) {
      const held = (await deliveries(id)).includes("held");
      const session = (await world.call("owner", "GET", `/sessions/${id}`)).body as unknown as Session;
      const machine = (await world.call("owner", "GET", "/machines/gpu-pool")).body.machine as Machine;
      const now = world.now();
      // The outbox stops saying "held" once the service marks the message otherwise.
      if (held) {
        const a = waitAnalytics(await listed("gpu-pool"), "gpu-pool", now);
        const why = whyWaiting({
          placement: session.machine,
          machine: { kind: "ok", machine },
          heldAt,
          typicalWaitMs: a.p50?.ms ?? null,
          pace: paceOf(a),
          now,
        });
        expect(why?.kind).toBe("machine-change");
        expect(why?.advice).toBe(expectedHeldAdvice(heldAt, now));
        expect(why?.actions).toEqual([]);
        expect(why?.sentence).not.toMatch(/busy|typical wait|[Ee]nroll/);
        expect(why?.deadline).toBe(heldAt + HOLD_MS);
        checked += 1;
      } else {
        // The service's own hold is the oracle's: not delivered exactly once the 10 minutes have run.
        expect(now).toBeGreaterThanOrEqual(heldAt + HOLD_MS);
      }
      await world.advance(MIN);
    }
    expect(checked).toBe(10);
    expect(await deliveries(id)).toEqual(["not_delivered"]);
  });
});
