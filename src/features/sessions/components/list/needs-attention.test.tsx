// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { triage } from "../../triage/triage";
import { NeedsAttention } from "./needs-attention";

// No session needs anything: every count is 0, so no count is a link (no router needed).
const nothing = triage([], { now: 0, live: new Map(), held: new Map(), seen: new Map() });
const source = { kind: "list", listed: 3, capped: false, loadingMore: false } as const;

function strip(checking: number, unreadable: number) {
  render(
    <Theme>
      <NeedsAttention
        orgId="org_demo"
        summary={nothing}
        source={source}
        running={2}
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
});
