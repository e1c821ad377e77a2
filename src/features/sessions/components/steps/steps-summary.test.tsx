// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { stepsSummaryOf } from "../../timeline-model/steps";
import { TimelineEntries } from "../../timeline-model/timeline-entries";
import { makeEvent, makeSession, renderThemed } from "../test-utils";
import { StepsSummaryView } from "./steps-summary";
import type { TimelineLink } from "./timeline-link";

const at = (s: number) => new Date(Date.parse("2026-10-01T12:00:00Z") + s * 1000).toISOString();
const call = (id: string, tool: string, from: number, to: number, content = "ok"): SessionEvent[] => [
  makeEvent({
    type: "tool_use",
    id: `${id}-use`,
    data: { tool, tool_use_id: id, input: { command: `${tool} ${id}` } },
    created_at: at(from),
  }),
  makeEvent({ type: "tool_result", id: `${id}-result`, data: { tool_use_id: id, content }, created_at: at(to) }),
];

const link: TimelineLink = (patch) => ({
  href: `?${new URLSearchParams(Object.entries(patch).filter(([, v]) => v !== undefined) as [string, string][])}`,
  onClick: () => {},
});

function summaryOf(events: SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  return stepsSummaryOf(entries.view());
}

describe("StepsSummaryView", () => {
  it("shows the numbers, links each to what it counts, and offers the chart as a table", async () => {
    const summary = summaryOf([
      makeEvent({ type: "status", id: "s0", created_at: at(0) }),
      ...call("a", "bash", 1, 61, "exit code 1"),
      ...call("b", "grep", 62, 64),
      ...call("c", "bash", 65, 75),
    ]);
    renderThemed(
      <StepsSummaryView
        summary={summary}
        samples={[]}
        session={makeSession({ cost_usd: null })}
        running={false}
        timelineLink={link}
      />,
    );
    const numbers = document.querySelector('dl[aria-label="Steps in numbers"]') as HTMLElement;
    expect(within(numbers).getByRole("link", { name: "3 tool calls" })).toHaveAttribute("href", "?");
    expect(within(numbers).getByRole("link", { name: "1 error" })).toHaveAttribute("href", "?errors=true");
    expect(numbers).toHaveTextContent("Cost");
    expect(numbers).toHaveTextContent("not reported");
    const longest = within(screen.getByRole("list", { name: "Longest steps" })).getAllByRole("link");
    expect(longest.map((a) => a.getAttribute("href"))).toEqual(["?event=a-use", "?event=c-use", "?event=b-use"]);
    expect(screen.getByRole("list", { name: "Time by tool" })).toHaveTextContent("1m 10s · 97% · 2 calls · 1 error");
    await userEvent.click(screen.getByRole("button", { name: "Show as a table" }));
    const table = screen.getByRole("table", { name: "Time by tool" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["bash1m 10s97%21", "grep2.0s3%10"]);
    expect(within(table).getByRole("link", { name: "bash" })).toHaveAttribute("href", "?tool=bash");
  });

  it("says not reported where times are missing, never NaN", () => {
    const summary = summaryOf(call("x", "bash", 0, 1).map((e) => ({ ...e, created_at: "garbage" })));
    renderThemed(
      <StepsSummaryView summary={summary} samples={[]} session={makeSession()} running={false} timelineLink={link} />,
    );
    expect(document.body.textContent).not.toMatch(/NaN|undefined|null/);
    expect(screen.getAllByText("not reported").length).toBeGreaterThan(0);
  });
});
