import { describe, expect, it } from "vitest";
import { toolCallWords, toolTimeWords } from "./tool-time-words";

const bash = { tool: "bash", count: 1, ms: 0, errors: 0, open: 1 };

describe("time by tool, in words", () => {
  it("a tool whose only call is still running has no time yet, not '0 ms · 0%'", () => {
    expect(toolTimeWords(bash, 3000)).toEqual({ time: "none finished yet", share: "—" });
    expect(toolCallWords(bash, true)).toBe("1 call, 1 running");
    // In an ended session the same call was never answered.
    expect(toolCallWords(bash, false)).toBe("1 call, 1 without a result");
  });

  it("finished calls give their time and share", () => {
    const grep = { tool: "grep", count: 3, ms: 1500, errors: 0, open: 1 };
    expect(toolTimeWords(grep, 3000)).toEqual({ time: "1.5s", share: "50%" });
    expect(toolCallWords({ ...grep, open: 0 }, true)).toBe("3 calls");
  });
});
