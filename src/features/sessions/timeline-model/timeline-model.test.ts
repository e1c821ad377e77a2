import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineEntries } from "./timeline-entries";
import { TimelineModel, type TimelineSource } from "./timeline-model";
import { FILTER_TYPES } from "./timeline-rows";

function event(session: string, seq: number): SessionEvent {
  return {
    id: `${session}-${seq}`,
    seq,
    type: "assistant",
    created_at: "2026-11-28T12:00:00Z",
    text: `${session} says ${seq}`,
    data: null,
  } as SessionEvent;
}

function sourceOf(entries: TimelineEntries): TimelineSource {
  return { entries: entries.view(), changesSince: (from, to) => entries.changesSince(from, to) };
}

const idsOf = (model: TimelineModel, source: TimelineSource) =>
  model
    .update(source, FILTER_TYPES, "")
    .rows.toArray()
    .map((row) => (row.kind === "event" ? row.event.id : row.key));

describe("TimelineModel", () => {
  // One timeline on screen follows the page from one session to another (an in-app link): the second
  // session's store counts its versions from zero too, so its version alone says nothing.
  it("shows only the new session's rows when its store takes over, whatever the versions", () => {
    const first = new TimelineEntries();
    first.merge([event("a", 0), event("a", 1)]);
    const second = new TimelineEntries();
    second.merge([event("b", 0)]);
    second.merge([event("b", 1), event("b", 2)]);
    expect(second.view().version).toBeGreaterThanOrEqual(first.view().version);
    const model = new TimelineModel();
    expect(idsOf(model, sourceOf(first))).toEqual(["a-0", "a-1"]);
    expect(idsOf(model, sourceOf(second))).toEqual(["b-0", "b-1", "b-2"]);
    // The same version number in another store, and a Find query: still only that store's rows.
    const third = new TimelineEntries();
    third.merge([event("c", 0)]);
    third.merge([event("c", 5), event("c", 6)]);
    expect(third.view().version).toBe(second.view().version);
    expect(idsOf(model, sourceOf(third))).toEqual(["c-0", "c-5", "c-6"]);
    expect(model.update(sourceOf(third), FILTER_TYPES, "says").matches?.toArray()).toEqual([0, 5, 6]);
  });
});
