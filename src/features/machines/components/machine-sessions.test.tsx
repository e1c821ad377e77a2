// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { drifted } from "@/test/drift";
import { renderInApp } from "@/ui/test-harness";
import { MachineSessions } from "./machine-sessions";

const OWNER = "svc_0d0e0000000000000000000000000001";
const simulator = createTestSimulator({ clock: createManualClock() });
beforeAll(() => simulator.server.listen());
beforeEach(() => configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER }));
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

type Item = { session_id: string; status: string; machine?: Record<string, unknown> };

/** The list as the simulator answers it, with some sessions' placements bent. */
function bendPlacements(bends: Record<string, (machine: Record<string, unknown>) => Record<string, unknown>>) {
  simulator.server.use(
    drifted(simulator, "get", "/v3/organizations/:orgId/sessions", (body) => {
      const page = body as { items: Item[] };
      return {
        ...page,
        items: page.items.map((s) => {
          const bend = bends[s.session_id];
          return bend && s.machine ? { ...s, machine: bend(s.machine) } : s;
        }),
      };
    }),
  );
}

/** The Status and Placement cells of the row whose session link reads `title`. */
async function cells(title: string): Promise<{ status: string; placement: string; row: HTMLElement }> {
  const table = await screen.findByRole("table", { name: "Sessions on build-fleet" });
  const row = within(table).getByRole("link", { name: title }).closest("tr") as HTMLElement;
  const [status, placement] = within(row).getAllByRole("cell");
  return { status: status?.textContent ?? "", placement: placement?.textContent ?? "", row };
}

const QUEUED = "Run the nightly migration rehearsal";

describe("MachineSessions", () => {
  it("shows a session still waiting as running (its lifecycle status) and waiting with its place in line", async () => {
    renderInApp(<MachineSessions orgId="org_demo" machine="build-fleet" />);
    expect(await cells(QUEUED)).toMatchObject({ status: "running", placement: "waitingposition 4" });
  });

  it("calls a session with a placement time placed, even where its state still reads waiting", async () => {
    bendPlacements({
      ses_machine_queue: (m) => ({ ...m, state: "waiting", queue_position: 4, placed_at: new Date().toISOString() }),
    });
    renderInApp(<MachineSessions orgId="org_demo" machine="build-fleet" />);
    const { status, placement, row } = await cells(QUEUED);
    expect(status).toBe("running");
    expect(placement).toMatch(/^placed.+\(its state still reads waiting\)$/);
    expect(placement).not.toContain("position");
    // Not sorted with the waiting ones either: the first row is no longer it.
    expect(row.parentElement?.firstElementChild).not.toBe(row);
  });

  it("shows a state it does not know as sent, marked unknown", async () => {
    bendPlacements({ ses_machine_queue: (m) => ({ ...m, state: "paused", placed_at: null }) });
    renderInApp(<MachineSessions orgId="org_demo" machine="build-fleet" />);
    expect((await cells(QUEUED)).placement).toBe("pauseda state this page does not know");
  });

  it("says a placement without a state is not reported, and groups a long queue's position", async () => {
    bendPlacements({ ses_machine_queue: (m) => ({ ...m, state: null, placed_at: null }) });
    const { unmount } = renderInApp(<MachineSessions orgId="org_demo" machine="build-fleet" />);
    expect((await cells(QUEUED)).placement).toBe("not reported");
    unmount();
    // The newest bend answers first.
    bendPlacements({ ses_machine_queue: (m) => ({ ...m, queue_position: 12_345 }) });
    renderInApp(<MachineSessions orgId="org_demo" machine="build-fleet" />);
    expect((await cells(QUEUED)).placement).toBe("waitingposition 12,345");
  });
});
