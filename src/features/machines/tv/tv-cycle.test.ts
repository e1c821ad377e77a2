import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { machinesSearchSchema, shownIn, stepFrom } from "./tv-cycle";

describe("TV cycle", () => {
  const order = ["offline-pool", "busy-pool", "fine-pool"];

  it("starts at the worst and steps on, wrapping both ways", () => {
    expect(shownIn(order, null)).toBe("offline-pool");
    expect(stepFrom(order, null, 1)).toBe("busy-pool");
    expect(stepFrom(order, "fine-pool", 1)).toBe("offline-pool");
    expect(stepFrom(order, "offline-pool", -1)).toBe("fine-pool");
    expect(stepFrom([], null, 1)).toBeNull();
  });

  it("keeps the shown Machine when the order changes, and finds names in any case", () => {
    expect(shownIn(["fine-pool", "busy-pool"], "BUSY-POOL")).toBe("busy-pool");
    expect(stepFrom(["fine-pool", "busy-pool", "offline-pool"], "busy-pool", 1)).toBe("offline-pool");
    expect(shownIn(["fine-pool"], "gone-pool")).toBe("fine-pool");
  });

  it("visits every Machine once in one round, in order, from anywhere", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (names, start) => {
          let name: string | null = names[start % names.length] ?? null;
          const seen: string[] = [];
          for (let i = 0; i < names.length; i += 1) {
            name = stepFrom(names, name, 1);
            seen.push(name as string);
          }
          expect([...seen].sort()).toEqual([...names].sort());
          expect(seen.at(-1)).toBe(names[start % names.length]);
          expect(stepFrom(names, stepFrom(names, name, 1), -1)).toBe(name);
        },
      ),
    );
  });
});

describe("machinesSearchSchema", () => {
  it("turns TV mode on only for tv=true", () => {
    expect(machinesSearchSchema({ tv: true })).toEqual({ tv: true });
    for (const tv of [false, "true", 1, null, undefined, {}])
      expect(machinesSearchSchema({ tv })).toEqual({ tv: undefined });
  });
});
