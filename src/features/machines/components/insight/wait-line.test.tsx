// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MachineWaits } from "../../hooks/use-wait-analytics";
import type { SessionListState } from "../../insight/wait-analytics";
import { waitAnalytics } from "../../insight/wait-analytics";
import { WaitLine } from "./wait-line";

const none = (list: SessionListState): MachineWaits => ({
  analytics: waitAnalytics([], "build-fleet", 0),
  at: 0,
  titles: new Map(),
  list,
});

function line(list: SessionListState): string {
  render(
    <Theme>
      <WaitLine orgId="org_demo" machine="build-fleet" waits={none(list)} />
    </Theme>,
  );
  return document.body.textContent ?? "";
}

afterEach(cleanup);

describe("WaitLine with no wait seen", () => {
  it("says no session was seen only once the Machine's session list was read (or cannot be)", () => {
    expect(line("listed")).toBe("Waits: not reported yet (no session seen on this Machine)");
    cleanup();
    expect(line("unsupported")).toBe("Waits: not reported yet (no session seen on this Machine)");
  });

  it("says the list is being read, or could not be, instead of 'no session seen'", () => {
    expect(line("reading")).toBe("Waits: reading this Machine's sessions…");
    cleanup();
    expect(line("failed")).toBe("Waits: not known (this Machine's sessions could not be read)");
    expect(screen.queryByText(/no session seen/)).toBeNull();
  });
});
