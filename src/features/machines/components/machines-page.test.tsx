// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { Machine } from "@/api/types";
import { MOCK_API_BASE, mockApiServer } from "@/test/mock-api";
import { renderInApp } from "@/ui/test-harness";
import { MachineDetailPage } from "./machine-detail-page";
import { MachinesPage } from "./machines-page";

const BASE = MOCK_API_BASE;
const machine: Machine = {
  id: "6f1c2a00-0000-4000-8000-000000000001",
  name: "build-fleet",
  platform: "linux",
  created_by: "6f1c2a00-0000-4000-8000-0000000000aa",
  created_at: "2026-09-01T10:00:00Z",
  updated_at: "2026-10-05T10:00:00Z",
  workers: { total: 8, online: 6, busy: 6, idle: 0 },
  sessions: { queued: 3, running: 6 },
};

const server = mockApiServer();

describe("MachinesPage", () => {
  it("lists Machines from the upstream list with their capacity", async () => {
    server.use(http.get(`${BASE}/v3/organizations/:orgId/machines`, () => HttpResponse.json({ items: [machine] })));
    renderInApp(<MachinesPage orgId="org_demo" />);
    const link = await screen.findByRole("link", { name: "build-fleet" });
    const row = link.closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("6 / 8")).toBeTruthy();
    expect(within(row).getByText("busy")).toBeTruthy();
  });

  it("explains honestly when the service does not list Machines, and still offers open-by-name", async () => {
    server.use(
      http.get(`${BASE}/v3/organizations/:orgId/machines`, () =>
        HttpResponse.json({ error: "not_found", message: "No such route" }, { status: 404 }),
      ),
    );
    renderInApp(<MachinesPage orgId="org_demo" />);
    expect(await screen.findByRole("heading", { name: "This service does not list Machines" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Open a Machine by name" })).toBeTruthy();
  });

  it("shows a forbidden key the scope it lacks", async () => {
    server.use(
      http.get(`${BASE}/v3/organizations/:orgId/machines`, () =>
        HttpResponse.json({ error: "missing_scope", required_scope: "devices:read" }, { status: 403 }),
      ),
    );
    renderInApp(<MachinesPage orgId="org_demo" />);
    expect((await screen.findByRole("alert")).textContent).toContain("This key lacks devices:read");
  });
});

describe("MachineDetailPage", () => {
  it("shows workers and sessions as numbers and meters", async () => {
    server.use(
      http.get(`${BASE}/v3/organizations/:orgId/machines/:machine`, ({ params }) =>
        params.machine === "build-fleet"
          ? HttpResponse.json({ machine })
          : HttpResponse.json({ error: "machine_not_found" }, { status: 404 }),
      ),
    );
    renderInApp(<MachineDetailPage orgId="org_demo" machine="build-fleet" />);
    const online = await screen.findByRole("meter", { name: "Workers online" });
    expect(online.getAttribute("aria-valuenow")).toBe("6");
    expect(online.getAttribute("aria-valuemax")).toBe("8");
    const busy = screen.getByRole("meter", { name: "Online workers busy" });
    expect(busy.getAttribute("aria-valuenow")).toBe("6");
    expect(screen.getByText("All online workers busy; 3 sessions queued.")).toBeTruthy();
  });

  it("says when a Machine does not exist", async () => {
    server.use(
      http.get(`${BASE}/v3/organizations/:orgId/machines/:machine`, () =>
        HttpResponse.json({ error: "machine_not_found" }, { status: 404 }),
      ),
    );
    renderInApp(<MachineDetailPage orgId="org_demo" machine="nope" />);
    expect((await screen.findByRole("alert")).textContent).toContain("Machine not found");
  });
});
