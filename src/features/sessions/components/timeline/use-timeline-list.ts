import { defaultRangeExtractor, type Range, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TimelineSource, TimelineState } from "../../timeline-model/timeline-model";
import type { ExpandedParts } from "./expanded-parts";
import type { ItemLayout, LayoutExtra } from "./item-layout";
import { mayMakeUpForResize } from "./keep-reader-scroll";
import { expandKeyOf } from "./rows/concise-lines";
import { useLanding } from "./use-landing";
import { useRowKeys } from "./use-row-keys";

/**
 * The Timeline component's parts that are not drawing: the virtual list over the layout, the row the URL
 * selects (landed on once), Find's cursor through the matches, and the j / k / e keys.
 *
 * API: OVERSCAN · useTimelineVirtualizer(viewport, layout, structure, extras) → { virtualizer, layoutRef, focusedRow }
 *      · useSelectedRow(…) → { selectedRowSeq, selectedIndex } · useFindCursor(…) → { matchSeq, matchIndex, goToMatch }
 *      · useTimelineRowKeys(…)
 */
export const OVERSCAN = 6;

type ListVirtualizer = Virtualizer<HTMLDivElement, Element>;

export interface TimelineVirtualizer<X extends LayoutExtra> {
  readonly virtualizer: ListVirtualizer;
  /** The newest layout, for callbacks that must not change with it. */
  readonly layoutRef: RefObject<ItemLayout<X>>;
  /** The row holding the keyboard focus stays rendered when it scrolls away, so the focus is not lost. */
  readonly focusedRow: RefObject<number | null>;
}

export function useTimelineVirtualizer<X extends LayoutExtra>(
  viewport: RefObject<HTMLDivElement | null>,
  layout: ItemLayout<X>,
  structure: number,
  extras: readonly X[],
): TimelineVirtualizer<X> {
  // The virtualizer re-reads every item's key (O(n)) whenever getItemKey changes: give it a new one only
  // when keys moved (rows or extras added or removed), not when a streamed row grew.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const extrasKeys = extras.map((extra) => `${extra.key}@${extra.anchorSeq}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: structure and extrasKeys are what change the keys.
  const getItemKey = useCallback((index: number) => layoutRef.current.keyAt(index), [structure, extrasKeys]);
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement: () => viewport.current,
    estimateSize: () => 88,
    overscan: OVERSCAN,
    getItemKey,
    rangeExtractor,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = mayMakeUpForResize;
  return { virtualizer, layoutRef, focusedRow };
}

interface SelectedRowInput<X extends LayoutExtra> extends TimelineVirtualizer<X> {
  readonly source: TimelineSource & { firstSeqOfRef: (ref: string) => number | undefined };
  readonly state: TimelineState;
  readonly layout: ItemLayout<X>;
  /** The event the URL selects. */
  readonly selectedEvent: string | undefined;
  readonly viewport: RefObject<HTMLDivElement | null>;
  /** Stops following the newest row (a landing or a jump is the reader's own move). */
  readonly release: () => void;
}

/** The row of the event the URL selects, and a landing on it once (a click or a direct load) when it has loaded. */
export function useSelectedRow<X extends LayoutExtra>(input: SelectedRowInput<X>) {
  const { source, state, layout, layoutRef, selectedEvent, viewport, virtualizer, focusedRow, release } = input;
  const selectedRowSeq = useMemo(() => {
    if (selectedEvent === undefined) return null;
    const firstSeq = source.firstSeqOfRef(selectedEvent);
    const entry = firstSeq === undefined ? undefined : source.entries.list.getByKey(firstSeq);
    return entry ? state.rowSeqOf(entry.firstSeq, entry.event) : null;
  }, [selectedEvent, source, state]);
  const selectedIndex = selectedRowSeq === null ? -1 : layout.indexOfRowSeq(selectedRowSeq);
  const landOn = useLanding({
    viewport,
    virtualizer,
    indexOf: (seq) => layoutRef.current.indexOfRowSeq(seq),
    focusedIndex: focusedRow,
  });
  const landedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    // With no event selected, a later link to the one landed on before lands (and takes focus) again.
    if (selectedEvent === undefined) landedOn.current = undefined;
    if (selectedRowSeq === null || selectedIndex < 0 || landedOn.current === selectedEvent) return;
    landedOn.current = selectedEvent;
    release();
    landOn(selectedRowSeq);
  }, [selectedRowSeq, selectedIndex, selectedEvent, release, landOn]);
  return { selectedRowSeq, selectedIndex };
}

/** Find's current match: a row seq (so it survives rows arriving around it), for the query it was found with. */
export function useFindCursor<X extends LayoutExtra>(
  matches: TimelineState["matches"],
  query: string,
  layout: ItemLayout<X>,
  virtualizer: ListVirtualizer,
  release: () => void,
) {
  const [cursor, setCursor] = useState<{ needle: string; seq: number } | null>(null);
  const matchSeq = cursor !== null && cursor.needle === query ? cursor.seq : null;
  const matchIndex = matches && matchSeq !== null ? matches.indexOfKey(matchSeq) : -1;
  const goToMatch = useCallback(
    (step: 1 | -1) => {
      if (!matches || matches.size === 0) return;
      const n = matches.size;
      const next = matchIndex < 0 ? (step === 1 ? 0 : n - 1) : (matchIndex + step + n) % n;
      const seq = matches.get(next) as number;
      setCursor({ needle: query, seq });
      release();
      virtualizer.scrollToIndex(Math.max(0, layout.indexOfRowSeq(seq)), { align: "center" });
    },
    [matches, matchIndex, query, release, virtualizer, layout],
  );
  return { matchSeq, matchIndex, goToMatch };
}

interface RowKeysInput<X extends LayoutExtra> {
  /** `j` / `k` move the current row to this event; without it the keys are off. */
  readonly onCursor: ((ref: string) => void) | undefined;
  readonly selectedIndex: number;
  readonly virtualizer: ListVirtualizer;
  readonly layout: ItemLayout<X>;
  readonly concise: boolean;
  readonly parts: ExpandedParts;
}

/** j / k move the current row (from the first on screen when none is), e expands or folds it. */
export function useTimelineRowKeys<X extends LayoutExtra>(input: RowKeysInput<X>): void {
  const { onCursor, selectedIndex, virtualizer, layout, concise, parts } = input;
  useRowKeys({
    enabled: onCursor !== undefined,
    onMove: (step) => {
      let index = selectedIndex;
      if (index < 0) index = (virtualizer.getVirtualItems()[OVERSCAN]?.index ?? 0) - step;
      for (let i = index + step; i >= 0 && i < layout.count; i += step) {
        const item = layout.at(i);
        if (item?.kind !== "row") continue;
        onCursor?.(item.row.key);
        return;
      }
    },
    onExpand: () => {
      const item = layout.at(selectedIndex);
      const key = item?.kind === "row" ? expandKeyOf(item.row, concise) : null;
      if (key !== null) parts.toggle(key);
    },
  });
}
