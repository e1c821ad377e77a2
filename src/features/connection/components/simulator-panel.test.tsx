// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/ui/test-harness";
import type { DemoRuntime } from "../demo-runtime";
import { SimulatorPanel } from "./simulator-panel";

const runtime: DemoRuntime = {
  keys: [],
  controls: { setFaults: vi.fn(), setGates: vi.fn(), reset: vi.fn() },
  initial: {
    seed: 7,
    strictSpec: false,
    faults: { latencyMs: 250, errorRate: 0, rateLimitBurst: 0, rateLimitRate: 0, dropRate: 0, eventPageChaos: 0 },
    gates: { productWrites: true, cloudAgentConfig: true, executionGates: false, secretStore: true },
  },
};

describe("SimulatorPanel", () => {
  it("names each fault select by its visible label", async () => {
    renderInApp(<SimulatorPanel runtime={runtime} settings={runtime.initial} />);
    const knobs = [
      ["Latency", "250"],
      ["Error rate (500)", "0 %"],
      ["Rate limited (429)", "0 %"],
      ["Dropped connections", "0 %"],
      ["Event page chaos", "Off"],
    ];
    for (const [name, shown] of knobs) {
      const select = await screen.findByRole("combobox", { name });
      expect(select.getAttribute("aria-label")).toBeNull();
      expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(name);
      expect(select.textContent).toBe(shown);
    }
  });

  it("groups the feature gate switches under their heading", async () => {
    renderInApp(<SimulatorPanel runtime={runtime} settings={runtime.initial} />);
    const gates = await screen.findByRole("group", { name: "Feature gates (off → 503)" });
    expect(within(gates).getAllByRole("switch")).toHaveLength(4);
    expect(within(gates).getByRole("switch", { name: "Execution feature gates" }).getAttribute("aria-checked")).toBe(
      "false",
    );
  });
});
