import { Box, Text } from "@radix-ui/themes";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SeqList } from "../../timeline-model/seq-list";
import type { StepItem, StepsSummary } from "../../timeline-model/steps";
import type { FlowExtra } from "../timeline/flow-extras";
import { ItemLayout } from "../timeline/item-layout";
import { ExtraRow } from "./extra-row";
import { axisOf, turnIndexOf } from "./step-format";
import { MARK_HEIGHT, MarkRow, STEP_HEIGHT, StepRow } from "./step-row";
import type { TimelineLink } from "./timeline-link";

/**
 * Every step as a bar, with status marks and your follow-ups (placed by seq, as in the timeline) as
 * separators between turns, virtualized (rows of fixed height: nothing is measured, so 25 000 steps cost what a
 * screenful does). Keyboard: one bar is in the Tab order; ↑/↓ (or k/j), Home/End, PageUp/PageDown move
 * between bars; Enter opens the step in the timeline.
 */
interface StepsListProps {
  items: SeqList<StepItem>;
  structure: number;
  summary: StepsSummary;
  running: boolean;
  timelineLink: TimelineLink;
  emptyText: string;
  /** Follow-ups and the history still loading, placed among the steps by seq. */
  extras: readonly FlowExtra[];
}

const KEYS: Record<string, number | "first" | "last"> = {
  ArrowDown: 1,
  j: 1,
  ArrowUp: -1,
  k: -1,
  PageDown: 10,
  PageUp: -10,
  Home: "first",
  End: "last",
};

export function StepsList({ items, structure, summary, running, timelineLink, emptyText, extras }: StepsListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const layout = useMemo(() => new ItemLayout<FlowExtra, StepItem>(items, extras), [items, extras]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const extrasKeys = extras.map((extra) => `${extra.key}@${extra.anchorSeq}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys move only when the structure or the extras do.
  const getItemKey = useCallback((index: number) => layoutRef.current.keyAt(index), [structure, extrasKeys]);
  const stepAt = (index: number): StepItem | undefined => {
    const item = layout.at(index);
    return item?.kind === "row" ? item.row : undefined;
  };
  const virtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const item = layoutRef.current.at(index);
      return item?.kind === "row" && item.row.kind === "step" ? STEP_HEIGHT : MARK_HEIGHT;
    },
    overscan: 8,
    getItemKey,
  });
  const [active, setActive] = useState<number | null>(null);
  const focusWanted = useRef(false);
  const firstStep = useCallback(() => {
    for (let i = 0; i < layout.count; i++) {
      const item = layout.at(i);
      if (item?.kind === "row" && item.row.kind === "step") return i;
    }
    return -1;
  }, [layout]);
  const current = active !== null && stepAt(active)?.kind === "step" ? active : firstStep();

  const move = (to: number | "first" | "last") => {
    const n = layout.count;
    let index = to === "first" ? 0 : to === "last" ? n - 1 : Math.min(n - 1, Math.max(0, current + to));
    const step = to === "first" || (typeof to === "number" && to > 0) ? 1 : -1;
    while (index >= 0 && index < n && stepAt(index)?.kind !== "step") index += step;
    if (index < 0 || index >= n) return;
    setActive(index);
    focusWanted.current = true;
    virtualizer.scrollToIndex(index, { align: "auto" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const to = KEYS[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  useEffect(() => {
    if (!focusWanted.current) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-step-index="${current}"]`);
    if (!el) return;
    focusWanted.current = false;
    el.focus({ preventScroll: true });
  });

  const { turns } = summary;
  const total = virtualizer.getTotalSize();
  return (
    <div
      ref={scrollRef}
      data-testid="steps-viewport"
      style={{
        height: `min(70dvh, ${Math.max(total, 120)}px)`,
        overflowY: "auto",
        contain: "strict",
        position: "relative",
      }}
    >
      {layout.count === 0 && (
        <Box p="4">
          <Text color="gray" size="2">
            {emptyText}
          </Text>
        </Box>
      )}
      <ul
        aria-label="Steps"
        onKeyDown={onKeyDown}
        style={{ height: total, position: "relative", width: "100%", margin: 0, padding: 0, listStyle: "none" }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const entry = layout.at(row.index);
          if (!entry) return null;
          const style = {
            position: "absolute",
            top: 0,
            left: 0,
            width: "100%",
            height: row.size,
            transform: `translateY(${row.start}px)`,
          } as const;
          if (entry.kind === "extra") {
            return (
              <li key={row.key} style={style}>
                <ExtraRow extra={entry.extra} />
              </li>
            );
          }
          const item = entry.row;
          if (item.kind === "mark") {
            const next = stepAt(row.index + 1);
            const turn = next?.kind === "step" ? turnIndexOf(turns, next.seq) + 1 : null;
            return (
              <li key={row.key} style={style}>
                <MarkRow mark={item} turn={turns.length > 1 ? turn : null} />
              </li>
            );
          }
          const previous = stepAt(row.index - 1) ?? stepAt(row.index - 2);
          const turn = turns[turnIndexOf(turns, item.seq)];
          return (
            <li
              key={row.key}
              aria-posinset={row.index + 1}
              aria-setsize={layout.count}
              style={{ ...style, borderBottom: "1px solid var(--gray-a3)" }}
            >
              <StepRow
                step={item}
                previousEnd={previous?.kind === "step" ? (previous.end ?? null) : null}
                axis={axisOf(turn, running ? summary.lastAt : null)}
                running={running}
                active={row.index === current}
                index={row.index}
                timelineLink={timelineLink}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
