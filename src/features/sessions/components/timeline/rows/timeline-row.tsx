import { Box, Code, Text } from "@radix-ui/themes";
import { memo } from "react";
import type { SessionEvent } from "@/api/types";
import { PanelBoundary, type PanelFailure } from "@/ui/panel-boundary";
import type { TimelineRow } from "../../../timeline-model/timeline-rows";
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

function RowNotice({ what, reason }: PanelFailure) {
  return (
    <Box py="2" px="3">
      <Text size="2" color="amber" highContrast role="alert">
        Could not read {what}
        {reason ? (
          <>
            : <Code highContrast>{reason}</Code>
          </>
        ) : (
          ": the service sent it in a shape this view cannot draw."
        )}
      </Text>
    </Box>
  );
}

const textIsNotText = (event: SessionEvent): boolean =>
  event.text !== undefined && event.text !== null && typeof event.text !== "string";

// Memoized: a 1000-event page re-renders the list, but only rows whose event changed re-render.
export const TimelineRowView = memo(
  function TimelineRowView({ row }: { row: TimelineRow }) {
    // One event the service sent in a shape this view cannot draw says so; the rest of the timeline stays.
    // Text that is not text (contract drift) would read "undefined characters" or crash the row: say so instead.
    if (row.kind !== "tool" && textIsNotText(row.event)) {
      return <RowNotice what={`event #${row.seq}`} reason={null} retry={() => {}} />;
    }
    return (
      <PanelBoundary what={`event #${row.seq}`} fallback={RowNotice}>
        {row.kind === "tool" ? <ToolBlock use={row.use} result={row.result} /> : <EventRow event={row.event} />}
      </PanelBoundary>
    );
  },
  (prev, next) => sameRow(prev.row, next.row),
);
