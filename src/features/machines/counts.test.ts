import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { doNotAddUp, readCounts, sentCounts, soundCounts } from "./counts";
import { healthOf, machineHealth } from "./health";

const machine = (
  workers: { total: number; online: number; busy: number; idle: number } | unknown,
  sessions: { queued: number; running: number } | unknown = { queued: 0, running: 0 },
) => ({ workers, sessions });
const w = (total: number, online: number, busy: number, idle: number) => ({ total, online, busy, idle });

/** What the rule promises of counts it calls readable, written out once more, independently. */
function addsUp(x: { total: number; online: number; busy: number; idle: number }, queued: number, running: number) {
  const count = (n: number) => Number.isSafeInteger(n) && n >= 0;
  return (
    [x.total, x.online, x.busy, x.idle, queued, running].every(count) &&
    x.online <= x.total &&
    x.busy + x.idle === x.online
  );
}

describe("readCounts", () => {
  it("reads counts that add up, whatever the sessions are", () => {
    expect(readCounts(machine(w(6, 5, 5, 0), { queued: 4, running: 5 }))).toEqual({
      kind: "readable",
      workers: w(6, 5, 5, 0),
      sessions: { queued: 4, running: 5 },
    });
    expect(readCounts(machine(w(0, 0, 0, 0))).kind).toBe("readable");
    // Not tied to the workers: a session placed a moment before a worker reports busy, one queued beside an idle worker.
    expect(readCounts(machine(w(4, 4, 1, 3), { queued: 2, running: 3 })).kind).toBe("readable");
  });

  it("calls each broken count by its number and what is wrong with it", () => {
    expect(readCounts(machine(w(6, 9, 2, 7)))).toMatchObject({ kind: "unsound", problems: ["9 online of 6 workers"] });
    expect(readCounts(machine(w(1, 2, 1, 1)))).toMatchObject({ problems: ["2 online of 1 worker"] });
    expect(readCounts(machine(w(6, 4, -2, 6)))).toMatchObject({ problems: ["-2 busy, below zero"] });
    expect(readCounts(machine(w(6, 4, 4, 0), { queued: 1.5, running: 4 }))).toMatchObject({
      problems: ["1.5 queued, not a whole number"],
    });
    expect(readCounts(machine(w(6, 4, 5, 0)))).toMatchObject({ problems: ["5 busy of 4 online"] });
    expect(readCounts(machine(w(6, 4, 0, 5)))).toMatchObject({ problems: ["5 idle of 4 online"] });
    expect(readCounts(machine(w(6, 4, 1, 1)))).toMatchObject({ problems: ["1 busy and 1 idle, but 4 online"] });
    expect(readCounts(machine(w(2 ** 60, 1, 1, 0)))).toMatchObject({
      problems: ["1152921504606847000 workers, too many to be a count"],
    });
    // Every problem, in the order of the answer's fields.
    expect(readCounts(machine(w(6, 9, -2, 1), { queued: 1.5, running: 0 }))).toEqual({
      kind: "unsound",
      problems: ["-2 busy, below zero", "9 online of 6 workers", "1.5 queued, not a whole number"],
      sent: { workers: w(6, 9, -2, 1), sessions: { queued: 1.5, running: 0 } },
    });
  });

  it("keeps the part the service did not report apart from a part that does not add up", () => {
    expect(readCounts(machine(null, { queued: 2, running: 1 }))).toEqual({
      kind: "partial",
      workers: null,
      sessions: { queued: 2, running: 1 },
    });
    expect(readCounts(machine({ ...w(6, 5, 5, 0), idle: "0" }, { queued: 2, running: 1 })).kind).toBe("partial");
    expect(readCounts(machine(w(6, 5, 5, 0), { queued: 2 })).kind).toBe("partial");
    expect(readCounts(machine(null, null))).toEqual({ kind: "missing" });
    expect(readCounts({})).toEqual({ kind: "missing" });
    expect(readCounts(machine([6, 5, 5, 0], "x"))).toEqual({ kind: "missing" });
    // A part that is not reported does not hide what is wrong with the other.
    expect(readCounts(machine(null, { queued: -1, running: 0 }))).toMatchObject({
      kind: "unsound",
      problems: ["-1 queued, below zero"],
      sent: { workers: null, sessions: { queued: -1, running: 0 } },
    });
  });

  it("says what does not add up and the numbers as sent, in words", () => {
    const counts = readCounts(machine(w(6, 9, 2, 7), { queued: 0, running: 2 }));
    if (counts.kind !== "unsound") throw new Error("expected unsound counts");
    expect(`${doNotAddUp(counts.problems)}, so its health is not judged.`).toBe(
      "The service's counts for this Machine do not add up (9 online of 6 workers), so its health is not judged.",
    );
    expect(sentCounts(counts.sent)).toBe("6 workers, 9 online, 2 busy, 7 idle; 0 queued, 2 running");
    expect(sentCounts({ workers: null, sessions: { queued: -1, running: 0 } })).toBe(
      "workers not reported; -1 queued, 0 running",
    );
    // Whole numbers grouped as every count is, negative ones too; the rest exactly as sent.
    const big = readCounts(machine(w(12_345, 23_456, 12_000, 11_456), { queued: -12_345, running: 1.5 }));
    if (big.kind !== "unsound") throw new Error("expected unsound counts");
    expect(big.problems).toEqual([
      "23,456 online of 12,345 workers",
      "-12,345 queued, below zero",
      "1.5 running, not a whole number",
    ]);
    expect(sentCounts(big.sent)).toBe(
      "12,345 workers, 23,456 online, 12,000 busy, 11,456 idle; -12,345 queued, 1.5 running",
    );
    expect(sentCounts({ workers: w(2 ** 60, 0, 0, 0), sessions: null })).toBe(
      "1152921504606847000 workers, 0 online, 0 busy, 0 idle; sessions not reported",
    );
  });

  const small = fc.integer({ min: -3, max: 12 });
  const odd = fc.oneof(small, fc.constantFrom(0.5, 1.5, -0.5, 2 ** 60, -0));
  const workers = fc.record({ total: odd, online: odd, busy: odd, idle: odd });

  it("calls counts readable exactly when they add up (property)", () => {
    fc.assert(
      fc.property(workers, odd, odd, (x, queued, running) => {
        const counts = readCounts(machine(x, { queued, running }));
        expect(counts.kind).toBe(addsUp(x, queued, running) ? "readable" : "unsound");
        if (counts.kind === "unsound") {
          expect(counts.problems.length).toBeGreaterThan(0);
          expect(counts.sent).toEqual({ workers: x, sessions: { queued, running } });
          for (const text of [...counts.problems, sentCounts(counts.sent)])
            expect(text).not.toMatch(/undefined|null|NaN|Infinity|\[object/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("gives a health only to counts that add up, and then one that reads sensibly (property)", () => {
    const sound = fc
      .record({
        total: fc.nat({ max: 50 }),
        offline: fc.nat({ max: 50 }),
        idle: fc.nat({ max: 50 }),
        queued: fc.nat({ max: 50 }),
        running: fc.nat({ max: 50 }),
      })
      .chain((r) =>
        fc.nat({ max: Math.max(0, r.total - Math.min(r.offline, r.total)) }).map((busy) => {
          const online = r.total - Math.min(r.offline, r.total);
          const b = Math.min(busy, online);
          return { workers: w(r.total, online, b, online - b), sessions: { queued: r.queued, running: r.running } };
        }),
      );
    fc.assert(
      fc.property(sound, (m) => {
        const health = healthOf(m);
        expect(health).toEqual(machineHealth(m));
        const u = health?.utilisation;
        if (u !== null && u !== undefined) expect(u >= 0 && u <= 1).toBe(true);
        expect(health?.summary).not.toMatch(/undefined|null|NaN|-\d/);
      }),
    );
    fc.assert(
      fc.property(workers, odd, odd, (x, queued, running) => {
        if (!addsUp(x, queued, running)) expect(healthOf(machine(x, { queued, running }))).toBeNull();
      }),
    );
  });
});

describe("soundCounts", () => {
  it("keeps readable and partial readings, and nothing of one that does not add up or is missing", () => {
    const readable = readCounts({
      workers: { total: 2, online: 1, busy: 1, idle: 0 },
      sessions: { queued: 0, running: 1 },
    });
    const partial = readCounts({ workers: { total: 2, online: 1, busy: 1, idle: 0 } });
    expect(soundCounts(readable)).toBe(readable);
    expect(soundCounts(partial)).toBe(partial);
    expect(soundCounts(readCounts({ workers: { total: 6, online: 9, busy: 9, idle: 0 } }))).toBeNull();
    expect(soundCounts(readCounts({}))).toBeNull();
    expect(soundCounts(null)).toBeNull();
  });
});
