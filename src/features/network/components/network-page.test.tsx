// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AgentNetwork } from "@/api/types";
import { MOCK_API_BASE, mockApiServer } from "@/test/mock-api";
import { renderInApp } from "@/ui/test-harness";
import { NetworkPage } from "./network-page";

const BASE = MOCK_API_BASE;
const network: AgentNetwork = {
  team: "demo",
  via: "olivia-laptop",
  agents: [
    {
      address: "olivia/olivia-laptop/agent-1",
      person: "Olivia Owner",
      machine: "olivia-laptop",
      agent: "agent-1",
      repo: "demo/api",
      branch: "fix/flaky-test",
      status: "running",
      doing: "Running the test suite",
      since: 1_790_000_000,
      worker: false,
    },
  ],
  computers: [{ person: "Olivia Owner", machine: "olivia-laptop", online: true }],
};

const server = mockApiServer();

describe("NetworkPage", () => {
  it("shows 409 agent_network_offline as a state with a Retry that recovers", async () => {
    const user = userEvent.setup();
    let online = false;
    server.use(
      http.get(`${BASE}/v3/organizations/:orgId/agent-network/agents`, () =>
        online ? HttpResponse.json(network) : HttpResponse.json({ error: "agent_network_offline" }, { status: 409 }),
      ),
    );
    renderInApp(<NetworkPage orgId="org_demo" />);
    expect(await screen.findByRole("heading", { name: "No member computer is online" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    online = true;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Running the test suite")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Computers" }).textContent).toContain("online");
  });
});
