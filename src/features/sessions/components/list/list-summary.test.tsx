// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeSession } from "../test-utils";
import { TotalsLine } from "./list-summary";

function line(costs: (number | null)[], opts: { loadingMore?: boolean; failed?: boolean } = {}): string {
  const rows = costs.map((cost_usd, i) => makeSession({ session_id: `ses_${i}`, cost_usd }));
  const { container } = render(
    <Theme>
      <TotalsLine rows={rows} loadingMore={opts.loadingMore ?? false} capped={false} failed={opts.failed ?? false} />
    </Theme>,
  );
  return container.textContent ?? "";
}

afterEach(cleanup);

describe("TotalsLine", () => {
  it("sums the reported costs and counts the sessions without one apart", () => {
    expect(line([1.5, null, 2])).toBe("3 sessions · $3.50 total cost (1 session reports no cost)");
  });

  it("says cost not reported when no session reports one, not $0.00", () => {
    expect(line([null, null])).toBe("2 sessions · cost not reported");
  });

  it("says where the list stops: still read, or cut short by an error", () => {
    expect(line([1], { loadingMore: true })).toBe("1 session · $1.00 total cost · reading more of the list…");
    cleanup();
    expect(line([1], { loadingMore: true, failed: true })).toBe(
      "1 session · $1.00 total cost · the list could not be read past these",
    );
  });
});
