import type { Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** How close (px) to the end still counts as "at the bottom". */
const BOTTOM_SLACK = 48;

export function isAtBottom(el: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
}

interface FollowTail {
  following: boolean;
  /** Rows appended since the reader left the bottom. */
  newCount: number;
  onScroll: () => void;
  jumpToLatest: () => void;
  /** Stop following (e.g. a permalink or search result took the reader elsewhere). */
  release: () => void;
}

/**
 * Keeps the newest row in view only while the reader sits at the bottom; once
 * they scroll up, counts what arrives so a button can bring them back.
 * `growth` changes whenever content changes size (rows added or a streamed row grew).
 */
export function useFollowTail(
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  count: number,
  growth: string | number,
): FollowTail {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const [leftAt, setLeftAt] = useState(count);

  const setFollow = useCallback(
    (next: boolean) => {
      if (followingRef.current === next) return;
      followingRef.current = next;
      setFollowing(next);
      if (!next) setLeftAt(count);
    },
    [count],
  );

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    setFollow(isAtBottom(el));
  }, [scrollRef, setFollow]);

  const scrollToEnd = useCallback(() => {
    if (count === 0) return;
    virtualizer.scrollToIndex(count - 1, { align: "end" });
  }, [virtualizer, count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: growth is the trigger; the body reads refs.
  useEffect(() => {
    if (followingRef.current) scrollToEnd();
  }, [growth, scrollToEnd]);

  const jumpToLatest = useCallback(() => {
    followingRef.current = true;
    setFollowing(true);
    scrollToEnd();
  }, [scrollToEnd]);

  const release = useCallback(() => setFollow(false), [setFollow]);

  return { following, newCount: following ? 0 : Math.max(0, count - leftAt), onScroll, jumpToLatest, release };
}
