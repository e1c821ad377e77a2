import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Card, Code, DataList, Flex, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { PanelBoundary, RowBoundary } from "./panel-boundary";

/**
 * One list shown as a table where there is room and as stacked cards where there is not (a phone, a
 * narrow window beside the side nav), so no column ever sits off-screen behind a sideways scroll. The
 * switch follows the width of the list's own container, not the window's. Each column is defined once
 * (header, cell, role) and serves both forms; each row keeps its own error boundary, so one unreadable
 * row says so and the others stay.
 */
export interface ResponsiveColumn<T> {
  /** Stable id ("status"). */
  id: string;
  /** The column header, and the label of the value on a card. */
  header: string;
  /** Replaces the header text in the table (a sort button); the card keeps `header`. */
  headerCell?: ReactNode;
  /** The table is sorted by this column (aria-sort on its header). */
  sort?: "ascending" | "descending";
  cell: (row: T) => ReactNode;
  /** The row's name (its row header, the card's title). Exactly one column. */
  rowHeader?: boolean;
  /** Left out of the cards (the value is already in the title). */
  hideOnCards?: boolean;
  minWidth?: string;
}

export interface ResponsiveTableProps<T> {
  /** Names the table (caption) and the card list. */
  caption: string;
  columns: readonly ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** "session ses_1": how a row that cannot be read is named. */
  rowWhat: (row: T, index: number) => string;
  /** Below this container width (px) the rows become cards. */
  cardsBelow?: number;
  size?: "1" | "2" | "3";
}

/**
 * Narrow when the element is measured narrower than `below`. Unmeasured (0: a test DOM without layout)
 * counts as wide. Measured before paint, then followed with a ResizeObserver.
 */
export function useNarrowContainer(below: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const judge = (width: number) => setNarrow(width > 0 && width < below);
    judge(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) judge(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [below]);
  return { ref, narrow };
}

function CardBoundary({ what, children }: { what: string; children: ReactNode }) {
  return (
    <PanelBoundary
      what={what}
      fallback={({ reason }) => (
        <li>
          <Card size="1">
            <Text size="2" color="amber" highContrast role="alert">
              <ExclamationTriangleIcon aria-hidden /> Could not read {what}: <Code highContrast>{reason}</Code>
            </Text>
          </Card>
        </li>
      )}
    >
      {children}
    </PanelBoundary>
  );
}

/** One row as a card. A component of its own, so a cell that throws is caught by the row's boundary. */
function RowCard<T>({ row, columns }: { row: T; columns: readonly ResponsiveColumn<T>[] }) {
  const title = columns.find((c) => c.rowHeader);
  return (
    <li>
      <Card size="1">
        <Flex direction="column" gap="2">
          {title ? <div style={{ overflowWrap: "anywhere" }}>{title.cell(row)}</div> : null}
          <DataList.Root orientation="horizontal" size="1">
            {columns
              .filter((c) => !c.rowHeader && !c.hideOnCards)
              .map((c) => (
                <DataList.Item key={c.id} align="center">
                  <DataList.Label minWidth="6rem">{c.header}</DataList.Label>
                  <DataList.Value style={{ minWidth: 0, overflowWrap: "anywhere" }}>{c.cell(row)}</DataList.Value>
                </DataList.Item>
              ))}
          </DataList.Root>
        </Flex>
      </Card>
    </li>
  );
}

/** One row of the table (a component of its own for the same reason). */
function RowCells<T>({ row, columns }: { row: T; columns: readonly ResponsiveColumn<T>[] }) {
  return (
    <Table.Row align="center">
      {columns.map((c) =>
        c.rowHeader ? (
          <Table.RowHeaderCell key={c.id} minWidth={c.minWidth}>
            {c.cell(row)}
          </Table.RowHeaderCell>
        ) : (
          <Table.Cell key={c.id} minWidth={c.minWidth}>
            {c.cell(row)}
          </Table.Cell>
        ),
      )}
    </Table.Row>
  );
}

export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { caption, columns, rows, rowKey, rowWhat, cardsBelow = 640, size } = props;
  const { ref, narrow } = useNarrowContainer(cardsBelow);
  return (
    // The table never pushes the page wider: at worst it scrolls inside its own box.
    <div ref={ref} style={{ minWidth: 0, maxWidth: "100%", overflowX: narrow ? undefined : "auto" }}>
      {narrow ? (
        <ul className="card-list" aria-label={caption}>
          {rows.map((row, i) => (
            <CardBoundary key={rowKey(row, i)} what={rowWhat(row, i)}>
              <RowCard row={row} columns={columns} />
            </CardBoundary>
          ))}
        </ul>
      ) : (
        <Table.Root variant="surface" size={size}>
          {/* Radix puts props on a wrapper div; the caption names the table itself. */}
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeaderCell key={c.id} aria-sort={c.sort}>
                  {c.headerCell ?? c.header}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => (
              <RowBoundary key={rowKey(row, i)} what={rowWhat(row, i)} columns={columns.length}>
                <RowCells row={row} columns={columns} />
              </RowBoundary>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </div>
  );
}
