import { ArrowDownIcon } from "@radix-ui/react-icons";
import { Box, Button, Text } from "@radix-ui/themes";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { SessionEvent } from "@/api/types";
import { buildRows, type FilterType, findEventRow, findMatches } from "./build-rows";
import { ExpansionProvider } from "./expansion";
import { TimelineRowView } from "./rows/timeline-row";
import { type TimelineActions, TimelineActionsContext } from "./timeline-actions";
import { TimelineToolbar } from "./timeline-toolbar";
import { useFollowTail } from "./use-follow-tail";

export interface TimelineProps {
  events: readonly SessionEvent[];
  /** Bumps whenever the store changes (also when a streamed event grew in place). */
  version: number;
  types: readonly FilterType[];
  onTypesChange: (types: FilterType[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
  actions: TimelineActions;
  /** The live status indicator (kept outside so the list has no poller dependency). */
  status: ReactNode;
  /** Scroll viewport height; the list mounts only what fits plus overscan. */
  height?: string;
}

const OVERSCAN = 6;

export function Timeline(props: TimelineProps) {
  const { events, version, types, onTypesChange, query, onQueryChange, actions, status } = props;
  const typeSet = useMemo(() => new Set(types), [types]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks in-place growth of the same array.
  const rows = useMemo(() => buildRows(events, typeSet), [events, typeSet, version]);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => findMatches(rows, deferredQuery), [rows, deferredQuery]);
  // The cursor belongs to one match list; a new query, filter or arriving rows start over.
  const [cursor, setCursor] = useState<{ of: readonly number[]; index: number }>({ of: [], index: -1 });
  const matchIndex = cursor.of === matches ? cursor.index : -1;
  const scrollRef = useRef<HTMLDivElement | null>(null);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 88,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  const follow = useFollowTail(
    scrollRef,
    virtualizer,
    rows.length,
    `${version}:${rows.length}:${virtualizer.getTotalSize()}`,
  );
  const { release } = follow;

  const { selectedEvent, resolveRef } = actions;
  const selectedIndex = useMemo(
    () => findEventRow(rows, selectedEvent === undefined ? undefined : (resolveRef?.(selectedEvent) ?? selectedEvent)),
    [rows, selectedEvent, resolveRef],
  );
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Scroll to a permalinked event once, as soon as it has loaded.
    if (selectedIndex < 0 || scrolledTo.current === selectedEvent) return;
    scrolledTo.current = selectedEvent;
    release();
    virtualizer.scrollToIndex(selectedIndex, { align: "center" });
  }, [selectedIndex, selectedEvent, release, virtualizer]);

  const goToMatch = useCallback(
    (step: 1 | -1) => {
      if (matches.length === 0) return;
      const next =
        matchIndex < 0 ? (step === 1 ? 0 : matches.length - 1) : (matchIndex + step + matches.length) % matches.length;
      setCursor({ of: matches, index: next });
      release();
      virtualizer.scrollToIndex(matches[next] ?? 0, { align: "center" });
    },
    [matches, matchIndex, release, virtualizer],
  );
  const currentMatchRow = matchIndex >= 0 ? matches[matchIndex] : undefined;

  return (
    <TimelineActionsContext.Provider value={actions}>
      <ExpansionProvider>
        <TimelineToolbar
          types={types}
          onTypesChange={onTypesChange}
          query={query}
          onQueryChange={onQueryChange}
          matchCount={matches.length}
          matchIndex={matchIndex}
          onNext={() => goToMatch(1)}
          onPrev={() => goToMatch(-1)}
          status={status}
        />
        <Box position="relative">
          <div
            ref={scrollRef}
            onScroll={follow.onScroll}
            role="feed"
            aria-label="Session timeline"
            aria-busy={false}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll viewport must be keyboard scrollable.
            tabIndex={0}
            data-testid="timeline-viewport"
            style={{
              height: props.height ?? "min(70vh, 900px)",
              minHeight: 280,
              overflowY: "auto",
              contain: "strict",
              border: "1px solid var(--gray-a5)",
              borderRadius: "var(--radius-3)",
            }}
          >
            {rows.length === 0 && (
              <Box p="4">
                <Text color="gray" size="2">
                  {events.length === 0 ? "No events yet." : "No events match the selected types."}
                </Text>
              </Box>
            )}
            <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const selected = item.index === selectedIndex;
                const matched = item.index === currentMatchRow;
                return (
                  <article
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    data-event-id={row.key}
                    data-result-id={row.kind === "tool" && row.use && row.result ? row.result.id : undefined}
                    aria-posinset={item.index + 1}
                    aria-setsize={rows.length}
                    aria-current={selected ? "true" : undefined}
                    style={{
                      position: "absolute",
                      top: 0,
                      left: 0,
                      width: "100%",
                      transform: `translateY(${item.start}px)`,
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
          {!follow.following && rows.length > 0 && (
            <Box position="absolute" bottom="0" right="0" m="3">
              <Button size="2" variant="solid" onClick={follow.jumpToLatest}>
                <ArrowDownIcon />
                {follow.newCount > 0 ? `Jump to latest (${follow.newCount} new)` : "Jump to latest"}
              </Button>
            </Box>
          )}
        </Box>
      </ExpansionProvider>
    </TimelineActionsContext.Provider>
  );
}
