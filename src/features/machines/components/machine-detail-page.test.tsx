// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { all, drifted, setAt } from "@/test/drift";
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

  it("says counts that do not add up do not: the numbers only as sent, no badge, gauge, history or comparison", async () => {
    simulator.server.use(
      drifted(
        simulator,
        "get",
        "/v3/organizations/:orgId/machines/:machine",
        all(
          setAt(["machine", "workers"], { total: 6, online: 9, busy: 2, idle: 7 }),
          setAt(["machine", "sessions"], { queued: 3, running: 2 }),
        ),
      ),
    );
    // An hour of the fleet's own traffic: a queue, so the wait section explains why it waits.
    await clock.advance(60 * 60_000);
    renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    const said = await screen.findByText(/^The service's counts for this Machine do not add up/);
    expect(said.textContent).toBe(
      "The service's counts for this Machine do not add up (9 online of 6 workers), so its health is not judged and no gauge or history point is drawn from them.",
    );
    expect(screen.getByText(/^As the service sent them, unchecked:/).textContent).toBe(
      "As the service sent them, unchecked: 6 workers, 9 online, 2 busy, 7 idle; 3 queued, 2 running.",
    );
    expect(screen.queryAllByRole("meter")).toEqual([]);
    expect(screen.queryByRole("heading", { name: "History" })).toBeNull();
    for (const word of ["offline", "saturated", "degraded", "healthy"]) expect(screen.queryByText(word)).toBeNull();
    // The wait section stays (its figures come from the sessions), but compares nothing with these counts.
    expect(await screen.findByRole("heading", { name: "Waits" })).toBeDefined();
    expect((await screen.findByRole("region", { name: "Why is the queue waiting?" })).textContent).toContain(
      "Machine build-fleet's counts do not add up (9 online of 6 workers), so why it waits is not known.",
    );
    expect(screen.queryByText(/online now/)).toBeNull();
    // The answer added no history point: once the counts add up again, the first one is the first kept.
    simulator.server.resetHandlers(...simulator.sim.handlers);
    await tick();
    expect((await screen.findByText(/^1 sample so far\./)).textContent).toContain("Workers online steady at");
  });

  it("leads Sessions queued and running to the sessions table below, and the table takes focus on arrival", async () => {
    const { router } = renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    const queued = await screen.findByRole("link", { name: "4 sessions queued: see them below" });
    expect(queued.getAttribute("href")).toBe("/o/org_demo/machines/build-fleet#machine-sessions");
    expect(queued.textContent).toBe("4");
    const running = screen.getByRole("link", { name: "5 sessions running: see them below" });
    expect(running.getAttribute("href")).toBe("/o/org_demo/machines/build-fleet#machine-sessions");
    const table = screen.getByRole("heading", { name: "Sessions placed on or waiting for this Machine" });
    expect(table.id).toBe("machine-sessions");
    expect(table.getAttribute("tabindex")).toBe("-1");
    // The capacity figures and the alert rules are places too (the why-waiting note and the hint lead there).
    expect(screen.getByRole("heading", { level: 2, name: "Capacity" }).id).toBe("capacity");
    expect(screen.getByRole("form", { name: "Capacity alert rules" }).id).toBe("alert-rules");
    expect(document.getElementById("waits")?.tagName).toBe("SECTION");
    await screen.findByRole("table", { name: "Sessions on build-fleet" });
    await router.navigate({ to: "/", hash: "machine-sessions" });
    await waitFor(() => expect(document.activeElement).toBe(table));
    await router.navigate({ to: "/", hash: "alert-rules" });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Capacity alert rules" })),
    );
  });
});
