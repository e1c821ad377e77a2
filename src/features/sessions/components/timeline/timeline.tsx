import { ArrowDownIcon } from "@radix-ui/react-icons";
import { Box, Button, Text } from "@radix-ui/themes";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { NO_ROW_FILTER, type RowFilter } from "../../timeline-model/row-filter";
import { TimelineModel, type TimelineSource } from "../../timeline-model/timeline-model";
import type { FilterType } from "../../timeline-model/timeline-rows";
import { ExpandedParts, ExpandedPartsProvider } from "./expanded-parts";
import { ItemLayout, type LayoutExtra } from "./item-layout";
import { mayMakeUpForResize } from "./keep-reader-scroll";
import { expandKeyOf } from "./rows/concise-lines";
import { RowPlaceholder } from "./rows/row-placeholder";
import { TimelineRowView } from "./rows/timeline-row";
import { type TimelineActions, TimelineActionsContext } from "./timeline-actions";
import { TimelineToolbar } from "./timeline-toolbar";
import { TimelineTools } from "./timeline-tools";
import { useFastScroll } from "./use-fast-scroll";
import { useFeedFocus } from "./use-feed-focus";
import { useLanding } from "./use-landing";
import { useRowKeys } from "./use-row-keys";
import { useTimelineScroll } from "./use-timeline-scroll";

export interface TimelineProps<X extends LayoutExtra> {
  /** The feed snapshot: immutable entries + journal (see events/timeline-model.ts). */
  source: TimelineSource & { firstSeqOfRef: (ref: string) => number | undefined };
  /** Items placed among the rows by seq: your follow-ups, the history still loading. */
  extras: readonly X[];
  renderExtra: (extra: X) => ReactNode;
  types: readonly FilterType[];
  onTypesChange: (types: FilterType[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
  actions: TimelineActions;
  /** The live status indicator (kept outside so the list has no feed dependency). */
  status: ReactNode;
  /** Whether to offer the Debug filter (owner/admin keys with sessions:debug). */
  canDebug?: boolean;
  /** Shown instead of rows when there are none (loading, no events yet, nothing matches the filter). */
  emptyText: string;
  busy?: boolean;
  /** Not every event is read (still loading, retrying or failed): Find says its count is so far. */
  readSoFar?: boolean;
  /** Timeline tools (search params): tool / errors-only filter and concise rows. */
  filter?: RowFilter;
  onFilterChange?: (filter: RowFilter) => void;
  concise?: boolean;
  onConciseChange?: (concise: boolean) => void;
  /** `j` / `k` moved the current row to this event (the page keeps it in the URL without a history entry). */
  onCursor?: (ref: string) => void;
  /** Given the scroll viewport (role feed), for the page's "Skip to timeline". */
  viewportRef?: RefObject<HTMLElement | null>;
  /**
   * Answer cards show above the timeline: from the sm breakpoint on it keeps half the window's height
   * (or all its rows, if fewer), and the page scrolls as one when the cards and the composer need more.
   */
  keepRoom?: boolean;
}

const OVERSCAN = 6;
const TIMELINE_MIN_PX = 96;

/** The list's least height: a row or two; under answer cards, from sm on, half the window or all its rows. */
function roomFor(keepRoom: boolean, total: number) {
  const least = `${TIMELINE_MIN_PX}px`;
  return keepRoom ? { initial: least, sm: `max(${least}, min(${Math.ceil(total)}px, 50dvh))` } : least;
}

const canScroll = (el: HTMLElement | null): boolean => el !== null && el.scrollHeight > el.clientHeight + 1;

function TimelineView<X extends LayoutExtra>(props: TimelineProps<X>) {
  const { source, extras, renderExtra, types, onTypesChange, query, onQueryChange, actions, status } = props;
  const model = useRef<TimelineModel | null>(null);
  model.current ??= new TimelineModel();
  const deferredQuery = useDeferredValue(query);
  const filter = props.filter ?? NO_ROW_FILTER;
  const concise = props.concise ?? false;
  // O(changes since the last render): the model replays the entries journal.
  const state = useMemo(
    () => (model.current as TimelineModel).update(source, types, deferredQuery, filter),
    [source, types, deferredQuery, filter],
  );
  const [parts] = useState(() => new ExpandedParts());
  const layout = useMemo(() => new ItemLayout(state.rows, extras), [state.rows, extras]);
  const matches = state.matches;
  // The cursor is a row seq, so it survives rows arriving around it.
  const [cursor, setCursor] = useState<{ needle: string; seq: number } | null>(null);
  const matchSeq = cursor !== null && cursor.needle === deferredQuery ? cursor.seq : null;
  const matchIndex = matches && matchSeq !== null ? matches.indexOfKey(matchSeq) : -1;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { viewportRef } = props;
  const setViewport = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      if (viewportRef) viewportRef.current = el;
    },
    [viewportRef],
  );

  // The virtualizer re-reads every item's key (O(n)) whenever getItemKey changes: give it a new one only
  // when keys moved (rows or extras added or removed), not when a streamed row grew.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const extrasKeys = extras.map((extra) => `${extra.key}@${extra.anchorSeq}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: structure and extrasKeys are what change the keys.
  const getItemKey = useCallback((index: number) => layoutRef.current.keyAt(index), [state.structure, extrasKeys]);
  // The row holding the keyboard focus stays rendered when it scrolls away, so the focus is not lost.
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 88,
    overscan: OVERSCAN,
    getItemKey,
    rangeExtractor,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = mayMakeUpForResize;
  const scroll = useTimelineScroll(
    scrollRef,
    virtualizer,
    layout,
    `${state.version}:${layout.count}:${virtualizer.getTotalSize()}`,
  );
  const { release } = scroll;
  const fast = useFastScroll(scrollRef);

  const { selectedEvent } = actions;
  const selectedRowSeq = useMemo(() => {
    if (selectedEvent === undefined) return null;
    const firstSeq = source.firstSeqOfRef(selectedEvent);
    const entry = firstSeq === undefined ? undefined : source.entries.list.getByKey(firstSeq);
    return entry ? state.rowSeqOf(entry.firstSeq, entry.event) : null;
  }, [selectedEvent, source, state]);
  const selectedIndex = selectedRowSeq === null ? -1 : layout.indexOfRowSeq(selectedRowSeq);
  const landOn = useLanding({
    viewport: scrollRef,
    virtualizer,
    indexOf: (seq) => layoutRef.current.indexOfRowSeq(seq),
    focusedIndex: focusedRow,
  });
  const landedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Land on a linked event once (a click or a direct load), as soon as its row has loaded.
    if (selectedRowSeq === null || selectedIndex < 0 || landedOn.current === selectedEvent) return;
    landedOn.current = selectedEvent;
    release();
    landOn(selectedRowSeq);
  }, [selectedRowSeq, selectedIndex, selectedEvent, release, landOn]);

  const goToMatch = useCallback(
    (step: 1 | -1) => {
      if (!matches || matches.size === 0) return;
      const n = matches.size;
      const next = matchIndex < 0 ? (step === 1 ? 0 : n - 1) : (matchIndex + step + n) % n;
      const seq = matches.get(next) as number;
      setCursor({ needle: deferredQuery, seq });
      release();
      virtualizer.scrollToIndex(Math.max(0, layout.indexOfRowSeq(seq)), { align: "center" });
    },
    [matches, matchIndex, deferredQuery, release, virtualizer, layout],
  );

  const { onCursor } = props;
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
  const rowActions = useMemo(() => ({ ...actions, concise }), [actions, concise]);
  const feedFocus = useFeedFocus({
    viewport: scrollRef,
    count: layout.count,
    currentIndex: selectedIndex,
    focusedIndex: focusedRow,
    scrollToIndex: (index) => {
      release();
      virtualizer.scrollToIndex(index, { align: "auto" });
    },
  });

  const count = layout.count;
  return (
    <TimelineActionsContext.Provider value={rowActions}>
      <ExpandedPartsProvider store={parts}>
        <TimelineToolbar
          types={types}
          onTypesChange={onTypesChange}
          query={query}
          onQueryChange={onQueryChange}
          matchCount={matches?.size ?? 0}
          searching={deferredQuery !== query}
          readSoFar={props.readSoFar ?? false}
          matchIndex={matchIndex}
          onNext={() => goToMatch(1)}
          onPrev={() => goToMatch(-1)}
          status={status}
          canDebug={props.canDebug ?? true}
          tools={
            props.onFilterChange && props.onConciseChange ? (
              <TimelineTools
                tools={state.tools}
                filter={filter}
                onFilterChange={props.onFilterChange}
                concise={concise}
                onConciseChange={props.onConciseChange}
              />
            ) : null
          }
        />
        <Box
          position="relative"
          mt="2"
          // Room for a row or two however tall the header and composer are (a failed session on a phone);
          // below that the page scrolls. A short session stays as short as it is. Under answer cards, on
          // wider screens, half the window (docs/design-notes.md, "Room for the evidence").
          minHeight={roomFor(props.keepRoom ?? false, virtualizer.getTotalSize())}
          style={{ flex: "0 1 auto", display: "flex", flexDirection: "column" }}
        >
          <div
            ref={setViewport}
            onScroll={scroll.onScroll}
            onKeyDown={feedFocus.onKeyDown}
            onFocus={feedFocus.onFocus}
            onBlur={feedFocus.onBlur}
            onPointerDown={feedFocus.onPointerDown}
            role="feed"
            aria-label="Session timeline"
            aria-keyshortcuts="ArrowDown ArrowUp PageDown PageUp J K E"
            aria-busy={props.busy ?? false}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll viewport must be keyboard scrollable.
            tabIndex={0}
            data-testid="timeline-viewport"
            style={{ flex: "0 1 auto", minHeight: 0, overflowY: "auto", overflowAnchor: "none", contain: "content" }}
          >
            {count === 0 && (
              <Box p="4">
                <Text color="gray" size="2">
                  {props.emptyText}
                </Text>
              </Box>
            )}
            <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const entry = layout.at(item.index);
                if (!entry) return null;
                const common = {
                  "data-index": item.index,
                  ref: virtualizer.measureElement,
                  "aria-posinset": item.index + 1,
                  "aria-setsize": count,
                  tabIndex: -1,
                };
                const position = {
                  position: "absolute",
                  top: 0,
                  left: 0,
                  width: "100%",
                  transform: `translateY(${item.start}px)`,
                } as const;
                if (entry.kind === "extra") {
                  return (
                    <article key={item.key} {...common} data-extra={entry.extra.key} style={position}>
                      {renderExtra(entry.extra)}
                    </article>
                  );
                }
                const { row } = entry;
                if (fast) {
                  // Not measured: a placeholder holds the slot the row had (or was estimated to have).
                  return (
                    <article
                      key={item.key}
                      data-index={item.index}
                      aria-posinset={item.index + 1}
                      aria-setsize={count}
                      tabIndex={-1}
                      style={{ ...position, height: item.size }}
                    >
                      <RowPlaceholder row={row} />
                    </article>
                  );
                }
                const selected = row.seq === selectedRowSeq;
                const matched = row.seq === matchSeq;
                return (
                  <article
                    key={item.key}
                    {...common}
                    data-event-id={row.key}
                    data-result-id={row.kind === "tool" && row.use && row.result ? row.result.id : undefined}
                    aria-current={selected ? "true" : undefined}
                    style={{
                      ...position,
                      borderBottom: "1px solid var(--gray-a3)",
                      background: selected ? "var(--accent-a3)" : matched ? "var(--amber-a3)" : undefined,
                      boxShadow: selected ? "inset 3px 0 0 var(--accent-9)" : undefined,
                    }}
                  >
                    <TimelineRowView row={row} />
                  </article>
                );
              })}
            </div>
          </div>
          {/* Only when there is somewhere to jump to: in a list that fits, the button would cover the last row. */}
          {!scroll.following && count > 0 && canScroll(scrollRef.current) && (
            <Box position="absolute" bottom="0" right="0" m="3">
              <Button size="2" variant="solid" onClick={scroll.jumpToLatest}>
                <ArrowDownIcon />
                {scroll.newCount > 0 ? `Jump to latest (${scroll.newCount} new)` : "Jump to latest"}
              </Button>
            </Box>
          )}
        </Box>
      </ExpandedPartsProvider>
    </TimelineActionsContext.Provider>
  );
}

// Named for the render count of the bench and of timeline-renders.test.tsx (react-commits.ts), minified or not.
TimelineView.displayName = "Timeline";

/** Memoized: a feed read that brings no events (same source, same props) re-renders no row. */
export const Timeline = memo(TimelineView) as typeof TimelineView;
