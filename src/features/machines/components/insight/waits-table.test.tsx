// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "@/ui/test-harness";
import type { SessionWait } from "../../insight/wait-analytics";
import { WAITS_SHOWN, WaitsTable } from "./waits-table";

afterEach(cleanup);

/** `n` finished waits, the i-th of i + 1 minutes: longest first, ses_062 … ses_001. */
const waits = (n: number): SessionWait[] =>
  Array.from({ length: n }, (_, i) => ({
    sessionId: `ses_${String(i + 1).padStart(3, "0")}`,
    title: null,
    waitMs: (i + 1) * 60_000,
    waiting: false,
    position: null,
    enqueuedAt: 1_800_000_000_000 - (i + 1) * 60_000,
  }));

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("WaitsTable", () => {
  it("draws the longest waits first and brings the rest in place from a button, focus on the first row it brought", async () => {
    const user = userEvent.setup();
    renderInApp(<WaitsTable orgId="org_demo" waits={waits(62)} titles={new Map()} />);
    const button = await screen.findByRole("button", { name: "Show all 62 waits" });
    expect(bodyRows()).toHaveLength(WAITS_SHOWN);
    expect(screen.getByText("The 50 longest of 62 waits behind these figures")).toBeDefined();
    // By keyboard: Tab reaches it, Enter expands.
    button.focus();
    await user.keyboard("{Enter}");
    const rows = bodyRows();
    expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual(
      waits(62)
        .map((w) => w.sessionId)
        .reverse(),
    );
    expect(screen.getByText("All 62 waits behind these figures")).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
    // The 51st row: ses_012, the longest of the ones not drawn before.
    expect(document.activeElement).toBe(
      within(rows[WAITS_SHOWN] as HTMLElement).getByRole("link", { name: "ses_012" }),
    );
  });

  it("offers no button when every wait is drawn", async () => {
    renderInApp(<WaitsTable orgId="org_demo" waits={waits(WAITS_SHOWN)} titles={new Map()} />);
    expect(await screen.findByText("All 50 waits behind these figures")).toBeDefined();
    expect(bodyRows()).toHaveLength(WAITS_SHOWN);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
