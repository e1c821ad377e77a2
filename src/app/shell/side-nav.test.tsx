// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { NAV_ITEMS } from "./nav-items";
import { SideNav } from "./side-nav";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => simulator.server.resetHandlers(...simulator.sim.handlers));
afterAll(() => simulator.server.close());

function describedBy(link: HTMLElement): string {
  const id = link.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
}

describe("SideNav", () => {
  it("marks the areas a read-only key cannot read, keeping every link and its name", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000004" });
    renderInApp(<SideNav orgId="org_demo" />);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const secrets = within(nav).getByRole("link", { name: "Secrets" });
    await screen.findByText("This key lacks secrets:read.");
    expect(describedBy(secrets)).toBe("This key lacks secrets:read.");
    expect(describedBy(within(nav).getByRole("link", { name: "Skills" }))).toBe("This key lacks skills:read.");
    expect(describedBy(within(nav).getByRole("link", { name: "Machines" }))).toBe("");
    expect(describedBy(within(nav).getByRole("link", { name: "Connection" }))).toBe("");
  });

  it("marks nothing for the owner key", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000001" });
    const { queryClient } = renderInApp(<SideNav orgId="org_demo" />);
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (
          queryClient
            .getQueryCache()
            .getAll()
            .every((q) => q.state.status === "success")
        ) {
          stop();
          resolve();
        }
      });
    });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(NAV_ITEMS.length);
    for (const link of links) expect(describedBy(link)).toBe("");
  });
});
