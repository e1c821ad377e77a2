// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Machine } from "@/api/types";
import { renderInApp } from "@/ui/test-harness";
import { scalingHint } from "../insight/scaling-hint";
import type { SessionWait, WaitAnalytics } from "../insight/wait-analytics";
import type { OverviewEntry } from "../overview-entry";
import { TvMachine } from "../tv/tv-machine";
import { CapacityGauges } from "./capacity-gauges";
import { tally } from "./capacity-overview";
import { HistoryChart } from "./history-chart";
import { HistoryTable } from "./history-table";
import { ScalingHintView } from "./insight/scaling-hint-view";
import { WaitFigures } from "./insight/wait-figures";
import { WaitHistogramView } from "./insight/wait-histogram-view";
import { WaitsTable } from "./insight/waits-table";
import { MachineCard } from "./machine-card";

/** Counts past a thousand read grouped ("12,345") on every Machines view, as on the session page. */
const BIG: Machine = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "big-fleet",
  platform: "linux",
  created_by: "00000000-0000-4000-8000-000000000000",
  created_at: "2026-11-01T00:00:00Z",
  updated_at: "2026-11-26T00:00:00Z",
  workers: { total: 20_000, online: 12_345, busy: 12_000, idle: 345 },
  sessions: { queued: 23_456, running: 12_000 },
};
const entry = (machine: Machine | undefined, name = "big-fleet"): OverviewEntry => ({
  name,
  machine,
  updatedAt: 1_800_000_000_000,
  stale: false,
  error: null,
  refetch: () => undefined,
});

afterEach(cleanup);

const stat = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("large counts on the Machines views", () => {
  it("groups the overview card's figures, its links' names and its summary", async () => {
    renderInApp(<MachineCard orgId="org_demo" entry={entry(BIG)} />);
    const card = await screen.findByRole("article", { name: "big-fleet" });
    expect(["Workers", "Online", "Busy", "Idle", "Queued", "Running"].map((l) => stat(card, l))).toEqual([
      "20,000",
      "12,345",
      "12,000",
      "345",
      "23,456",
      "12,000",
    ]);
    expect(within(card).getByRole("link", { name: "23,456 queued: see them on the Machine page" })).toBeDefined();
    expect(card.textContent).toContain("7,655 of 20,000 workers offline; 345 idle to take work.");
  });

  it("groups the Machine page's gauges and big numbers", async () => {
    renderInApp(<CapacityGauges orgId="org_demo" name="big-fleet" counts={{ kind: "readable", ...BIG }} />);
    const online = await screen.findByRole("meter", { name: "Workers online" });
    expect(online.getAttribute("aria-valuetext")).toBe("12,345 of 20,000");
    expect(screen.getByRole("meter", { name: /^Workers busy/ }).getAttribute("aria-valuetext")).toBe(
      "12,000 of 12,345",
    );
    expect(screen.getByRole("link", { name: "23,456 sessions queued: see them below" }).textContent).toBe("23,456");
  });

  it("groups TV mode's big numbers", async () => {
    renderInApp(<TvMachine orgId="org_demo" entry={entry(BIG)} />);
    await screen.findByRole("heading", { name: "big-fleet" });
    expect(["Workers online", "Workers busy", "Sessions queued"].map((l) => stat(document.body, l))).toEqual([
      "12,345 of 20,000",
      "12,000",
      "23,456",
    ]);
    expect(screen.getByRole("link", { name: "12,000 busy: see capacity on the Machine page" })).toBeDefined();
  });

  it("groups the overview's tally of Machines", () => {
    const many = Array.from({ length: 1_234 }, (_, i) => entry(BIG, `fleet-${i}`));
    expect(tally(many)).toBe("1,234 Machines: 1,234 degraded");
  });

  it("groups the tables: waits, histogram and history", async () => {
    const waits: SessionWait[] = Array.from({ length: 1_234 }, (_, i) => ({
      sessionId: `ses_${i}`,
      title: null,
      waitMs: (i + 1) * 1000,
      waiting: i === 1_233,
      position: i === 1_233 ? 12_345 : null,
      enqueuedAt: 1_800_000_000_000,
    }));
    renderInApp(<WaitsTable orgId="org_demo" waits={waits} titles={new Map()} />);
    expect(await screen.findByText("The 50 longest of 1,234 waits behind these figures")).toBeDefined();
    expect(screen.getByRole("button", { name: "Show all 1,234 waits" })).toBeDefined();
    expect(screen.getByText(/, waiting \(position 12,345\)$/)).toBeDefined();
    cleanup();

    renderInApp(
      <WaitHistogramView buckets={[{ label: "under 1 min", count: 12_345, waiting: 1_234, sessionIds: [] }]} />,
    );
    const row = (await screen.findByRole("rowheader", { name: "under 1 min" })).closest("tr") as HTMLElement;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["12,345", "1,234"]);
    cleanup();

    const sample = { at: 1_800_000_000_000, online: 12_345, busy: 12_000, queued: 23_456 };
    renderInApp(
      <HistoryTable samples={[sample]} from={sample.at - 60_000} to={sample.at + 1} rowMs={60_000} clock={String} />,
    );
    const details = (await screen.findByText("Show the history as a table")).closest("details") as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    const cells = within(await screen.findByRole("table")).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual(["12,345", "12,000", "23,456"]);
  });

  it("groups the wait figures, the scaling hint's inputs and the history chart's scale", async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `ses_${i}`);
    const a: WaitAnalytics = {
      waits: [],
      p50: { ms: 60_000, sessionIds: ids(12_345) },
      p95: null,
      oldest: null,
      waitingIds: [],
      arrivals: { count: 1_234, perHour: 1_234.4, sessionIds: ids(1_234), rateFrom: 1_111, coveredMs: 3_600_000 },
      runTime: {
        p50: { ms: 60_000, sessionIds: ids(2_000) },
        mean: { ms: 60_000, sessionIds: ids(2_000) },
        finished: 2_000,
        running: 1_500,
      },
    };
    renderInApp(<WaitFigures orgId="org_demo" machine="big-fleet" a={a} />);
    expect(await screen.findByRole("link", { name: "from 12,345 sessions" })).toBeDefined();
    expect(screen.getByText(/^1,234, from the newest 1,111 over/)).toBeDefined();
    expect(screen.getByRole("link", { name: "1,234 arrivals seen in the last hour" })).toBeDefined();
    cleanup();

    renderInApp(<ScalingHintView orgId="org_demo" machine="big-fleet" hint={scalingHint(a, 12_345, 600_000)} />);
    expect(
      await screen.findByRole("link", {
        name: "1,234 an hour, from the newest 1,111 of 1,234 arrivals seen in the last hour (they span 1 h)",
      }),
    ).toBeDefined();
    expect(
      screen.getByRole("link", { name: "1 min, from 2,000 finished runs and 1,500 still running (their time so far)" }),
    ).toBeDefined();
    cleanup();

    const at = Date.now();
    renderInApp(
      <HistoryChart
        history={{ samples: [{ at, online: 12_000, busy: 0, queued: 0 }], keeping: "browser", loaded: true }}
        total={12_345}
        range="1h"
        onRangeChange={() => undefined}
      />,
    );
    // The scale's top, beside the plot: the most workers there are.
    expect(await screen.findByText("12,345", { ignore: "p" })).toBeDefined();
  });
});
