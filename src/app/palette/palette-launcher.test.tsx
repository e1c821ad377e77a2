// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { PaletteLauncher } from "./palette-launcher";

/** The palette is a lazy chunk: its first import is transformed on demand, slowly on a busy machine. */
const LAZY_CHUNK = { timeout: 10_000 };

const simulator = createTestSimulator();
beforeAll(() => {
  simulator.server.listen();
  configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000001" });
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
});
