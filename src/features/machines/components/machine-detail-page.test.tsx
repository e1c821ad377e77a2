// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { forgetBrowserHistoryStore } from "../history/browser-store";
import { MACHINE_POLL_MS } from "../queries";
import { MachineDetailPage } from "./machine-detail-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const clock = createManualClock();
const simulator = createTestSimulator({ clock });
const machineReads: string[] = [];

beforeAll(() => {
  simulator.server.listen();
  simulator.server.events.on("request:start", ({ request }) => {
    if (/\/machines\/[^/]+$/.test(new URL(request.url).pathname)) machineReads.push(request.url);
  });
});
beforeEach(() => {
  // Only the refresh interval and the date are faked (a refresh is 10 s later, as history spacing
  // expects): requests, retries and the DOM run on real time.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
});
afterEach(() => {
  vi.useRealTimers();
  forgetBrowserHistoryStore();
  simulator.reset();
  simulator.sim.setFaults({ errorRate: 0 });
  machineReads.length = 0;
});
afterAll(() => simulator.server.close());

/** One refresh tick; the fetch it starts settles on real time. */
async function tick(): Promise<void> {
  await vi.advanceTimersByTimeAsync(MACHINE_POLL_MS);
}

describe("MachineDetailPage against the simulator", () => {
  it("shows large gauges, the health sentence, platform and a copyable id", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="Build-Fleet" />);
    const online = await screen.findByRole("meter", { name: "Workers online" });
    expect([online.getAttribute("aria-valuenow"), online.getAttribute("aria-valuemax")]).toEqual(["5", "6"]);
    const busy = screen.getByRole("meter", { name: "Workers busy (utilisation 100%)" });
    expect(busy.getAttribute("aria-valuetext")).toBe("5 of 5");
    expect(screen.getByText("Every online worker is busy and 4 sessions are queued.").tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("build-fleet");
    expect(screen.getByText("linux").textContent).toBe("linux");
    expect(screen.getByRole("button", { name: /Copy Machine id/i }).tagName).toBe("BUTTON");
  });

  it("samples history on each refresh and says what changed in words", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    const summary = await screen.findByText(/^1 sample so far\./);
    const first = summary.textContent;
    expect(first).toContain("Workers online steady at 5, now 5.");
    expect(screen.getByRole("img", { name: /over time/ }).getAttribute("aria-describedby")).toBe(summary.id);
    await clock.advance(30 * 60_000);
    await tick();
    const next = await screen.findByText(/^2 samples over the last/);
    expect(next.textContent).not.toBe(first);
    expect(next.textContent).toMatch(/(between \d+ and \d+)/);
  });

  it("lists the sessions waiting for this Machine, linked", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    const table = await screen.findByRole("table", { name: "Sessions on build-fleet" });
    const link = within(table).getByRole("link", { name: "Run the nightly migration rehearsal" });
    expect(link.getAttribute("href")).toBe("/o/org_demo/sessions/ses_machine_queue");
    expect(within(table).getByText("position 4").textContent).toBe("position 4");
  });

  it("keeps the last numbers, marked stale, when a refresh fails", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    await screen.findByRole("meter", { name: "Workers online" });
    simulator.sim.setFaults({ errorRate: 1 });
    await tick();
    expect((await screen.findByText("Stale: last refresh failed")).textContent).toBe("Stale: last refresh failed");
    expect(screen.getByRole("meter", { name: "Workers online" }).getAttribute("aria-valuenow")).toBe("5");
    expect(screen.getByRole("status", { name: "" }).textContent).toContain("these are the last known numbers");
    simulator.sim.setFaults({ errorRate: 0 });
    await tick();
    await vi.waitFor(() => expect(screen.queryByText("Stale: last refresh failed")).toBeNull());
  });

  it("refreshes every 10 s while visible and not at all while the tab is hidden", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="gpu-pool" />);
    await screen.findByRole("meter", { name: "Workers online" });
    await tick();
    await tick();
    await vi.waitFor(() => expect(machineReads).toHaveLength(3));
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      for (let i = 0; i < 12; i += 1) await tick();
      expect(machineReads).toHaveLength(3);
    } finally {
      visibility.mockRestore();
    }
    await tick();
    await vi.waitFor(() => expect(machineReads).toHaveLength(4));
  });

  it("explains a Machine that does not exist", async () => {
    renderInApp(<MachineDetailPage orgId="org_demo" machine="nope" />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "No Machine with this id or name in this organization.",
    );
  });
});
