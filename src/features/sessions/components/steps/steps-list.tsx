import { Box, Text } from "@radix-ui/themes";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import type { SeqList } from "../../timeline-model/seq-list";
import type { StepItem, StepsSummary } from "../../timeline-model/steps";
import { axisOf, turnIndexOf } from "./step-format";
import { MARK_HEIGHT, MarkRow, STEP_HEIGHT, StepRow } from "./step-row";
import type { TimelineLink } from "./timeline-link";

/**
 * Every step as a bar, virtualized (rows of fixed height: nothing is measured, so 25 000 steps cost what a
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

export function StepsList({ items, structure, summary, running, timelineLink, emptyText }: StepsListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys move only when the structure does.
  const getItemKey = useCallback((index: number) => itemsRef.current.get(index)?.seq ?? index, [structure]);
  const virtualizer = useVirtualizer({
    count: items.size,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (itemsRef.current.get(index)?.kind === "mark" ? MARK_HEIGHT : STEP_HEIGHT),
    overscan: 8,
    getItemKey,
  });
  const [active, setActive] = useState<number | null>(null);
  const focusWanted = useRef(false);
  const firstStep = useCallback(() => {
    for (let i = 0; i < items.size; i++) if (items.get(i)?.kind === "step") return i;
    return -1;
  }, [items]);
  const current = active !== null && items.get(active)?.kind === "step" ? active : firstStep();

  const move = (to: number | "first" | "last") => {
    const n = items.size;
    let index = to === "first" ? 0 : to === "last" ? n - 1 : Math.min(n - 1, Math.max(0, current + to));
    const step = to === "first" || (typeof to === "number" && to > 0) ? 1 : -1;
    while (index >= 0 && index < n && items.get(index)?.kind !== "step") index += step;
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
      {items.size === 0 && (
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
          const item = items.get(row.index);
          if (!item) return null;
          const style = {
            position: "absolute",
            top: 0,
            left: 0,
            width: "100%",
            height: row.size,
            transform: `translateY(${row.start}px)`,
          } as const;
          if (item.kind === "mark") {
            const next = items.get(row.index + 1);
            const turn = next?.kind === "step" ? turnIndexOf(turns, next.seq) + 1 : null;
            return (
              <li key={row.key} style={style}>
                <MarkRow mark={item} turn={turns.length > 1 ? turn : null} />
              </li>
            );
          }
          const previous = items.get(row.index - 1);
          const turn = turns[turnIndexOf(turns, item.seq)];
          return (
            <li
              key={row.key}
              aria-posinset={row.index + 1}
              aria-setsize={items.size}
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
