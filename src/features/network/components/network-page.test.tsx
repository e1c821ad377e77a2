// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { NetworkPage } from "./network-page";

const OWNER = "svc_0d0e0000000000000000000000000001";

type Mode = "scheduled" | "online" | "offline";
const simulator = createTestSimulator();
const network = () => {
  const api = simulator.sim.ctx.domain<{ force(mode: Mode): void }>("network");
  if (!api) throw new Error("no network domain");
  return api;
};
let requests = 0;
beforeAll(() => {
  simulator.server.listen();
  simulator.server.events.on("request:start", ({ request }) => {
    if (request.url.includes("/agent-network/")) requests += 1;
  });
});
beforeEach(() => {
  requests = 0;
  // Fake clocks that still move with real time, so Testing Library's polling keeps working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setVisibility("visible");
  simulator.reset();
});
afterAll(() => simulator.server.close());

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

describe("NetworkPage against the simulator", () => {
  it("shows the network read through an online computer", async () => {
    network().force("online");
    renderInApp(<NetworkPage orgId="org_demo" />);
    expect((await screen.findByRole("list", { name: "Computers" })).textContent).toContain("online");
    expect(screen.getByRole("heading", { name: "Agents" })).toBeInTheDocument();
  });

  it("on 409 agent_network_offline retries on its own with growing waits, and comes back", async () => {
    // The retry policy's equal jitter at 0.6: waits of 1.6 s, then 3.2 s, which end between the shared clock's ticks.
    vi.spyOn(Math, "random").mockReturnValue(0.6);
    network().force("offline");
    renderInApp(<NetworkPage orgId="org_demo" />);
    await screen.findByRole("heading", { name: "No member computer is online" });
    expect(screen.getByText(/^Last tried 0 s ago · next try in 2 s$/)).toBeInTheDocument();
    expect(screen.getByText("Tried once since it went offline.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();

    // Second try at 1.6 s, next at 4.8 s: 2.8 s left at 2 s.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await screen.findByText("Tried 2 times since it went offline.");
    expect(requests).toBe(2);
    expect(screen.getByText(/next try in 3 s$/)).toBeInTheDocument();
    // 1.9 s left at 2.9 s; the shared clock's last tick (2 s) would still say 3.
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByText(/next try in 2 s$/)).toBeInTheDocument();

    network().force("online");
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect((await screen.findByRole("list", { name: "Computers" })).textContent).toContain("online");
    expect(requests).toBe(3);
  });

  it("tries at once on Try now", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    network().force("offline");
    renderInApp(<NetworkPage orgId="org_demo" />);
    await screen.findByRole("heading", { name: "No member computer is online" });
    network().force("online");
    await user.click(screen.getByRole("button", { name: "Try now" }));
    expect((await screen.findByRole("list", { name: "Computers" })).textContent).toContain("online");
    expect(requests).toBe(2);
  });

  it("does not retry while the tab is hidden, and tries as soon as it is visible again", async () => {
    network().force("offline");
    renderInApp(<NetworkPage orgId="org_demo" />);
    await screen.findByRole("heading", { name: "No member computer is online" });
    act(() => setVisibility("hidden"));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(requests).toBe(1);
    expect(screen.getByText(/paused while this tab is hidden$/)).toBeInTheDocument();

    network().force("online");
    act(() => setVisibility("visible"));
    expect((await screen.findByRole("list", { name: "Computers" })).textContent).toContain("online");
    expect(requests).toBe(2);
  });
});
