import { ArrowDownIcon } from "@radix-ui/react-icons";
import { Box, Button, Text } from "@radix-ui/themes";
import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { NO_ROW_FILTER, type RowFilter } from "../../timeline-model/row-filter";
import { TimelineModel, type TimelineSource } from "../../timeline-model/timeline-model";
import type { FilterType } from "../../timeline-model/timeline-rows";
import { ExpandedParts, ExpandedPartsProvider } from "./expanded-parts";
import { ItemLayout, type LayoutExtra } from "./item-layout";
import { type TimelineActions, TimelineActionsContext } from "./timeline-actions";
import { timelineItems } from "./timeline-items";
import { TimelineToolbar } from "./timeline-toolbar";
import { TimelineTools } from "./timeline-tools";
import { useFastScroll } from "./use-fast-scroll";
import { useFeedFocus } from "./use-feed-focus";
import { useFindCursor, useSelectedRow, useTimelineRowKeys, useTimelineVirtualizer } from "./use-timeline-list";
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

const TIMELINE_MIN_PX = 96;

/** The list's least height: a row or two; under answer cards, from sm on, half the window or all its rows. */
function roomFor(keepRoom: boolean, total: number) {
  const least = `${TIMELINE_MIN_PX}px`;
  return keepRoom ? { initial: least, sm: `max(${least}, min(${Math.ceil(total)}px, 50dvh))` } : least;
}

const canScroll = (el: HTMLElement | null): boolean => el !== null && el.scrollHeight > el.clientHeight + 1;

/** The rows of the model for the source, types, Find query and filter: O(changes since the last render). */
function useTimelineState(source: TimelineSource, types: readonly FilterType[], query: string, filter: RowFilter) {
  const model = useRef<TimelineModel | null>(null);
  model.current ??= new TimelineModel();
  return useMemo(
    () => (model.current as TimelineModel).update(source, types, query, filter),
    [source, types, query, filter],
  );
}

/**
 * Find's next and previous, the same functions for the timeline's life: the step itself changes with
 * every live page (it reads the layout), and a new function each time would re-render the toolbar.
 */
function useStableSteps(goToMatch: (step: 1 | -1) => void) {
  const latest = useRef(goToMatch);
  useLayoutEffect(() => {
    latest.current = goToMatch;
  });
  return useMemo(() => ({ onNext: () => latest.current(1), onPrev: () => latest.current(-1) }), []);
}

/** The scroll viewport, kept here and handed to the page (its "Skip to timeline" target). */
function useViewport(viewportRef: RefObject<HTMLElement | null> | undefined) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setViewport = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      if (viewportRef) viewportRef.current = el;
    },
    [viewportRef],
  );
  return { scrollRef, setViewport };
}

function TimelineView<X extends LayoutExtra>(props: TimelineProps<X>) {
  const { source, extras, renderExtra, query, actions } = props;
  const deferredQuery = useDeferredValue(query);
  const filter = props.filter ?? NO_ROW_FILTER;
  const concise = props.concise ?? false;
  const busy = props.busy ?? false;
  const state = useTimelineState(source, props.types, deferredQuery, filter);
  const [parts] = useState(() => new ExpandedParts());
  const layout = useMemo(() => new ItemLayout(state.rows, extras), [state.rows, extras]);
  const { scrollRef, setViewport } = useViewport(props.viewportRef);
  const list = useTimelineVirtualizer(scrollRef, layout, state.structure, extras);
  const { virtualizer, focusedRow } = list;
  const scroll = useTimelineScroll(
    scrollRef,
    virtualizer,
    layout,
    `${state.version}:${layout.count}:${virtualizer.getTotalSize()}`,
  );
  const { release } = scroll;
  const fast = useFastScroll(scrollRef);
  const selection = { source, state, layout, selectedEvent: actions.selectedEvent, viewport: scrollRef, release };
  const { selectedRowSeq, selectedIndex } = useSelectedRow({ ...list, ...selection });
  const find = useFindCursor(state.matches, deferredQuery, layout, virtualizer, release);
  useTimelineRowKeys({ onCursor: props.onCursor, selectedIndex, virtualizer, layout, concise, parts });
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
  const { onFilterChange, onConciseChange } = props;
  const { onNext, onPrev } = useStableSteps(find.goToMatch);
  // Kept across live pages, so the memoized toolbar re-renders only when what it shows changes.
  const tools = useMemo(
    () =>
      onFilterChange && onConciseChange ? (
        <TimelineTools
          tools={state.tools}
          filter={filter}
          onFilterChange={onFilterChange}
          concise={concise}
          onConciseChange={onConciseChange}
        />
      ) : null,
    [state.tools, filter, onFilterChange, concise, onConciseChange],
  );
  return (
    <TimelineActionsContext.Provider value={rowActions}>
      <ExpandedPartsProvider store={parts}>
        <TimelineToolbar
          types={props.types}
          onTypesChange={props.onTypesChange}
          query={query}
          onQueryChange={props.onQueryChange}
          matchCount={state.matches?.size ?? 0}
          searching={deferredQuery !== query}
          readSoFar={props.readSoFar ?? false}
          matchIndex={find.matchIndex}
          onNext={onNext}
          onPrev={onPrev}
          status={props.status}
          canDebug={props.canDebug ?? true}
          tools={tools}
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
            {...feedFocus}
            role="feed"
            aria-label="Session timeline"
            aria-keyshortcuts="ArrowDown ArrowUp PageDown PageUp J K E"
            aria-busy={busy}
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
              {timelineItems(virtualizer, layout, renderExtra, { fast, selectedRowSeq, matchSeq: find.matchSeq })}
            </div>
          </div>
          {/* Only when there is somewhere to jump to: in a list that fits, the button would cover the last row. */}
          {!scroll.following && count > 0 && canScroll(scrollRef.current) && (
            <JumpToLatest newCount={scroll.newCount} onJump={scroll.jumpToLatest} />
          )}
        </Box>
      </ExpandedPartsProvider>
    </TimelineActionsContext.Provider>
  );
}

function JumpToLatest({ newCount, onJump }: { newCount: number; onJump: () => void }) {
  return (
    <Box position="absolute" bottom="0" right="0" m="3">
      <Button size="2" variant="solid" onClick={onJump}>
        <ArrowDownIcon />
        {newCount > 0 ? `Jump to latest (${newCount} new)` : "Jump to latest"}
      </Button>
    </Box>
  );
}

// Named for the render count of the bench and of timeline-renders.test.tsx (react-commits.ts), minified or not.
TimelineView.displayName = "Timeline";

/** Memoized: a feed read that brings no events (same source, same props) re-renders no row. */
export const Timeline = memo(TimelineView) as typeof TimelineView;
