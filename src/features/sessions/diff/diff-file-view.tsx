import { Badge, Box, Flex, Link, Text } from "@radix-ui/themes";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, forwardRef, type ReactNode, useImperativeHandle, useMemo, useRef } from "react";
import type { TimelineLink } from "../components/steps/timeline-link";
import { DiffLineCells, ROW_HEIGHT, useHighlighter } from "./diff-line";
import { type DiffLayout, type DiffRow, diffRows, type HunkRow, hunkRowIndexes } from "./diff-rows";
import type { FileDiff } from "./file-diff";
import { LineCounts } from "./line-counts";

/**
 * One file's hunks as a virtual list of fixed-height rows (a file of 100 000 lines paints the few dozen
 * on screen). Each hunk's header links to the step that made it; following the link opens the timeline on
 * that row and moves the focus there. `j`/`k` (the panel's keys) go through the handle.
 *
 * API: <DiffFileView diff layout timelineLink ref={handle}/> · DiffFileHandle { moveHunk(delta) }
 */
export interface DiffFileHandle {
  moveHunk(delta: 1 | -1): void;
}

const HEIGHT = "min(70vh, 720px)";

const ROW: CSSProperties = { position: "absolute", top: 0, left: 0, minWidth: "100%", display: "flex" };

function HunkHeader({ row, timelineLink, count }: { row: HunkRow; timelineLink: TimelineLink; count: number }) {
  const link = row.step ? timelineLink({ event: row.step.ref }) : null;
  const ref = row.step?.ref;
  return (
    <Flex
      align="center"
      gap="2"
      px="2"
      style={{ height: ROW_HEIGHT * 1.5, background: "var(--blue-a3)", whiteSpace: "nowrap" }}
      data-hunk={row.hunk}
      tabIndex={-1}
    >
      <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
        {row.label}
      </Text>
      <LineCounts size="1" adds={row.adds} dels={row.dels} />
      {link && ref ? (
        <Link
          size="1"
          href={link.href}
          aria-label={`Open the step that made hunk ${row.hunk + 1} of ${count} in the timeline`}
          onClick={link.onClick}
        >
          {row.steps > 1 ? `newest of ${row.steps} steps` : "the step that made it"}
        </Link>
      ) : (
        <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
          unchanged since the base
        </Text>
      )}
    </Flex>
  );
}

function RowView({
  row,
  layout,
  paint,
  timelineLink,
  hunks,
}: {
  row: DiffRow;
  layout: DiffLayout;
  paint: ((text: string) => ReactNode) | null;
  timelineLink: TimelineLink;
  hunks: number;
}) {
  if (row.kind === "hunk") return <HunkHeader row={row} timelineLink={timelineLink} count={hunks} />;
  if (row.kind === "line") return <DiffLineCells line={row.line} numbers="both" paint={paint} />;
  return (
    <Flex style={{ width: "100%" }} data-layout={layout}>
      <Box style={{ width: "50%", overflow: "hidden", display: "flex" }}>
        <DiffLineCells line={row.left} numbers="old" paint={paint} />
      </Box>
      <Box style={{ width: "50%", overflow: "hidden", display: "flex", borderLeft: "1px solid var(--gray-a5)" }}>
        <DiffLineCells line={row.right} numbers="new" paint={paint} />
      </Box>
    </Flex>
  );
}

export const DiffFileView = forwardRef<
  DiffFileHandle,
  { diff: FileDiff; layout: DiffLayout; timelineLink: TimelineLink }
>(function DiffFileView({ diff, layout, timelineLink }, handle) {
  const rows = useMemo(() => diffRows(diff, layout), [diff, layout]);
  const hunkRows = useMemo(() => hunkRowIndexes(rows), [rows]);
  const paint = useHighlighter(diff.path);
  const viewport = useRef<HTMLElement>(null);
  const current = useRef(-1);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: (index) => (rows[index]?.kind === "hunk" ? ROW_HEIGHT * 1.5 : ROW_HEIGHT),
    overscan: 20,
  });
  useImperativeHandle(
    handle,
    () => ({
      moveHunk(delta) {
        if (hunkRows.length === 0) return;
        const next = Math.min(Math.max(current.current + delta, 0), hunkRows.length - 1);
        current.current = next;
        virtualizer.scrollToIndex(hunkRows[next] as number, { align: "start" });
        // The header is rendered once scrolled to; focus follows on the next frames.
        const focus = (tries: number) => {
          const el = viewport.current?.querySelector<HTMLElement>(`[data-hunk="${next}"]`);
          if (el) el.focus({ preventScroll: true });
          else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
        };
        requestAnimationFrame(() => focus(10));
      },
    }),
    [hunkRows, virtualizer],
  );
  if (rows.length === 0)
    return (
      <Badge color="gray" variant="soft">
        {diff.rebuild.applied === 0 ? "No change rebuilt yet" : "The rebuilt text equals its base: no lines changed"}
      </Badge>
    );
  return (
    <section
      ref={viewport}
      aria-label={`Diff of ${diff.path}`}
      style={{
        height: `min(${HEIGHT}, ${virtualizer.getTotalSize() + 2}px)`,
        overflow: "auto",
        fontFamily: "var(--code-font-family)",
        fontSize: "var(--font-size-1)",
        border: "1px solid var(--gray-a5)",
        borderRadius: "var(--radius-2)",
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", minWidth: "100%" }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            style={{ ...ROW, height: item.size, transform: `translateY(${item.start}px)` }}
          >
            <RowView
              row={rows[item.index] as DiffRow}
              layout={layout}
              paint={paint}
              timelineLink={timelineLink}
              hunks={hunkRows.length}
            />
          </div>
        ))}
      </div>
    </section>
  );
});
