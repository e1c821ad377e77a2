import { describe, expect, it } from "vitest";
import { secondsLeft } from "./create-ticket";

describe("secondsLeft", () => {
  const now = Date.UTC(2026, 10, 22, 9, 0, 0);
  const at = (ms: number) => new Date(now + ms).toISOString();

  it("counts the seconds up to expires_at, fraction kept, so the countdown ends when the ticket does", () => {
    expect(secondsLeft(at(120_000), now, 120)).toBe(120);
    expect(secondsLeft(at(119_001), now, 120)).toBe(119.001);
    expect(secondsLeft(at(1), now, 120)).toBe(0.001);
    expect(secondsLeft(at(0), now, 120)).toBe(0);
  });

  it("never shows more than the lifetime nor less than 0 when the clocks disagree", () => {
    expect(secondsLeft(at(3_600_000), now, 120)).toBe(120);
    expect(secondsLeft(at(-5_000), now, 120)).toBe(0);
    expect(secondsLeft("not a date", now, 120)).toBe(0);
  });
});
