import { serialize } from "node:v8";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CapacitySample } from "../history";
import { decodeSamples, encodeSamples } from "./sample-codec";
import { pruneSamples } from "./sample-log";

const T0 = 1_800_000_000_000;

const samplesArb = fc
  .array(
    fc.record({
      at: fc.integer({ min: T0 - 86_000_000, max: T0 }),
      online: fc.nat(70_000),
      busy: fc.nat(70_000),
      queued: fc.nat(70_000),
    }),
    { maxLength: 200 },
  )
  .map((list) =>
    pruneSamples(
      [...list].sort((a, b) => a.at - b.at),
      T0,
    ),
  );

describe("sample codec", () => {
  it("gives back exactly what it stored", () => {
    fc.assert(
      fc.property(samplesArb, (samples) => {
        expect(decodeSamples(encodeSamples(samples))).toEqual(samples);
      }),
    );
  });

  it("uses 16-bit counts while they fit and 32-bit ones when a count does not", () => {
    const small = encodeSamples([{ at: T0, online: 65_535, busy: 0, queued: 3 }]);
    expect(small.online).toBeInstanceOf(Uint16Array);
    const big = encodeSamples([{ at: T0, online: 1, busy: 0, queued: 65_536 }]);
    expect(big.queued).toBeInstanceOf(Uint32Array);
    expect(big.online).toBeInstanceOf(Uint16Array);
    expect(decodeSamples(big)[0]?.queued).toBe(65_536);
  });

  it("stores counts whole and never negative", () => {
    const [sample] = decodeSamples(encodeSamples([{ at: T0, online: 2.6, busy: -3, queued: 1 }]));
    expect(sample).toEqual({ at: T0, online: 3, busy: 0, queued: 1 });
  });

  it("reads anything it did not write as no samples, without throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(decodeSamples(value)).toEqual([]);
      }),
    );
    const good = encodeSamples([{ at: T0, online: 1, busy: 1, queued: 1 }]);
    expect(decodeSamples({ ...good, v: 2 })).toEqual([]);
    expect(decodeSamples({ ...good, busy: new Uint16Array(2) })).toEqual([]);
    expect(decodeSamples({ ...good, dt: [0] })).toEqual([]);
  });

  it("takes about 10 bytes per sample as a structured clone (V8's serializer, as Chromium's IndexedDB)", () => {
    const samples: CapacitySample[] = Array.from({ length: 8640 }, (_, i) => ({
      at: T0 + i * 10_000 + (i % 7) * 31,
      online: 20 + (i % 5),
      busy: i % 21,
      queued: i % 300,
    }));
    const bytes = serialize(encodeSamples(samples)).byteLength;
    expect(bytes / samples.length).toBeLessThan(10.5);
    expect(serialize(samples).byteLength / samples.length).toBeGreaterThan(30);
  });
});
