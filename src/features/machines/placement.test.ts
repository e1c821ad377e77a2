import { describe, expect, it } from "vitest";
import { readPlacement } from "./placement";

const PLACED = "2026-11-22T09:03:00.000Z";

describe("readPlacement", () => {
  it("reads waiting with its position, or none when the position is not a count", () => {
    expect(readPlacement({ state: "waiting", queue_position: 3, placed_at: null })).toEqual({
      kind: "waiting",
      position: 3,
    });
    for (const position of [null, undefined, -1, 1.5, "3"])
      expect(readPlacement({ state: "waiting", queue_position: position })).toEqual({
        kind: "waiting",
        position: null,
      });
  });

  it("reads a placement time as placed, even where the state still says waiting, and drops its position", () => {
    expect(readPlacement({ state: "waiting", queue_position: 2, placed_at: PLACED })).toEqual({
      kind: "placed",
      placedAt: PLACED,
      stateSaysWaiting: true,
    });
    expect(readPlacement({ state: "placed", queue_position: null, placed_at: PLACED })).toEqual({
      kind: "placed",
      placedAt: PLACED,
      stateSaysWaiting: false,
    });
    // Sent but not a time: still placed, its time unknown (the table says so).
    expect(readPlacement({ state: "waiting", placed_at: "soon" })).toMatchObject({ kind: "placed", placedAt: "soon" });
  });

  it("keeps a state it does not know as sent, and says nothing is known without state or placement", () => {
    expect(readPlacement({ state: "running", queue_position: 1, placed_at: null })).toEqual({
      kind: "other",
      state: "running",
    });
    for (const machine of [null, undefined, "waiting", {}, { state: "" }, { state: 7 }, { placed_at: "" }])
      expect(readPlacement(machine)).toEqual({ kind: "unknown" });
  });
});
