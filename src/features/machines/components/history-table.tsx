import { Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useState } from "react";
import { formatCount } from "@/ui";
import type { CapacitySample } from "../history";
import { historyView } from "../history/history-view";

type Row = { kind: "point"; from: number; point: CapacitySample } | { kind: "gap"; from: number; to: number };

function rowsOf(samples: readonly CapacitySample[], from: number, to: number, rowMs: number): Row[] {
  const view = historyView(samples, { from, to, bucketMs: rowMs });
  const rows: Row[] = [
    ...view.runs.flatMap((run) => run.points.map((point): Row => ({ kind: "point", from: point.at, point }))),
    ...view.gaps.map((gap): Row => ({ kind: "gap", from: gap.from, to: gap.to })),
  ];
  return rows.sort((a, b) => a.from - b.from);
}

/** The chart as a table, worst reading per row, gaps as rows of their own; built only when opened. */
export function HistoryTable({
  samples,
  from,
  to,
  rowMs,
  clock,
}: {
  samples: readonly CapacitySample[];
  from: number;
  to: number;
  rowMs: number;
  clock: (at: number) => string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Text as="span" size="2" asChild>
        <summary style={{ cursor: "pointer" }}>Show the history as a table</summary>
      </Text>
      {open ? <Rows rows={rowsOf(samples, from, to, rowMs)} clock={clock} /> : null}
    </details>
  );
}

function Rows({ rows, clock }: { rows: Row[]; clock: (at: number) => string }) {
  if (rows.length === 0) {
    return (
      <Text as="p" size="2" color="gray" mt="2">
        No samples in this range.
      </Text>
    );
  }
  return (
    <Table.Root size="1" mt="2">
      {/* Radix puts props on a wrapper div; the caption names the table itself. */}
      <VisuallyHidden asChild>
        <caption>Capacity history</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Workers online (fewest)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Workers busy (most)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Sessions queued (most)</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) =>
          row.kind === "gap" ? (
            <Table.Row key={`gap-${row.from}`}>
              <Table.RowHeaderCell>{clock(row.from)}</Table.RowHeaderCell>
              <Table.Cell colSpan={3}>
                <Text color="gray">No samples until {clock(row.to)}: the page was closed, hidden or offline</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            <Table.Row key={`at-${row.from}`}>
              <Table.RowHeaderCell>{clock(row.from)}</Table.RowHeaderCell>
              <Table.Cell>{formatCount(row.point.online)}</Table.Cell>
              <Table.Cell>{formatCount(row.point.busy)}</Table.Cell>
              <Table.Cell>{formatCount(row.point.queued)}</Table.Cell>
            </Table.Row>
          ),
        )}
      </Table.Body>
    </Table.Root>
  );
}
