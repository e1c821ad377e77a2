// @vitest-environment happy-dom

import { Theme } from "@radix-ui/themes";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionEvent } from "@/api/types";
import { NO_ROW_FILTER, type RowFilter } from "../../timeline-model/row-filter";
import { TimelineEntries } from "../../timeline-model/timeline-entries";
import { FILTER_TYPES, type FilterType } from "../../timeline-model/timeline-rows";
import { makeEvent, renderThemed } from "../test-utils";
import { Timeline } from "./timeline";

function sourceOf(events: SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  return {
    entries: entries.view(),
    changesSince: (from: number, to: number) => entries.changesSince(from, to),
    firstSeqOfRef: (ref: string) => entries.firstSeqOfRef(ref),
  };
}

function Harness({ events, cursor }: { events: SessionEvent[]; cursor?: (ref: string) => void }) {
  const [types, setTypes] = useState<FilterType[]>([...FILTER_TYPES]);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<RowFilter>(NO_ROW_FILTER);
  const [concise, setConcise] = useState(false);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [source] = useState(() => sourceOf(events));
  return (
    <Timeline
      source={source}
      extras={[]}
      renderExtra={() => null}
      emptyText="No events yet."
      types={types}
      onTypesChange={setTypes}
      query={query}
      onQueryChange={setQuery}
      actions={{ eventHref: (r) => `?event=${r}`, onSelectEvent: () => {}, selectedEvent: selected }}
      status={<span>live</span>}
      filter={filter}
      onFilterChange={setFilter}
      concise={concise}
      onConciseChange={setConcise}
      onCursor={(ref) => {
        cursor?.(ref);
        setSelected(ref);
      }}
    />
  );
}

// happy-dom does no layout: give the viewport and the rows a size so the virtualizer has a window to fill.
const originals = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight"),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === "timeline-viewport" ? 600 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === "ARTICLE" ? 80 : 0;
    },
  });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

describe("Timeline", () => {
  it("mounts only a window of rows for 100 000 events", () => {
    const events = Array.from({ length: 100_000 }, (_, i) =>
      makeEvent({ type: i % 2 ? "assistant" : "reasoning", id: `e${i}`, text: `message ${i}` }),
    );
    const { container } = renderThemed(<Harness events={events} />);
    const mounted = container.querySelectorAll("[data-event-id]").length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThanOrEqual(200);
    expect(screen.getByRole("feed", { name: "Session timeline" })).toBeInTheDocument();
  });

  it("type filter hides a group; find counts matches and steps through them", async () => {
    const events = [
      makeEvent({ type: "assistant", id: "a", text: "alpha needle" }),
      makeEvent({ type: "reasoning", id: "r", text: "needle in thought" }),
      makeEvent({ type: "assistant", id: "b", text: "beta" }),
    ];
    renderThemed(<Harness events={events} />);
    const find = screen.getByRole("searchbox", { name: "Find in timeline" });
    await userEvent.type(find, "needle");
    expect(await screen.findByText("2 matches")).toBeInTheDocument();
    fireEvent.keyDown(find, { key: "Enter" });
    expect(await screen.findByText("1 of 2")).toBeInTheDocument();
    fireEvent.keyDown(find, { key: "Enter" });
    expect(await screen.findByText("2 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Reasoning" }));
    expect(await screen.findByText("1 match")).toBeInTheDocument();
    expect(document.querySelector('[data-event-id="a"]')).not.toBeNull();
    expect(document.querySelector('[data-event-id="r"]')).toBeNull();
  });

  it("timeline tools: errors only keeps failed calls and separators, Find counts within, concise rows expand with j and e", async () => {
    const use = (id: string, tool: string) =>
      makeEvent({
        type: "tool_use",
        id: `${id}-use`,
        data: { tool, tool_use_id: id, input: { command: `run ${id}` } },
      });
    const result = (id: string, content: string) =>
      makeEvent({ type: "tool_result", id: `${id}-result`, data: { tool_use_id: id, content } });
    const events = [
      makeEvent({ type: "status", id: "s0" }),
      use("t1", "bash"),
      result("t1", "needle ok"),
      use("t2", "bash"),
      result("t2", "needle\nexit code 1"),
      makeEvent({ type: "assistant", id: "a1", text: "needle said" }),
      use("t3", "grep"),
      result("t3", "needle"),
    ];
    const moved: string[] = [];
    renderThemed(<Harness events={events} cursor={(ref) => moved.push(ref)} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Find in timeline" }), "needle");
    expect(await screen.findByText("4 matches")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Errors only" }));
    expect(await screen.findByText("1 match")).toBeInTheDocument();
    const shown = [...document.querySelectorAll("[data-event-id]")].map((el) => el.getAttribute("data-event-id"));
    expect(shown).toEqual(["s0", "t2-use"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Concise" }));
    expect(screen.getByText("run t2")).toBeInTheDocument();
    expect(screen.getByText("exit code 1")).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: "j" });
    fireEvent.keyDown(document.body, { key: "j" });
    expect(moved).toEqual(["s0", "t2-use"]);
    fireEvent.keyDown(document.body, { key: "e" });
    expect(await screen.findByRole("button", { name: "Collapse" })).toHaveAttribute("aria-expanded", "true");
    // Typing in Find is not a shortcut.
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Find in timeline" }), { key: "k" });
    expect(moved).toHaveLength(2);
  });
});

describe("Timeline landing", () => {
  function Landing({ events, selected }: { events: SessionEvent[]; selected: string | undefined }) {
    const [source] = useState(() => sourceOf(events));
    return (
      <>
        <button type="button">elsewhere</button>
        <Timeline
          source={source}
          extras={[]}
          renderExtra={() => null}
          emptyText="No events yet."
          types={[...FILTER_TYPES]}
          onTypesChange={() => {}}
          query=""
          onQueryChange={() => {}}
          actions={{ eventHref: (r) => `?event=${r}`, onSelectEvent: () => {}, selectedEvent: selected }}
          status={<span>live</span>}
        />
      </>
    );
  }

  it("lands on the selected event again after the selection was cleared", async () => {
    const events = Array.from({ length: 5 }, (_, i) =>
      makeEvent({ type: "assistant", id: `e${i}`, text: `message ${i}` }),
    );
    const row = () => document.querySelector('article[data-event-id="e2"]');
    const { rerender } = renderThemed(<Landing events={events} selected="e2" />);
    await vi.waitFor(() => expect(document.activeElement).toBe(row()));
    screen.getByRole("button", { name: "elsewhere" }).focus();
    // The same tree (rerender replaces the root, so the theme goes with it): the timeline stays mounted.
    rerender(
      <Theme>
        <Landing events={events} selected={undefined} />
      </Theme>,
    );
    rerender(
      <Theme>
        <Landing events={events} selected="e2" />
      </Theme>,
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(row()));
  });
});
