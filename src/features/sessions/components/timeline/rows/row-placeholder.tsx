import { memo } from "react";
import type { TimelineRow } from "../../../timeline-model/timeline-rows";

const LABEL: Record<string, string> = {
  assistant: "Assistant",
  reasoning: "Reasoning",
  status: "Status",
  diagnostic: "diagnostic",
  raw: "raw",
};

/** What a row shows while the list is dragged fast: its kind and seq, in plain DOM (see useFastScroll). */
export const RowPlaceholder = memo(function RowPlaceholder({ row }: { row: TimelineRow }) {
  const label = row.kind === "tool" ? "Tool" : (LABEL[row.event.type] ?? row.event.type);
  const seq = row.kind === "tool" ? (row.use ?? row.result)?.seq : row.event.seq;
  return (
    <div
      style={{
        height: "100%",
        padding: "var(--space-2) var(--space-3)",
        boxSizing: "border-box",
        borderBottom: "1px solid var(--gray-a3)",
        color: "var(--gray-10)",
        fontSize: "var(--font-size-1)",
        display: "flex",
        justifyContent: "space-between",
      }}
    >
      <strong>{label}</strong>
      <span>#{seq}</span>
    </div>
  );
});
