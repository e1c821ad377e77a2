// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
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

function Harness({ events }: { events: SessionEvent[] }) {
  const [types, setTypes] = useState<FilterType[]>([...FILTER_TYPES]);
  const [query, setQuery] = useState("");
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
      actions={{ eventHref: (r) => `?event=${r}`, onSelectEvent: () => {}, selectedEvent: undefined }}
      status={<span>live</span>}
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
});
