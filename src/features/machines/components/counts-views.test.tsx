// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Machine } from "@/api/types";
import { sessionKeys } from "@/features/sessions";
import { renderInApp } from "@/ui/test-harness";
import { recordUtilisation, utilisationSamples } from "../insight/utilisation-samples";
import type { OverviewEntry } from "../overview-entry";
import { TvMachine } from "../tv/tv-machine";
import { TvStrip } from "../tv/tv-strip";
import { CapacityOverview, stateOf } from "./capacity-overview";
import { MachineCard } from "./machine-card";

/**
 * Every view of a Machine whose counts do not add up (counts.ts) says so in words, shows the numbers only
 * as sent, and works out nothing from them; counts that add up lead to where they come from.
 */
const machine = (name: string, workers: Machine["workers"], sessions: Machine["sessions"]): Machine => ({
  id: `00000000-0000-4000-8000-00000000000${name.length}`,
  name,
  platform: "linux",
  created_by: "00000000-0000-4000-8000-000000000000",
  created_at: "2026-11-01T00:00:00Z",
  updated_at: "2026-11-26T00:00:00Z",
  workers,
  sessions,
});
const entry = (m: Machine): OverviewEntry => ({
  name: m.name,
  machine: m,
  updatedAt: 1_800_000_000_000,
  stale: false,
  error: null,
  refetch: () => undefined,
});

/** 9 online of 6 workers, and a queue past the alert rule (5) that must not fire from them. */
const BROKEN = machine("odd-fleet", { total: 6, online: 9, busy: 2, idle: 7 }, { queued: 12, running: 2 });
const SOUND = machine("build-fleet", { total: 6, online: 5, busy: 5, idle: 0 }, { queued: 4, running: 5 });
const SENTENCE =
  "The service's counts for this Machine do not add up (9 online of 6 workers), so its health is not judged.";
const AS_SENT = "As the service sent them, unchecked: 6 workers, 9 online, 2 busy, 7 idle; 12 queued, 2 running.";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function stat(card: HTMLElement, label: string): HTMLElement | null {
  return (within(card).queryByText(label, { selector: "dt" })?.nextElementSibling ?? null) as HTMLElement | null;
}

describe("MachineCard", () => {
  it("says counts that do not add up do not, shows them only as sent, and judges nothing", async () => {
    renderInApp(<MachineCard orgId="org_demo" entry={entry(BROKEN)} />);
    const card = await screen.findByRole("article", { name: "odd-fleet" });
    expect(within(card).getByText(SENTENCE).tagName).toBe("P");
    expect(within(card).getByText(AS_SENT).tagName).toBe("P");
    // No health badge, no stat shown as a measurement, no utilisation.
    for (const word of ["offline", "saturated", "degraded", "healthy"])
      expect(within(card).queryByText(word)).toBeNull();
    for (const label of ["Online", "Busy", "Queued", "Utilisation"]) expect(stat(card, label)).toBeNull();
    expect(card.textContent).not.toMatch(/queued\.|Every online worker/);
  });

  it("leads its Queued and Running figures to the Machine page's sessions table", async () => {
    renderInApp(<MachineCard orgId="org_demo" entry={entry(SOUND)} />);
    const card = await screen.findByRole("article", { name: "build-fleet" });
    const queued = within(stat(card, "Queued") as HTMLElement).getByRole("link");
    expect(queued.getAttribute("href")).toBe("/o/org_demo/machines/build-fleet#machine-sessions");
    expect(queued.getAttribute("aria-label")).toBe("4 queued: see them on the Machine page");
    expect(queued.textContent).toBe("4");
    const running = within(card).getByRole("link", { name: "5 running: see them on the Machine page" });
    expect(running.getAttribute("href")).toBe("/o/org_demo/machines/build-fleet#machine-sessions");
    // The counts themselves stay as they were.
    expect(stat(card, "Online")?.textContent).toBe("5");
    expect(stat(card, "Utilisation")?.textContent).toBe("100%");
  });
});

describe("CapacityOverview", () => {
  it("counts a Machine whose counts do not add up apart, fires no alert from them and gives no all-clear", async () => {
    // Every worker online (no offline alert) and 4 queued, under the queue rule (5): nothing fires for it.
    // A name of its own: the utilisation samples are this page's memory, shared with other tests' Machines.
    const full = machine("steady-fleet", { total: 6, online: 6, busy: 6, idle: 0 }, { queued: 4, running: 6 });
    renderInApp(<CapacityOverview orgId="org_demo" entries={[entry(full), entry(BROKEN)]} listSessions={false} />);
    const alerts = await screen.findByRole("region", { name: "Capacity alerts" });
    // odd-fleet's 12 queued would be high (twice the rule), were its counts true.
    expect(within(alerts).queryByRole("list", { name: "Capacity alerts" })).toBeNull();
    const quiet =
      "No capacity alerts for the one Machine read; 1 Machine not judged on its counts, which do not add up (odd-fleet).";
    expect(within(alerts).getByText((_, el) => el?.tagName === "P" && el.textContent === quiet)).toBeDefined();
    expect(screen.getByText(/^2 Machines:/).textContent).toBe(
      "2 Machines: 1 with counts that do not add up, 1 saturated. Trouble first; refreshed every 10 s while this tab is visible.",
    );
    expect(stateOf(entry(BROKEN))).toBe("unknown");
    // Nor is its utilisation kept for the sustained rule.
    expect(utilisationSamples("org_demo", "odd-fleet")).toEqual([]);
    expect(utilisationSamples("org_demo", "steady-fleet")).toHaveLength(1);
  });

  it("names the Machines it could not judge beside alerts that fire too, each leading to its capacity", async () => {
    // 12 queued where the rule says 5: high, from counts that add up.
    const busy = machine("queue-fleet", { total: 6, online: 6, busy: 6, idle: 0 }, { queued: 12, running: 6 });
    renderInApp(<CapacityOverview orgId="org_demo" entries={[entry(busy), entry(BROKEN)]} listSessions={false} />);
    const alerts = await screen.findByRole("region", { name: "Capacity alerts" });
    const list = within(alerts).getByRole("list", { name: "Capacity alerts" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => within(li).getAllByRole("link")[0]?.textContent),
    ).toEqual(["queue-fleet"]);
    const line = within(alerts).getByText((_, el) => el?.tagName === "P" && /^Alerts for/.test(el.textContent ?? ""));
    expect(line.textContent).toBe(
      "Alerts for 1 Machine; 1 Machine not judged on its counts, which do not add up (odd-fleet).",
    );
    expect(within(line).getByRole("link", { name: "odd-fleet" }).getAttribute("href")).toBe(
      "/o/org_demo/machines/odd-fleet#capacity",
    );
  });

  it("lets the oldest wait fire for it, from its waiting session, with nothing beside it read from its counts", async () => {
    // A session opened here, waiting on odd-fleet for 25 minutes (the rule says 10: high).
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
    });
    const enqueued = new Date(entry(BROKEN).updatedAt - 25 * 60_000).toISOString();
    queryClient.setQueryData(sessionKeys.detail("org_demo", "ses_waiting"), {
      session_id: "ses_waiting",
      status: "queued",
      machine: { name: "odd-fleet", state: "waiting", enqueued_at: enqueued, queue_position: 1 },
    });
    renderInApp(<CapacityOverview orgId="org_demo" entries={[entry(BROKEN)]} listSessions={false} />, { queryClient });
    const alerts = await screen.findByRole("region", { name: "Capacity alerts" });
    const items = within(within(alerts).getByRole("list", { name: "Capacity alerts" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "odd-fleethighThe oldest waiting session has waited 25 min (rule: 10 min).Judged on its oldest wait only: its counts do not add up.",
    ]);
  });

  it("ends a run of utilisation at the answer whose counts do not add up: no sustained alert over their time", async () => {
    // Twenty minutes at 100 %, a sample every 10 s, up to the moment the counts stop adding up.
    const now = entry(BROKEN).updatedAt;
    for (let at = now - 20 * 60_000; at < now; at += 10_000)
      recordUtilisation("org_demo", "late-fleet", { at, utilisation: 1 });
    const late = { ...BROKEN, name: "late-fleet" };
    renderInApp(<CapacityOverview orgId="org_demo" entries={[entry(late)]} listSessions={false} />);
    const alerts = await screen.findByRole("region", { name: "Capacity alerts" });
    expect(within(alerts).queryByText(/Utilisation at or above/)).toBeNull();
    expect(within(alerts).getByRole("paragraph").textContent).toBe(
      "1 Machine not judged on its counts, which do not add up (late-fleet).",
    );
  });
});

/** The big figure under `label` in TV mode, as shown. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("TV mode", () => {
  it("leads each big number to its source on the Machine page, underlined only on hover", async () => {
    const m = machine("tv-fleet", { total: 6, online: 5, busy: 4, idle: 1 }, { queued: 3, running: 4 });
    renderInApp(<TvMachine orgId="org_demo" entry={entry(m)} />);
    await screen.findByRole("heading", { name: "tv-fleet" });
    const links = ["Workers online", "Workers busy", "Sessions queued", "Utilisation"].map((label) =>
      within(figure(label)).getByRole("link"),
    );
    expect(links.map((a) => [a.textContent, a.getAttribute("aria-label"), a.getAttribute("href")])).toEqual([
      ["5 of 6", "5 of 6 online: see capacity on the Machine page", "/o/org_demo/machines/tv-fleet#capacity"],
      ["4", "4 busy: see capacity on the Machine page", "/o/org_demo/machines/tv-fleet#capacity"],
      ["3", "3 queued: see them on the Machine page", "/o/org_demo/machines/tv-fleet#machine-sessions"],
      ["80%", "80% utilisation: see capacity on the Machine page", "/o/org_demo/machines/tv-fleet#capacity"],
    ]);
    // A display across the room: no underline under every figure until the pointer is on it.
    for (const a of links) expect(a.className).toContain("rt-underline-hover");
  });

  it("leaves a count not reported, and a utilisation not known, as a plain dash", async () => {
    // Workers not reported (the service sent null, as in the contract-drift test).
    const half: Machine = {
      ...machine("tv-fleet", { total: 1, online: 1, busy: 1, idle: 0 }, { queued: 3, running: 0 }),
      workers: null as unknown as Machine["workers"],
    };
    renderInApp(<TvMachine orgId="org_demo" entry={entry(half)} />);
    await screen.findByRole("heading", { name: "tv-fleet" });
    for (const label of ["Workers online", "Workers busy", "Utilisation"]) {
      expect(figure(label).textContent).toBe("—");
      expect(within(figure(label)).queryByRole("link")).toBeNull();
    }
    expect(within(figure("Sessions queued")).getByRole("link").textContent).toBe("3");
    cleanup();
    // No worker online: utilisation is not known, so there is nothing to lead to.
    const off = machine("tv-fleet", { total: 2, online: 0, busy: 0, idle: 0 }, { queued: 1, running: 0 });
    renderInApp(<TvMachine orgId="org_demo" entry={entry(off)} />);
    await screen.findByRole("heading", { name: "tv-fleet" });
    expect(figure("Utilisation").textContent).toBe("—");
    expect(within(figure("Utilisation")).queryByRole("link")).toBeNull();
    expect(within(figure("Workers online")).getByRole("link").textContent).toBe("0 of 2");
  });

  it("shows the words and the numbers as sent, no big figure or health, and names the state in its strip", async () => {
    renderInApp(<TvMachine orgId="org_demo" entry={entry(BROKEN)} />);
    await screen.findByRole("heading", { name: "odd-fleet" });
    expect(screen.getByText(SENTENCE).tagName).toBe("P");
    expect(screen.getByText(AS_SENT).tagName).toBe("P");
    for (const label of ["Workers online", "Workers busy", "Sessions queued", "Utilisation"])
      expect(screen.queryByText(label)).toBeNull();
    cleanup();
    renderInApp(<TvStrip entries={[entry(BROKEN)]} stateOf={stateOf} shown={null} onShow={() => undefined} />);
    expect((await screen.findByRole("button")).textContent).toBe("odd-fleet · counts do not add up");
  });
});
