import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatWait, ordinal, type WhyWaitingInput, whyWaiting } from "./why-waiting";

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
  it("all busy: its place in line and the typical wait here", () => {
    expect(whyWaiting(input({}))).toMatchObject({
      kind: "busy",
      position: 2,
      actions: ["enroll-worker"],
      sentence: "All 4 online workers on Machine build-fleet are busy. 2nd in line; typical wait here 4 min.",
    });
    expect(whyWaiting(input({ machine: workers(1, 1, 0), typicalWaitMs: null }))?.sentence).toBe(
      "The one online worker on Machine build-fleet is busy. 2nd in line.",
    );
  });

  it("no worker online or none enrolled: enroll a worker or move the session to cloud", () => {
    const none = whyWaiting(input({ machine: workers(3, 0, 0) }));
    expect(none).toMatchObject({ kind: "no-worker", actions: ["enroll-worker", "move-to-cloud"] });
    expect(none?.sentence).toBe(
      "None of Machine build-fleet's 3 workers is online, so nothing runs there. Enroll a worker, or move this session to cloud.",
    );
    expect(whyWaiting(input({ machine: workers(0, 0, 0) }))?.sentence).toContain("has no worker enrolled");
  });

  it("groups the counts and places it names", () => {
    const big = input({ machine: workers(12_345, 12_345, 0), placement: { ...waiting, queue_position: 12_345 } });
    expect(whyWaiting(big)?.sentence).toBe(
      "All 12,345 online workers on Machine build-fleet are busy. 12,345th in line; typical wait here 4 min.",
    );
    expect(whyWaiting(input({ machine: workers(12_345, 0, 0) }))?.sentence).toMatch(
      /^None of Machine build-fleet's 12,345 workers is online/,
    );
    expect(whyWaiting(input({ machine: workers(20_000, 20_000, 12_345) }))?.sentence).toMatch(
      /^Machine build-fleet has 12,345 idle workers;/,
    );
  });

  it("machine change pending: the held follow-up and its countdown, then what happened", () => {
    const held = whyWaiting(input({ heldAt: NOW - 3 * MIN, placement: { ...waiting, queue_position: 1 } }));
    expect(held).toMatchObject({ kind: "machine-change", deadline: NOW + 7 * MIN });
    expect(held?.sentence).toContain("marked not delivered in 7 min");
    expect(whyWaiting(input({ heldAt: NOW - 11 * MIN }))?.sentence).toContain("did not settle within 10 minutes");
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
        (placement, machine, heldAt, typicalWaitMs) => {
          const why = whyWaiting({ placement, machine, heldAt, typicalWaitMs, now: NOW });
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

  it("writes ordinals and waits in words", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal).join(" ")).toBe(
      "1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st 111th",
    );
    expect([0, 29_000, 4 * MIN, 60 * MIN, 80 * MIN].map(formatWait)).toEqual([
      "under a minute",
      "under a minute",
      "4 min",
      "1 h",
      "1 h 20 min",
    ]);
    expect(formatWait(Number.NaN)).toBe("not reported");
  });
});
