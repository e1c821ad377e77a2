import type { Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ItemLayout, LayoutExtra } from "./item-layout";

/** How close (px) to the end still counts as "at the bottom". */
const BOTTOM_SLACK = 48;

export function isAtBottom(el: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
}

interface TimelineScroll {
  following: boolean;
  /** Rows that began after the reader left the bottom. */
  newCount: number;
  onScroll: () => void;
  jumpToLatest: () => void;
  /** Stop following (a permalink or a search result took the reader elsewhere). */
  release: () => void;
}

type Anchor = { seq: number; key?: undefined; delta: number } | { seq?: undefined; key: string; delta: number };

/**
 * Where the reader is. At the bottom, the newest row stays in view as rows arrive or grow. Scrolled
 * up, what they read stays put while history is inserted above it (the first visible item is anchored
 * by its seq, found again in O(log n)), and rows arriving at the tail are counted for "Jump to latest".
 * `growth` changes whenever content changes size (rows added or a streamed row grew).
 */
export function useTimelineScroll<X extends LayoutExtra>(
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  layout: ItemLayout<X>,
  growth: string,
): TimelineScroll {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const [leftAtSeq, setLeftAtSeq] = useState(Number.POSITIVE_INFINITY);
  const anchor = useRef<Anchor | null>(null);
  /** Where the list was when we last saw it (a scroll event, or our own scroll to the end). */
  const lastTop = useRef(0);
  const lastSeq = layout.rows.last()?.seq ?? -1;

  const capture = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const top = el.scrollTop;
    // From the measurements, not the rendered window: on a jump the window still shows the old range.
    const first = virtualizer.getVirtualItemForOffset(top);
    const item = first ? layout.at(first.index) : undefined;
    if (!first || !item) return;
    anchor.current =
      item.kind === "row"
        ? { seq: item.row.seq, delta: first.start - top }
        : { key: item.extra.key, delta: first.start - top };
  }, [scrollRef, virtualizer, layout]);

  const setFollow = useCallback(
    (next: boolean) => {
      if (followingRef.current === next) return;
      followingRef.current = next;
      setFollowing(next);
      if (!next) setLeftAtSeq(lastSeq);
    },
    [lastSeq],
  );

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    // Leaving the tail takes a move up. Nothing else moves the list up short of its end: content growing
    // under a resting reader moves nothing (scroll anchoring is off), and a taller window or a shorter
    // content only clamps scrollTop, which leaves the list at its end. A single jump (Home, a dragged
    // scrollbar) counts the same as a wheel, whatever the window did just before.
    const movedUp = el.scrollTop < lastTop.current - 2;
    lastTop.current = el.scrollTop;
    if (isAtBottom(el)) setFollow(true);
    else if (movedUp) setFollow(false);
    capture();
  }, [scrollRef, setFollow, capture]);

  const scrollToEnd = useCallback(() => {
    if (layout.count === 0) return;
    virtualizer.scrollToIndex(layout.count - 1, { align: "end" });
  }, [virtualizer, layout]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: growth is the trigger; the body reads refs.
  useLayoutEffect(() => {
    if (!followingRef.current) return;
    const el = scrollRef.current;
    // Scrolled up since we last looked, with its scroll event still queued: that is the reader leaving.
    if (el && el.scrollTop < lastTop.current - 2 && !isAtBottom(el)) {
      setFollow(false);
      return;
    }
    scrollToEnd();
    if (el) lastTop.current = el.scrollTop;
  }, [growth, scrollToEnd]);

  // The viewport itself shrinking (an answer card or the composer's options taking room, a phone's
  // layout settling after the first paint) moves no scrollTop and fires no scroll event, yet leaves the
  // tail below the fold: a follower is brought back to the end.
  const toEnd = useRef(scrollToEnd);
  toEnd.current = scrollToEnd;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let height = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight === height) return;
      height = el.clientHeight;
      if (!followingRef.current) return;
      toEnd.current();
      lastTop.current = el.scrollTop;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef]);

  // Rows inserted above (history) or removed (the gap row): keep the first visible item where it was.
  // Only on layout changes — measurement alone must not pull the reader back while they scroll.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const held = anchor.current;
    if (followingRef.current || !el || !held) return;
    const index = held.seq !== undefined ? layout.indexOfRowSeq(held.seq) : layout.indexOfExtra(held.key);
    const start = index < 0 ? undefined : virtualizer.measurementsCache[index]?.start;
    if (start === undefined) return;
    const target = Math.max(0, start - held.delta);
    if (Math.abs(target - el.scrollTop) > 1) el.scrollTop = target;
  }, [layout, scrollRef, virtualizer]);

  const jumpToLatest = useCallback(() => {
    followingRef.current = true;
    setFollowing(true);
    scrollToEnd();
  }, [scrollToEnd]);

  const release = useCallback(() => setFollow(false), [setFollow]);
  const newCount = following ? 0 : layout.rows.size - layout.rows.lowerBound(leftAtSeq + 1);
  return { following, newCount, onScroll, jumpToLatest, release };
}
