import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import { type WhyWaitingInput, whyWaiting } from "./why-waiting";

const NOW = 1_800_000_000_000;
const MIN = 60_000;
const waiting = { name: "build-fleet", state: "waiting", queue_position: 2 };
const workers = (total: number, online: number, idle: number) => ({
  kind: "ok" as const,
  machine: { name: "build-fleet", workers: { total, online, busy: online - idle, idle } },
});
const input = (patch: Partial<WhyWaitingInput>): WhyWaitingInput => ({
  placement: waiting,
  machine: workers(4, 4, 0),
  heldAt: null,
  typicalWaitMs: 4 * MIN,
  now: NOW,
  ...patch,
});

describe("whyWaiting", () => {
  it("every enrolled worker online and busy: at its limit, the typical wait, enroll a worker", () => {
    expect(whyWaiting(input({}))).toMatchObject({
      kind: "at-limit",
      advice: "enroll",
      position: 2,
      actions: ["enroll-worker"],
      sentence:
        "All 4 online workers on Machine build-fleet are busy, and no enrolled worker is offline: it runs at its limit. 2nd in line; typical wait here 4 min. Enroll a worker to run more at once.",
    });
    expect(whyWaiting(input({ machine: workers(1, 1, 0), typicalWaitMs: null }))?.sentence).toBe(
      "The one online worker on Machine build-fleet is busy, and no enrolled worker is offline: it runs at its limit. 2nd in line. Enroll a worker to run more at once.",
    );
  });

  it("online workers busy while others are offline: bring one back online, not enroll", () => {
    const why = whyWaiting(input({ machine: workers(4, 2, 0) }));
    expect(why).toMatchObject({ kind: "busy", advice: "bring-online", actions: [] });
    expect(why?.sentence).toBe(
      "All 2 online workers on Machine build-fleet are busy; 2 of its 4 workers are offline. 2nd in line; typical wait here 4 min. Bringing an offline worker back online would take it sooner.",
    );
  });

  it("a queue that grows without end says so instead of quoting a typical wait", () => {
    // 4 workers finishing 20-minute runs take 12 an hour; 30 an hour arrive.
    const why = whyWaiting(input({ pace: { arrivalsPerHour: 30, meanRunMs: 20 * MIN } }));
    expect(why).toMatchObject({
      kind: "grows",
      advice: "enroll-or-cloud",
      actions: ["enroll-worker", "move-to-cloud"],
    });
    expect(why?.sentence).toContain("30 an hour arrive, about 12 an hour finish), so the queue grows without end");
    expect(why?.sentence).not.toContain("typical wait here");
    expect(why?.parts.some((p) => typeof p !== "string" && p.place === "waits")).toBe(false);
    // Exactly as many as they finish still grows (M/M/c has no steady state at load = c); fewer does not.
    expect(whyWaiting(input({ pace: { arrivalsPerHour: 12, meanRunMs: 20 * MIN } }))?.kind).toBe("grows");
    expect(whyWaiting(input({ pace: { arrivalsPerHour: 11, meanRunMs: 20 * MIN } }))?.kind).toBe("at-limit");
    // An idle worker or none online is the nearer cause.
    expect(
      whyWaiting(input({ machine: workers(4, 4, 1), pace: { arrivalsPerHour: 99, meanRunMs: 20 * MIN } }))?.kind,
    ).toBe("idle");
    expect(
      whyWaiting(input({ machine: workers(4, 0, 0), pace: { arrivalsPerHour: 99, meanRunMs: 20 * MIN } }))?.kind,
    ).toBe("offline");
  });

  it("no worker online: bring one back or move to cloud; none enrolled: enroll one or move to cloud", () => {
    const none = whyWaiting(input({ machine: workers(3, 0, 0) }));
    expect(none).toMatchObject({ kind: "offline", advice: "bring-online-or-cloud", actions: ["move-to-cloud"] });
    expect(none?.sentence).toBe(
      "None of Machine build-fleet's 3 workers is online, so nothing runs there; 2nd in line. Bring one back online, or move this session to cloud.",
    );
    const unenrolled = whyWaiting(input({ machine: workers(0, 0, 0) }));
    expect(unenrolled).toMatchObject({ kind: "no-worker", advice: "enroll-or-cloud" });
    expect(unenrolled?.sentence).toContain("has no worker enrolled");
  });

  it("groups the counts and places it names", () => {
    const big = input({ machine: workers(12_345, 12_345, 0), placement: { ...waiting, queue_position: 12_345 } });
    expect(whyWaiting(big)?.sentence).toBe(
      "All 12,345 online workers on Machine build-fleet are busy, and no enrolled worker is offline: it runs at its limit. 12,345th in line; typical wait here 4 min. Enroll a worker to run more at once.",
    );
    expect(whyWaiting(input({ machine: workers(12_345, 0, 0) }))?.sentence).toMatch(
      /^None of Machine build-fleet's 12,345 workers is online/,
    );
    expect(whyWaiting(input({ machine: workers(20_000, 20_000, 12_345) }))?.sentence).toMatch(
      /^Machine build-fleet has 12,345 idle workers;/,
    );
  });

  it("machine change pending: the held follow-up and its countdown, never a worker's advice", () => {
    const held = whyWaiting(input({ heldAt: NOW - 3 * MIN, placement: { ...waiting, queue_position: 1 } }));
    expect(held).toMatchObject({
      kind: "machine-change",
      advice: "wait-for-change",
      actions: [],
      deadline: NOW + 7 * MIN,
    });
    expect(held?.sentence).toBe(
      "Your follow-up is held until the move to Machine build-fleet completes: it is delivered then, or marked not delivered in 7 min if the move has not completed. Nothing a worker could fix is in the way, so do not send it again.",
    );
    // Whatever the workers: all busy, all offline, a growing queue.
    for (const machine of [workers(4, 4, 0), workers(4, 0, 0), workers(0, 0, 0)]) {
      const why = whyWaiting(input({ heldAt: NOW - MIN, machine, pace: { arrivalsPerHour: 99, meanRunMs: 20 * MIN } }));
      expect(why?.kind).toBe("machine-change");
      expect(why?.sentence).not.toMatch(/busy|typical wait|[Ee]nroll/);
    }
    const over = whyWaiting(input({ heldAt: NOW - 11 * MIN }));
    expect(over).toMatchObject({ advice: "send-again" });
    expect(over?.sentence).toContain("did not complete within 10 min");
  });

  it("the hold is the contract's, from limits.ts", () => {
    const at = whyWaiting(input({ heldAt: NOW - LIMITS.heldFollowUpTimeoutMs + MIN }));
    expect(at?.deadline).toBe(NOW + MIN);
  });

  it("Machine gone (404): says so and offers cloud", () => {
    expect(whyWaiting(input({ machine: { kind: "gone" } }))).toMatchObject({
      kind: "gone",
      actions: ["move-to-cloud"],
      sentence:
        "Machine build-fleet no longer exists (the service answered 404 not found), so no worker will pick this session up. Move it to cloud to run it.",
    });
  });

  it("idle worker: it should be placed shortly", () => {
    expect(whyWaiting(input({ machine: workers(4, 4, 1) }))?.sentence).toBe(
      "Machine build-fleet has 1 idle worker; 2nd in line, it should be placed shortly.",
    );
  });

  it("never guesses: no counts or no read says less; no placement or not waiting says nothing", () => {
    expect(whyWaiting(input({ machine: { kind: "unknown" } }))).toMatchObject({ kind: "unknown", actions: [] });
    expect(whyWaiting(input({ machine: { kind: "ok", machine: { name: "x", workers: { total: "4" } } } }))?.kind).toBe(
      "unknown",
    );
    expect(whyWaiting(input({ placement: { ...waiting, queue_position: null } }))?.sentence).toContain(
      "Its place in the queue is not reported",
    );
    expect(whyWaiting(input({ placement: null }))).toBeNull();
    expect(whyWaiting(input({ placement: { ...waiting, state: "placed" } }))).toBeNull();
  });

  it("never puts undefined, null or NaN into a sentence, whatever it is given", () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.double(), fc.integer());
    fc.assert(
      fc.property(
        fc.record({ name: anything, state: fc.oneof(fc.constant("waiting"), anything), queue_position: anything }),
        fc.oneof(
          fc.constant({ kind: "gone" as const }),
          fc.constant({ kind: "unknown" as const }),
          fc.record({ total: anything, online: anything, idle: anything }).map((w) => ({
            kind: "ok" as const,
            machine: { name: "m", workers: w },
          })),
        ),
        fc.option(fc.integer({ min: NOW - 20 * MIN, max: NOW })),
        fc.option(fc.double({ min: 0, max: 1e9, noNaN: true })),
        fc.option(fc.record({ arrivalsPerHour: fc.double(), meanRunMs: fc.double() })),
        (placement, machine, heldAt, typicalWaitMs, pace) => {
          const why = whyWaiting({ placement, machine, heldAt, typicalWaitMs, pace, now: NOW });
          if (why) expect(why.sentence).not.toMatch(/undefined|null|NaN|Infinity/);
          // The parts are the sentence, piece by piece.
          if (why) expect(why.parts.map((p) => (typeof p === "string" ? p : p.text)).join("")).toBe(why.sentence);
        },
      ),
    );
  });

  it("says less when the Machine's counts do not add up: no reason, no figure", () => {
    const broken = {
      kind: "ok" as const,
      machine: { name: "build-fleet", workers: { total: 6, online: 9, busy: 9, idle: 0 } },
    };
    expect(whyWaiting(input({ machine: broken }))).toMatchObject({
      kind: "unknown",
      actions: [],
      sentence:
        "Waiting for a worker on Machine build-fleet; 2nd in line. Machine build-fleet's counts do not add up (9 online of 6 workers), so why it waits is not known.",
    });
    // The whole answer is judged: a queue of 1.5 makes its worker counts no more trustworthy.
    const halfQueued = { ...workers(4, 4, 0).machine, sessions: { queued: 1.5, running: 4 } };
    expect(whyWaiting(input({ machine: { kind: "ok", machine: halfQueued } }))?.sentence).toContain(
      "counts do not add up (1.5 queued, not a whole number)",
    );
  });

  it("names where its Machine figures come from: the worker count the capacity, the typical wait the waits", () => {
    const links = (why: ReturnType<typeof whyWaiting>) => why?.parts.filter((p) => typeof p !== "string");
    expect(links(whyWaiting(input({})))).toEqual([
      { text: "4 online workers", place: "capacity" },
      { text: "typical wait here 4 min", place: "waits" },
    ]);
    expect(links(whyWaiting(input({ machine: workers(4, 2, 0) })))).toEqual([
      { text: "2 online workers", place: "capacity" },
      { text: "4 workers", place: "capacity" },
      { text: "typical wait here 4 min", place: "waits" },
    ]);
    expect(links(whyWaiting(input({ machine: workers(1, 1, 0), typicalWaitMs: null })))).toEqual([
      { text: "one online worker", place: "capacity" },
    ]);
    expect(links(whyWaiting(input({ machine: workers(4, 4, 2) })))).toEqual([
      { text: "2 idle workers", place: "capacity" },
    ]);
    expect(links(whyWaiting(input({ machine: workers(3, 0, 0) })))).toEqual([{ text: "3 workers", place: "capacity" }]);
    expect(links(whyWaiting(input({ machine: workers(0, 0, 0) })))).toEqual([
      { text: "no worker enrolled", place: "capacity" },
    ]);
    expect(links(whyWaiting(input({ machine: { kind: "unknown" } })))).toEqual([]);
  });
});
