import { describe, expect, it } from "vitest";
import { DEMO_COMPUTERS, LAB_COMPUTERS, SLOT_MS } from "./schedule.ts";
import { networkAt } from "./view.ts";

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const at = (slot: number, mode: "scheduled" | "online" | "offline" = "scheduled") =>
  networkAt("Demo Org", DEMO_COMPUTERS, T0, T0 + slot * SLOT_MS + 1_000, mode);

describe("networkAt", () => {
  it("starts online, read through an online member computer", () => {
    const view = at(0);
    expect(view?.team).toBe("Demo Org");
    expect(view?.via).toBe("olivia@olivia-mbp");
    expect(view?.computers.find((c) => c.machine === "mia-laptop")?.online).toBe(false);
    expect(view?.agents.every((a) => a.machine !== "mia-laptop")).toBe(true);
    expect(view?.agents.some((a) => a.worker)).toBe(true);
  });

  it("goes offline in the fourth slot of every cycle and comes back", () => {
    expect(at(4)).toBeNull();
    expect(at(10)).toBeNull();
    expect(at(5)).not.toBeNull();
  });

  it("can be pinned online or offline", () => {
    expect(at(4, "online")?.computers.every((c) => c.online)).toBe(true);
    expect(at(0, "offline")).toBeNull();
  });

  it("is offline for the lab org unless pinned online", () => {
    expect(networkAt("Lab", LAB_COMPUTERS, T0, T0, "scheduled")).toBeNull();
    expect(networkAt("Lab", LAB_COMPUTERS, T0, T0, "online")?.agents).toEqual([]);
  });

  it("is pure: the same instant gives the same view", () => {
    expect(at(3)).toEqual(at(3));
  });
});
