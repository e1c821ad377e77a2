// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeEvent, renderThemed, rowsOf } from "../../test-utils";
import { TimelineActionsContext } from "../timeline-actions";
import { TimelineRowView } from "./timeline-row";

function renderRow(events: Parameters<typeof rowsOf>[0]) {
  const rows = rowsOf(events);
  expect(rows).toHaveLength(1);
  const row = rows[0];
  if (!row) throw new Error("no row");
  return renderThemed(<TimelineRowView row={row} />);
}

describe("timeline rows", () => {
  it("assistant: markdown text, times, copy and permalink controls", () => {
    renderRow([makeEvent({ type: "assistant", id: "a1", text: "Done **now**" })]);
    expect(screen.getByText("Assistant")).toBeInTheDocument();
    expect(screen.getByText("now").tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: "Copy event a1 as JSON" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Link to event a1" }).getAttribute("href")).toBe("?event=a1");
    expect(Date.parse(document.querySelector("time")?.getAttribute("datetime") ?? "")).toBe(
      Date.parse("2026-10-01T12:00:00Z"),
    );
  });

  it("permalink click selects the event in-app", async () => {
    const onSelectEvent = vi.fn();
    const rows = rowsOf([makeEvent({ type: "assistant", id: "a2", text: "x" })]);
    renderThemed(
      <TimelineActionsContext.Provider value={{ eventHref: (r) => `/e/${r}`, onSelectEvent, selectedEvent: undefined }}>
        {rows[0] && <TimelineRowView row={rows[0]} />}
      </TimelineActionsContext.Provider>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Link to event a2" }));
    expect(onSelectEvent).toHaveBeenCalledWith("a2");
  });

  it("reasoning is collapsed by default and expands on demand", async () => {
    renderRow([makeEvent({ type: "reasoning", text: "secret thoughts" })]);
    expect(screen.queryByText("secret thoughts")).toBeNull();
    const toggle = screen.getByRole("button", { name: /show reasoning/i });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(screen.getByText("secret thoughts")).toBeInTheDocument();
  });

  it("status renders as a separator; null text (no debug) still reads", () => {
    renderRow([makeEvent({ type: "status" })]);
    expect(screen.getByRole("separator", { name: "Status: changed" })).toBeInTheDocument();
  });

  it("diagnostic and raw events are marked debug", () => {
    renderRow([makeEvent({ type: "diagnostic", text: "slow clone", data: { stage: "setup" } })]);
    expect(screen.getByText("debug")).toBeInTheDocument();
    expect(screen.getByText("stage: setup")).toBeInTheDocument();
  });

  it("raw metadata shows its JSON content in a viewer", () => {
    renderRow([makeEvent({ type: "raw", data: { content: '{"k":"v"}' } })]);
    expect(screen.getByText("debug")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Raw metadata" }).textContent).toContain('"v"');
  });

  it("unknown kinds are shown, not dropped", () => {
    renderRow([makeEvent({ type: "future_kind", text: "hello" })]);
    expect(screen.getByText("unrecognised")).toBeInTheDocument();
    expect(screen.getByText("hello")).toBeInTheDocument();
  });
});

describe("tool block", () => {
  const use = makeEvent({
    type: "tool_use",
    id: "u1",
    data: { tool: "bash", tool_use_id: "t1", input: { cmd: "ls -la" } },
  });

  it("renders a tool_use and its tool_result as ONE block with name, input, flags and duration", () => {
    const result = makeEvent({
      type: "tool_result",
      id: "r1",
      data: { tool_use_id: "t1", content: "boom", is_error: true, is_partial: true, duration_ms: 1500 },
    });
    const { container } = renderRow([use, result]);
    expect(container.querySelectorAll("[aria-label^='Copy event']")).toHaveLength(1);
    expect(screen.getByText("bash")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "bash input" })).getByText('"ls -la"')).toBeInTheDocument();
    expect(screen.getByText("boom")).toBeInTheDocument();
    expect(screen.getByText("error")).toBeInTheDocument();
    expect(screen.getByText("partial")).toBeInTheDocument();
    expect(screen.getByText("1.5s")).toBeInTheDocument();
  });

  it("says when the result has not arrived yet", () => {
    renderRow([use]);
    expect(screen.getByText("waiting for result")).toBeInTheDocument();
  });

  it("on a session known to have ended, an open call reads 'no result recorded', not 'waiting'", () => {
    const rows = rowsOf([use]);
    const row = rows[0];
    if (!row) throw new Error("no row");
    renderThemed(
      <TimelineActionsContext.Provider
        value={{
          eventHref: (r) => `?event=${r}`,
          onSelectEvent: () => {},
          selectedEvent: undefined,
          sessionEnded: true,
        }}
      >
        <TimelineRowView row={row} />
      </TimelineActionsContext.Provider>,
    );
    expect(screen.getByText("no result recorded")).toBeInTheDocument();
    expect(screen.queryByText("waiting for result")).toBeNull();
  });

  it("collapses results longer than 20 lines", async () => {
    const content = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n");
    const result = makeEvent({ type: "tool_result", data: { tool_use_id: "t1", content } });
    const { container } = renderRow([use, result]);
    const pre = container.querySelector("pre[data-collapsed]");
    expect(pre?.getAttribute("data-collapsed")).toBe("true");
    expect(pre?.textContent).toContain("line 20");
    expect(pre?.textContent).not.toContain("line 21");
    await userEvent.click(screen.getByRole("button", { name: "Show all 30 lines" }));
    expect(container.querySelector("pre[data-collapsed]")?.textContent).toContain("line 30");
  });

  it("does not collapse a 20-line result", () => {
    const content = Array.from({ length: 20 }, (_, i) => `l${i}`).join("\n");
    renderRow([use, makeEvent({ type: "tool_result", data: { tool_use_id: "t1", content } })]);
    expect(screen.queryByRole("button", { name: /show all/i })).toBeNull();
  });
});
