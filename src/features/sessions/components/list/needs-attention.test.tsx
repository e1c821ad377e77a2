// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { triage } from "../../triage/triage";
import type { TriageSource } from "../../triage/use-triage";
import { NeedsAttention } from "./needs-attention";

// No session needs anything: every count is 0, so no count is a link (no router needed).
const nothing = triage([], { now: 0, live: new Map(), held: new Map(), seen: new Map() });
const read: ListSource = { kind: "list", listed: 3, capped: false, loadingMore: false, pending: false, failed: false };
type ListSource = Extract<TriageSource, { kind: "list" }>;

function strip(checking: number, unreadable: number, source: ListSource = read, running = source.listed === 0 ? 0 : 2) {
  render(
    <Theme>
      <NeedsAttention
        orgId="org_demo"
        summary={nothing}
        source={source}
        running={running}
        checking={checking}
        unreadable={unreadable}
        active={undefined}
      />
    </Theme>,
  );
}

afterEach(cleanup);

describe("NeedsAttention", () => {
  it("says nothing needs attention only once every running session has been judged", () => {
    strip(0, 0);
    expect(screen.getByRole("status").textContent).toContain("Nothing needs your attention.");
  });

  it("says under each number which sessions it counts", () => {
    strip(0, 0);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "0Action requiredsessions not opened since they asked",
      "0Possibly stuckrunning sessions gone quiet",
      "0Failed in the last 24 hsessions not opened since they failed",
      "0Follow-ups heldsessions with a follow-up of yours held",
    ]);
  });

  it("while running sessions are still read, shows no 0 for possibly stuck and makes no all-clear", () => {
    strip(2, 0);
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    const stuck = screen.getAllByRole("listitem")[1] as HTMLElement;
    expect(stuck.textContent).toBe("Possibly stuckchecking 2 running sessions…");
  });

  it("says which running sessions could not be read instead of counting them as not stuck", () => {
    strip(0, 1);
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    const stuck = screen.getAllByRole("listitem")[1] as HTMLElement;
    expect(stuck.textContent).toBe("—Possibly stuck1 running session could not be read");
  });

  it("past the probes' limit, says which running sessions are checked and how to check another", () => {
    strip(0, 0, { ...read, listed: 30 }, 12);
    expect(screen.getByText(/checked for the first 4 of the 12 running sessions in the service's order/)).toBeTruthy();
    expect(screen.getByText(/opening any other checks it too/)).toBeTruthy();
  });

  const counts = () => screen.getAllByRole("listitem").map((item) => item.textContent);

  it("shows no count and no all-clear before the list's first page", () => {
    strip(0, 0, { ...read, listed: 0, pending: true });
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    expect(counts()).toEqual(["Action required", "Possibly stuck", "Failed in the last 24 h", "Follow-ups held"]);
    expect(screen.getByText("Reading the sessions list…")).toBeTruthy();
  });

  it("says what needs attention is not known when the list cannot be read", () => {
    strip(0, 0, { ...read, listed: 0, failed: true });
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    expect(counts()).toEqual(["—Action required", "—Possibly stuck", "—Failed in the last 24 h", "—Follow-ups held"]);
    expect(screen.getByText(/could not be read, so what needs your attention is not known/)).toBeTruthy();
  });

  it("makes no all-clear over a list still being read or cut short by an error", () => {
    strip(0, 0, { ...read, loadingMore: true });
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    cleanup();
    strip(0, 0, { ...read, failed: true });
    expect(screen.queryByText("Nothing needs your attention.")).toBeNull();
    expect(screen.getByText(/could not be read past its first 3 sessions/)).toBeTruthy();
  });
});
