import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, evaluateAlerts, parseRules, sustainedMs, type UtilisationSample } from "./alert-rules";
import { parseAlertSettings, rulesFor, withRules } from "./alert-settings";

const MIN = 60_000;
const NOW = 1_800_000_000_000;
const every10s = (minutes: number, utilisation: number | null): UtilisationSample[] =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) => ({ at: NOW - minutes * MIN + i * 10_000, utilisation }));
const base = { workers: { total: 4, online: 4 }, queued: 0, samples: [], oldestWaitMs: null, now: NOW };

describe("evaluateAlerts", () => {
  it("is normal when nothing crosses a threshold", () => {
    expect(evaluateAlerts(DEFAULT_RULES, base)).toEqual({ band: "normal", firing: [] });
  });

  it("queue: elevated at N, high at 2N", () => {
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, queued: 4 }).band).toBe("normal");
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, queued: 5 }).firing).toEqual([
      { rule: "queue", band: "elevated", text: "5 sessions queued (rule: 5 or more)." },
    ]);
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, queued: 10 }).band).toBe("high");
    expect(evaluateAlerts({ ...DEFAULT_RULES, queueAtLeast: 10_000 }, { ...base, queued: 12_345 }).firing).toEqual([
      { rule: "queue", band: "elevated", text: "12,345 sessions queued (rule: 10,000 or more)." },
    ]);
  });

  it("utilisation: only when sustained for the rule's minutes, high at twice", () => {
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, samples: every10s(9, 1) }).band).toBe("normal");
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, samples: every10s(10, 0.95) }).band).toBe("elevated");
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, samples: every10s(20, 1) }).band).toBe("high");
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, samples: every10s(30, 0.5) }).band).toBe("normal");
  });

  it("groups the counts it names", () => {
    const offline = (online: number) =>
      evaluateAlerts(DEFAULT_RULES, { ...base, workers: { total: 12_345, online } }).firing.map((f) => f.text);
    expect(offline(0)).toEqual(["All 12,345 workers are offline."]);
    expect(offline(2_345)).toEqual(["10,000 of 12,345 workers offline."]);
    const rules = { ...DEFAULT_RULES, oldestWaitMinutes: 1_440 };
    expect(evaluateAlerts(rules, { ...base, oldestWaitMs: 1_500 * MIN }).firing.map((f) => f.text)).toEqual([
      "The oldest waiting session has waited 1,500 min (rule: 1,440 min).",
    ]);
  });

  it("oldest wait and offline workers", () => {
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, oldestWaitMs: 12 * MIN }).firing[0]?.text).toBe(
      "The oldest waiting session has waited 12 min (rule: 10 min).",
    );
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, workers: { total: 4, online: 3 } }).firing[0]).toMatchObject({
      band: "elevated",
      text: "1 of 4 workers offline.",
    });
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, workers: { total: 4, online: 0 } }).band).toBe("high");
    expect(
      evaluateAlerts({ ...DEFAULT_RULES, workerOffline: false }, { ...base, workers: { total: 4, online: 0 } }).band,
    ).toBe("normal");
  });

  it("does not fire on what it was not given", () => {
    expect(evaluateAlerts(DEFAULT_RULES, { ...base, workers: null, queued: null }).band).toBe("normal");
  });

  it("band = the worst firing rule, for any input (model: max over the rules)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 60 * MIN })),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (queued, oldestWaitMs, total, online) => {
          const workers = { total, online: Math.min(online, total) };
          const v = evaluateAlerts(DEFAULT_RULES, { ...base, queued, oldestWaitMs, workers });
          const bands = [
            queued >= 10 ? 2 : queued >= 5 ? 1 : 0,
            oldestWaitMs === null ? 0 : oldestWaitMs >= 20 * MIN ? 2 : oldestWaitMs >= 10 * MIN ? 1 : 0,
            workers.online < workers.total ? (workers.online === 0 ? 2 : 1) : 0,
          ];
          expect(v.band).toBe(["normal", "elevated", "high"][Math.max(...bands)]);
        },
      ),
    );
  });
});

describe("sustainedMs", () => {
  it("counts back from the newest sample while at or above, stopping at a gap", () => {
    expect(sustainedMs([], 90, NOW)).toBe(0);
    expect(sustainedMs(every10s(5, 1), 90, NOW)).toBe(5 * MIN);
    const gap = [...every10s(5, 1).map((s) => ({ ...s, at: s.at - 10 * MIN })), ...every10s(2, 1)];
    expect(sustainedMs(gap, 90, NOW)).toBe(2 * MIN);
    expect(sustainedMs([...every10s(5, 1), { at: NOW, utilisation: null }], 90, NOW)).toBe(0);
  });
});

describe("alert settings", () => {
  it("keeps names and numbers only; anything else reads as the defaults", () => {
    expect(parseAlertSettings(null)).toEqual({ notify: false, machines: {} });
    expect(parseAlertSettings("{not json")).toEqual({ notify: false, machines: {} });
    expect(
      parseAlertSettings(JSON.stringify({ notify: true, machines: { a: { ...DEFAULT_RULES, queueAtLeast: 0 } } })),
    ).toEqual({
      notify: false,
      machines: {},
    });
    const set = withRules({ notify: true, machines: {} }, "Build-Fleet", { ...DEFAULT_RULES, queueAtLeast: 3 });
    expect(rulesFor(parseAlertSettings(JSON.stringify(set)), "build-fleet").queueAtLeast).toBe(3);
    expect(rulesFor(withRules(set, "build-fleet", null), "build-fleet")).toEqual(DEFAULT_RULES);
    expect(parseRules({ ...DEFAULT_RULES, extra: "x" })).toEqual(DEFAULT_RULES);
  });
});
