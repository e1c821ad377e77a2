import { describe, expect, it } from "vitest";
import { describeCapacity, validateMachineName } from "./capacity";

const m = (online: number, busy: number, idle: number, queued: number) => ({
  workers: { total: online + 1, online, busy, idle },
  sessions: { queued, running: busy },
});

describe("describeCapacity", () => {
  it("is green when an idle worker can take work", () => {
    expect(describeCapacity(m(3, 2, 1, 0))).toEqual({
      tone: "green",
      label: "ready",
      summary: "1 idle worker ready to take a session.",
    });
  });
  it("is amber when every online worker is busy", () => {
    expect(describeCapacity(m(2, 2, 0, 3)).tone).toBe("amber");
    expect(describeCapacity(m(2, 2, 0, 3)).summary).toContain("3 sessions queued");
    expect(describeCapacity(m(2, 2, 0, 0)).summary).toContain("next session will queue");
  });
  it("is red when work waits and no worker is online, gray when nothing waits", () => {
    expect(describeCapacity(m(0, 0, 0, 1))).toEqual({
      tone: "red",
      label: "blocked",
      summary: "No worker online; 1 session waiting.",
    });
    expect(describeCapacity(m(0, 0, 0, 0)).tone).toBe("gray");
  });
});

describe("validateMachineName", () => {
  it("accepts 1 to 63 characters and rejects path-breaking ones", () => {
    expect(validateMachineName("build-fleet")).toBeNull();
    expect(validateMachineName("a".repeat(63))).toBeNull();
    expect(validateMachineName("a".repeat(64))).toMatch(/63/);
    expect(validateMachineName("  ")).toMatch(/Enter/);
    expect(validateMachineName("a/b")).not.toBeNull();
  });
});
