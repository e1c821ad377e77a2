import { memo } from "react";
import type { SessionEvent } from "@/api/types";
import type { TimelineRow } from "../build-rows";
import { AssistantRow } from "./assistant-row";
import { DebugRow } from "./debug-row";
import { ReasoningRow } from "./reasoning-row";
import { StatusSeparator } from "./status-separator";
import { ToolBlock } from "./tool-block";
import { UnknownRow } from "./unknown-row";

function EventRow({ event }: { event: SessionEvent }) {
  switch (event.type) {
    case "assistant":
      return <AssistantRow event={event} />;
    case "reasoning":
      return <ReasoningRow event={event} />;
    case "status":
      return <StatusSeparator event={event} />;
    case "diagnostic":
    case "raw":
      return <DebugRow event={event} />;
    default:
      return <UnknownRow event={event} />;
  }
}

/** Rows are rebuilt on every page merge; their events are immutable versions, so compare those. */
function sameRow(a: TimelineRow, b: TimelineRow): boolean {
  if (a.kind === "event" && b.kind === "event") return a.event === b.event;
  if (a.kind === "tool" && b.kind === "tool") return a.use === b.use && a.result === b.result;
  return false;
}

// Memoized: a 1000-event page re-renders the list, but only rows whose event changed re-render.
export const TimelineRowView = memo(
  function TimelineRowView({ row }: { row: TimelineRow }) {
    if (row.kind === "tool") return <ToolBlock use={row.use} result={row.result} />;
    return <EventRow event={row.event} />;
  },
  (prev, next) => sameRow(prev.row, next.row),
);
