// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { connectionStore, type DemoRuntime } from "@/features/connection";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { PaletteLauncher } from "./palette-launcher";

/** The palette is a lazy chunk: its first import is transformed on demand, slowly on a busy machine. */
const LAZY_CHUNK = { timeout: 10_000 };

const OWNER_KEY = "svc_0d0e0000000000000000000000000001";
const simulator = createTestSimulator();
beforeAll(() => {
  simulator.server.listen();
  configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER_KEY });
});
afterEach(() => simulator.server.resetHandlers(...simulator.sim.handlers));
afterAll(() => simulator.server.close());

describe("PaletteLauncher", () => {
  it("opens with Ctrl+K and reaches an area by keyboard alone", async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<PaletteLauncher orgId="org_demo" />);
    await screen.findByRole("button", { name: "Search and commands" });
    await user.keyboard("{Control>}k{/Control}");
    const input = await screen.findByRole("combobox", { name: "Search commands" }, LAZY_CHUNK);
    await user.type(input, "agent net");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Agent network" }).getAttribute("aria-selected")).toBe("true"),
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/o/org_demo/network"));
    expect(screen.queryByRole("combobox", { name: "Search commands" })).toBeNull();
  });

  it("offers to open a typed session id and says when nothing matches", async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<PaletteLauncher orgId="org_demo" />);
    await user.click(await screen.findByRole("button", { name: "Search and commands" }));
    const input = await screen.findByRole("combobox", { name: "Search commands" }, LAZY_CHUNK);
    await user.click(input);
    await user.paste("nothing like this exists anywhere in this organization at all, really");
    const nothing = "Nothing matches “nothing like this exists anywhere in this organization at all, really”.";
    expect(await screen.findAllByText(nothing)).toHaveLength(1);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    await user.clear(input);
    await user.type(input, "ses_done_success");
    const option = await screen.findByRole("option", { name: "Open session ses_done_success" });
    expect(option.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/o/org_demo/sessions/ses_done_success"));
  });

  it("says why a demo key switch failed, keeps the palette open and the key unchanged", async () => {
    // A simulator that offers only the Owner key: switching to Read-only is refused before any request.
    const runtime: DemoRuntime = {
      keys: [{ label: "Owner", key: OWNER_KEY }],
      controls: { setFaults: () => {}, setGates: () => {}, reset: () => {} },
      initial: {
        faults: { latencyMs: 0, errorRate: 0, rateLimitBurst: 0, rateLimitRate: 0, dropRate: 0, eventPageChaos: 0 },
        gates: { productWrites: true, cloudAgentConfig: true, executionGates: true, secretStore: true },
        strictSpec: false,
        seed: 1,
      },
    };
    connectionStore.setDemoLoader(async () => runtime);
    connectionStore.connect({ mode: "demo", baseUrl: simulator.baseUrl, keyLabel: "Owner", apiKey: OWNER_KEY });
    try {
      const user = userEvent.setup();
      const { router } = renderInApp(<PaletteLauncher orgId="org_demo" />);
      const invalidate = vi.spyOn(router, "invalidate");
      await user.click(await screen.findByRole("button", { name: "Search and commands" }));
      const input = await screen.findByRole("combobox", { name: "Search commands" }, LAZY_CHUNK);
      await user.type(input, "switch demo key to read");
      await user.click(await screen.findByRole("option", { name: /Switch demo key to Read-only/ }));
      const alert = await screen.findByRole("alert");
      // describeError's words for a thrown Error (its detail is another change's to word).
      expect(alert.textContent).toContain("Something went wrong");
      expect(alert.textContent).toContain("The demo key was not switched");
      expect(screen.getByRole("combobox", { name: "Search commands" })).toBeTruthy();
      expect(connectionStore.getSnapshot().connection).toMatchObject({ keyLabel: "Owner" });
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      connectionStore.disconnect();
      configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER_KEY });
    }
  });
});
