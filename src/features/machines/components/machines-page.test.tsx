// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { MACHINE_POLL_MS } from "../queries";
import { MachinesPage } from "./machines-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const READ_ONLY = "svc_0d0e0000000000000000000000000004";

/** Simulated time stands still unless a test moves it, so the fleet keeps its t0 numbers. */
const listing = createTestSimulator({ clock: createManualClock() });
const strict = createTestSimulator({ clock: createManualClock(), strictSpec: true });

function cardOf(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

function stat(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("MachinesPage with the upstream list", () => {
  beforeAll(() => listing.server.listen());
  afterEach(() => listing.reset());
  afterAll(() => listing.server.close());

  it("shows one card per Machine with its numbers and health, trouble first", async () => {
    configureApi({ baseUrl: listing.baseUrl, apiKey: OWNER });
    renderInApp(<MachinesPage orgId="org_demo" />);
    const list = await screen.findByRole("list", { name: "Machine capacity" });
    const names = within(list)
      .getAllByRole("article")
      .map((card) => within(card).getByRole("heading").textContent);
    // nightly starts with no worker online (offline); the other two are saturated, in list order.
    expect(names).toEqual(["nightly", "build-fleet", "gpu-pool"]);
    const fleet = cardOf("build-fleet");
    expect(within(fleet).getByText("saturated").textContent).toBe("saturated");
    expect([stat(fleet, "Workers"), stat(fleet, "Online"), stat(fleet, "Busy"), stat(fleet, "Idle")]).toEqual([
      "6",
      "5",
      "5",
      "0",
    ]);
    expect([stat(fleet, "Queued"), stat(fleet, "Running"), stat(fleet, "Utilisation")]).toEqual(["4", "5", "100%"]);
    expect(fleet.textContent).toContain("Every online worker is busy and 4 sessions are queued.");
    expect(stat(cardOf("nightly"), "Utilisation")).toBe("—");
    expect(screen.getByText(/^3 Machines:/).textContent).toBe(
      "3 Machines: 1 offline, 2 saturated. Trouble first; refreshed every 10 s while this tab is visible.",
    );
    expect(within(fleet).getByRole("link", { name: "build-fleet" }).getAttribute("href")).toBe(
      "/o/org_demo/machines/build-fleet",
    );
  });

  it("keeps every card's last numbers, marked stale, when a refresh fails", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      configureApi({ baseUrl: listing.baseUrl, apiKey: OWNER });
      renderInApp(<MachinesPage orgId="org_demo" />);
      await screen.findByRole("list", { name: "Machine capacity" });
      listing.sim.setFaults({ errorRate: 1 });
      await vi.advanceTimersByTimeAsync(MACHINE_POLL_MS);
      await vi.waitFor(() => expect(screen.getAllByText("Stale: last refresh failed")).toHaveLength(3));
      expect(stat(cardOf("build-fleet"), "Online")).toBe("5");
    } finally {
      listing.sim.setFaults({ errorRate: 0 });
      vi.useRealTimers();
    }
  });

  it("tells a key without devices:read which scope it lacks", async () => {
    configureApi({ baseUrl: listing.baseUrl, apiKey: "svc_0d0e0000000000000000000000000005" });
    renderInApp(<MachinesPage orgId="org_demo" />);
    expect((await screen.findByRole("alert")).textContent).toContain("This key lacks devices:read");
  });
});

describe("MachinesPage under strict spec: the watch list", () => {
  const machineRequests: string[] = [];
  beforeAll(() => {
    strict.server.listen();
    strict.server.events.on("request:start", ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.includes("/machines/")) machineRequests.push(path.split("/machines/")[1] ?? "");
    });
  });
  afterEach(() => {
    strict.reset();
    localStorage.clear();
    machineRequests.length = 0;
  });
  afterAll(() => strict.server.close());

  it("adds Machines the service knows, by any spelling, and refuses the rest in words", async () => {
    configureApi({ baseUrl: strict.baseUrl, apiKey: READ_ONLY });
    const user = userEvent.setup();
    renderInApp(<MachinesPage orgId="org_demo" />);
    expect((await screen.findByRole("heading", { name: "No Machines watched yet" })).tagName).toBe("H2");
    const input = screen.getByRole("textbox", { name: "Machine name or id" });
    const watch = screen.getByRole("button", { name: "Watch" });

    await user.type(input, "build-fleet");
    await user.click(watch);
    expect((await screen.findByRole("article", { name: "build-fleet" })).textContent).toContain("saturated");
    expect((input as HTMLInputElement).value).toBe("");

    await user.type(input, "GPU-POOL");
    await user.click(watch);
    expect((await screen.findByRole("article", { name: "gpu-pool" })).textContent).toContain("gpu-pool");
    expect(JSON.parse(localStorage.getItem("session-control:machine-watch:org_demo") ?? "")).toEqual([
      "build-fleet",
      "gpu-pool",
    ]);

    await user.type(input, "Build-Fleet");
    await user.click(watch);
    expect((await screen.findByRole("alert")).textContent).toBe("build-fleet is already on the watch list.");

    await user.clear(input);
    await user.type(input, "no-such-machine");
    await user.click(watch);
    expect((await screen.findByText(/^Machine not found\./)).textContent).toBe(
      "Machine not found. No Machine with this id or name in this organization.",
    );
    expect((input as HTMLInputElement).value).toBe("no-such-machine");
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("checks the length before any request", async () => {
    configureApi({ baseUrl: strict.baseUrl, apiKey: READ_ONLY });
    const user = userEvent.setup();
    renderInApp(<MachinesPage orgId="org_demo" />);
    const input = await screen.findByRole("textbox", { name: "Machine name or id" });
    await user.click(input);
    await user.paste("m".repeat(64));
    await user.click(screen.getByRole("button", { name: "Watch" }));
    expect((await screen.findByRole("alert")).textContent).toContain("at most 63 characters (this one has 64)");
    expect(machineRequests).toEqual([]);
  });

  it("reorders and removes, and keeps the order in storage", async () => {
    localStorage.setItem("session-control:machine-watch:org_demo", '["build-fleet","gpu-pool","nightly"]');
    configureApi({ baseUrl: strict.baseUrl, apiKey: READ_ONLY });
    const user = userEvent.setup();
    renderInApp(<MachinesPage orgId="org_demo" />);
    await user.click(await screen.findByRole("button", { name: "Reorder or remove (3)" }));
    await user.click(screen.getByRole("button", { name: "Move nightly up" }));
    await user.click(screen.getByRole("button", { name: "Remove build-fleet" }));
    const order = within(screen.getByRole("list", { name: "Watch list" })).getAllByRole("listitem");
    expect(order.map((li) => li.textContent)).toEqual(["1. nightly", "2. gpu-pool"]);
    expect(localStorage.getItem("session-control:machine-watch:org_demo")).toBe('["nightly","gpu-pool"]');
    expect(screen.queryByRole("article", { name: "build-fleet" })).toBeNull();
  });
});
