import { describe, expect, it } from "vitest";
import { readCounts } from "../counts";
import { DEFAULT_RULES } from "./alert-rules";
import { machineVerdict } from "./machine-verdict";

const NOW = 1_800_000_000_000;
const MIN = 60_000;
/** Twenty minutes at 100 %, a sample every 10 s: past the sustained rule (10 min) twice over. */
const FULL_RUN = Array.from({ length: 120 }, (_, i) => ({ at: NOW - 20 * MIN + i * 10_000, utilisation: 1 }));

describe("machineVerdict", () => {
  it("lets the oldest wait fire for a Machine whose counts do not add up, and nothing read from the counts", () => {
    // 2 of 6 workers offline, 12 queued (the rule says 5), busy + idle ≠ online: every counts rule would fire.
    const counts = readCounts({
      workers: { total: 6, online: 4, busy: 3, idle: 3 },
      sessions: { queued: 12, running: 3 },
    });
    expect(counts.kind).toBe("unsound");
    const verdict = machineVerdict(DEFAULT_RULES, { counts, samples: FULL_RUN, oldestWaitMs: 25 * MIN, now: NOW });
    expect(verdict).toEqual({
      band: "high",
      firing: [
        { rule: "oldest-wait", band: "high", text: "The oldest waiting session has waited 25 min (rule: 10 min)." },
      ],
    });
    // Without a wait past its rule, nothing fires from those counts.
    expect(machineVerdict(DEFAULT_RULES, { counts, samples: FULL_RUN, oldestWaitMs: 2 * MIN, now: NOW })).toEqual({
      band: "normal",
      firing: [],
    });
  });

  it("gives counts that add up to every rule", () => {
    const counts = readCounts({
      workers: { total: 6, online: 4, busy: 4, idle: 0 },
      sessions: { queued: 12, running: 4 },
    });
    const verdict = machineVerdict(DEFAULT_RULES, { counts, samples: FULL_RUN, oldestWaitMs: 25 * MIN, now: NOW });
    expect(verdict.firing.map((f) => f.rule)).toEqual(["utilisation", "queue", "oldest-wait", "worker-offline"]);
  });
});
