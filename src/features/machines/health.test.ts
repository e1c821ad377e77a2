import { describe, expect, it } from "vitest";
import { formatUtilisation, machineHealth, sortByTrouble } from "./health";

/** A Machine's numbers; idle and running follow from the others as the API keeps them. */
const m = (total: number, online: number, busy: number, queued: number) => ({
  workers: { total, online, busy, idle: online - busy },
  sessions: { queued, running: busy },
});

describe("machineHealth", () => {
  it("is offline when no worker is online, whatever waits", () => {
    expect(machineHealth(m(4, 0, 0, 0)).state).toBe("offline");
    expect(machineHealth(m(4, 0, 0, 5)).state).toBe("offline");
    expect(machineHealth(m(0, 0, 0, 0)).state).toBe("offline");
    expect(machineHealth(m(4, 0, 0, 5))).toEqual({
      state: "offline",
      tone: "red",
      utilisation: null,
      summary: "None of the 4 workers is online; nothing can run. 5 sessions waiting.",
    });
    expect(machineHealth(m(0, 0, 0, 1)).summary).toBe(
      "No worker is enrolled, so nothing can run here. 1 session waiting.",
    );
  });

  it("groups every count in its summary", () => {
    expect(machineHealth(m(12_345, 0, 0, 12_345)).summary).toBe(
      "None of the 12,345 workers is online; nothing can run. 12,345 sessions waiting.",
    );
    expect(machineHealth(m(12_345, 12_345, 12_345, 23_456)).summary).toBe(
      "Every online worker is busy and 23,456 sessions are queued.",
    );
    expect(machineHealth(m(20_000, 12_345, 11_000, 0)).summary).toBe(
      "7,655 of 20,000 workers offline; 1,345 idle to take work.",
    );
    expect(machineHealth(m(12_345, 12_345, 0, 0)).summary).toBe("All 12,345 workers online; 12,345 idle to take work.");
  });

  it("is offline, not saturated, at the boundary of one online worker going away", () => {
    expect(machineHealth(m(1, 1, 1, 1)).state).toBe("saturated");
    expect(machineHealth(m(1, 0, 0, 1)).state).toBe("offline");
  });

  it("is saturated when work is queued and no worker is idle, even with workers offline", () => {
    expect(machineHealth(m(6, 5, 5, 3))).toEqual({
      state: "saturated",
      tone: "orange",
      utilisation: 1,
      summary: "Every online worker is busy and 3 sessions are queued.",
    });
    expect(machineHealth(m(2, 2, 2, 1)).summary).toBe("Every online worker is busy and 1 session is queued.");
  });

  it("is not saturated when nothing is queued or one worker is idle", () => {
    expect(machineHealth(m(2, 2, 2, 0)).state).toBe("healthy");
    expect(machineHealth(m(3, 3, 2, 1)).state).toBe("healthy");
    expect(machineHealth(m(3, 2, 2, 0)).state).toBe("degraded");
  });

  it("is degraded when some workers are offline and work can still start", () => {
    expect(machineHealth(m(6, 5, 2, 0))).toEqual({
      state: "degraded",
      tone: "amber",
      utilisation: 0.4,
      summary: "1 of 6 workers offline; 3 idle to take work.",
    });
  });

  it("is healthy when every worker is online and nothing waits without an idle worker", () => {
    expect(machineHealth(m(4, 4, 1, 0))).toEqual({
      state: "healthy",
      tone: "green",
      utilisation: 0.25,
      summary: "All 4 workers online; 3 idle to take work.",
    });
    expect(machineHealth(m(1, 1, 0, 0)).summary).toBe("All 1 worker online; 1 idle to take work.");
    expect(machineHealth(m(2, 2, 2, 0)).summary).toBe(
      "All 2 workers online; all busy, so the next session will queue.",
    );
    expect(machineHealth(m(3, 2, 2, 0)).summary).toBe(
      "1 of 3 workers offline; all busy, so the next session will queue.",
    );
  });

  it("computes utilisation as busy ÷ online, bounded to 0..1", () => {
    expect(machineHealth(m(8, 4, 3, 0)).utilisation).toBe(0.75);
    expect(machineHealth(m(8, 4, 0, 0)).utilisation).toBe(0);
    const inconsistent = { workers: { total: 2, online: 1, busy: 3, idle: 0 }, sessions: { queued: 0, running: 3 } };
    expect(machineHealth(inconsistent).utilisation).toBe(1);
  });
});

describe("formatUtilisation", () => {
  it("rounds to a whole percent and shows a dash without online workers", () => {
    expect(formatUtilisation(2 / 3)).toBe("67%");
    expect(formatUtilisation(0)).toBe("0%");
    expect(formatUtilisation(null)).toBe("—");
  });
});

describe("sortByTrouble", () => {
  it("puts offline, then unreadable, saturated, degraded, healthy; keeps the given order within a state", () => {
    const items = [
      { name: "a", state: "healthy" },
      { name: "b", state: "degraded" },
      { name: "c", state: "offline" },
      { name: "d", state: "saturated" },
      { name: "e", state: "unknown" },
      { name: "f", state: "healthy" },
      { name: "g", state: "offline" },
    ] as const;
    expect(sortByTrouble(items, (i) => i.state).map((i) => i.name)).toEqual(["c", "g", "e", "d", "b", "a", "f"]);
  });
});
