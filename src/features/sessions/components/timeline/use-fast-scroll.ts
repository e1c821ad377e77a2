import { type RefObject, useEffect, useRef, useState } from "react";
import { isAtBottom } from "./use-timeline-scroll";

/** How long after the last big jump the real rows come back. */
const SETTLE_MS = 140;

/**
 * True while the reader drags through the list faster than a screen per scroll event (the scrollbar
 * thumb across 100 000 rows): rows then draw as light placeholders, so every frame stays cheap, and
 * the real rows render once the scrolling settles. Listens in the capture phase, so the state is set
 * before the virtualizer renders the new range for the same event.
 */
export function useFastScroll(scrollRef: RefObject<HTMLElement | null>): boolean {
  const [fast, setFast] = useState(false);
  const lastTop = useRef(0);
  const fastRef = useRef(false);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    lastTop.current = el.scrollTop;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      // Following the tail (the loop scrolling to new rows at the bottom) is never a drag.
      const jump = Math.abs(el.scrollTop - lastTop.current) > el.clientHeight && !isAtBottom(el);
      lastTop.current = el.scrollTop;
      // Nor is a scroll to a row control the keyboard focused: a placeholder would unmount it and drop
      // the focus to <body> (Tab from the feed into its first row did exactly that).
      const focused = document.activeElement;
      if (!jump || (focused !== el && el.contains(focused))) return;
      if (!fastRef.current) {
        fastRef.current = true;
        setFast(true);
      }
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        fastRef.current = false;
        setFast(false);
      }, SETTLE_MS);
    };
    el.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll, { capture: true });
      if (timer !== null) clearTimeout(timer);
    };
  }, [scrollRef]);
  return fast;
}
