import { Box, Text } from "@radix-ui/themes";
import { useVirtualizer, type VirtualItem } from "@tanstack/react-virtual";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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

type StepsLayout = ItemLayout<FlowExtra, StepItem>;

const stepOf = (layout: StepsLayout, index: number): StepItem | undefined => {
  const item = layout.at(index);
  return item?.kind === "row" ? item.row : undefined;
};

/** Fixed heights from the item kind: nothing is measured. Keys move only when the structure or the extras do. */
function useStepsVirtualizer(items: SeqList<StepItem>, structure: number, extras: readonly FlowExtra[]) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const layout = useMemo(() => new ItemLayout<FlowExtra, StepItem>(items, extras), [items, extras]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const extrasKeys = extras.map((extra) => `${extra.key}@${extra.anchorSeq}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys move only when the structure or the extras do.
  const getItemKey = useCallback((index: number) => layoutRef.current.keyAt(index), [structure, extrasKeys]);
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
  return { scrollRef, layout, virtualizer };
}

/** The one bar in the Tab order (the first step until keys moved it) and the keys that move it, focus following. */
function useStepCursor(
  layout: StepsLayout,
  scrollTo: (index: number) => void,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const [active, setActive] = useState<number | null>(null);
  const focusWanted = useRef(false);
  const firstStep = useCallback(() => {
    for (let i = 0; i < layout.count; i++) {
      const item = layout.at(i);
      if (item?.kind === "row" && item.row.kind === "step") return i;
    }
    return -1;
  }, [layout]);
  const current = active !== null && stepOf(layout, active)?.kind === "step" ? active : firstStep();
  const move = (to: number | "first" | "last") => {
    const n = layout.count;
    let index = to === "first" ? 0 : to === "last" ? n - 1 : Math.min(n - 1, Math.max(0, current + to));
    const step = to === "first" || (typeof to === "number" && to > 0) ? 1 : -1;
    while (index >= 0 && index < n && stepOf(layout, index)?.kind !== "step") index += step;
    if (index < 0 || index >= n) return;
    setActive(index);
    focusWanted.current = true;
    scrollTo(index);
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
  return { current, onKeyDown };
}

export function StepsList({ items, structure, summary, running, timelineLink, emptyText, extras }: StepsListProps) {
  const { scrollRef, layout, virtualizer } = useStepsVirtualizer(items, structure, extras);
  const scrollTo = (index: number) => virtualizer.scrollToIndex(index, { align: "auto" });
  const { current, onKeyDown } = useStepCursor(layout, scrollTo, scrollRef);
  const total = virtualizer.getTotalSize();
  const rows = { layout, summary, running, current, timelineLink };
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
        {virtualizer.getVirtualItems().map((row) => stepsItem(row, rows))}
      </ul>
    </div>
  );
}

interface StepsRows {
  readonly layout: StepsLayout;
  readonly summary: StepsSummary;
  readonly running: boolean;
  /** The index of the bar in the Tab order. */
  readonly current: number;
  readonly timelineLink: TimelineLink;
}

/** One virtual item: a follow-up or the history gap, a status mark (naming the turn it opens), or a step's bar. */
function stepsItem(row: VirtualItem, { layout, summary, running, current, timelineLink }: StepsRows): ReactNode {
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
  const { turns } = summary;
  const item = entry.row;
  if (item.kind === "mark") {
    const next = stepOf(layout, row.index + 1);
    const turn = next?.kind === "step" ? turnIndexOf(turns, next.seq) + 1 : null;
    return (
      <li key={row.key} style={style}>
        <MarkRow mark={item} turn={turns.length > 1 ? turn : null} />
      </li>
    );
  }
  const previous = stepOf(layout, row.index - 1) ?? stepOf(layout, row.index - 2);
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
}
