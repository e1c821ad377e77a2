import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useRef } from "react";
import { isTypingTarget } from "./use-row-keys";

/**
 * Roving focus over the timeline's rows (the WAI-ARIA feed pattern), so a long session costs a few Tabs,
 * not one per row action: the feed is one Tab stop; Tab from it enters the current row (the selected one,
 * else the first on screen); Tab goes through that row's own actions and then leaves the feed; Shift+Tab
 * walks back out the same way. Arrow Up/Down and Page Up/Down move between rows, scrolling them in.
 *
 * API: useFeedFocus({ viewport, count, currentIndex, scrollToIndex, focusedIndex }) → { onKeyDown, onFocus,
 * onBlur, onPointerDown } · tabbables(root) · firstTabbableAfter(el)
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex], [contenteditable="true"]';

/** Elements Tab stops at inside root, in document order (negative tabindex and hidden subtrees left out). */
export function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.closest("[hidden], [inert], [aria-hidden='true']") === null,
  );
}

/** The first element Tab stops at after el and everything inside it; null when el is the last. */
export function firstTabbableAfter(el: Element): HTMLElement | null {
  for (const candidate of tabbables(el.ownerDocument.body)) {
    if (el.contains(candidate)) continue;
    if (el.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) return candidate;
  }
  return null;
}

const ROW = "article[data-index]";
const STEP: Record<string, 1 | -1> = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 };

export interface FeedFocus {
  viewport: RefObject<HTMLElement | null>;
  count: number;
  /** The row Tab enters: the selected row's index when it has one, else -1 (the first row on screen). */
  currentIndex: number;
  scrollToIndex: (index: number) => void;
  /** Written here: the row holding the focus (null when it is elsewhere), for the virtualizer to keep. */
  focusedIndex: { current: number | null };
}

export function useFeedFocus({ viewport, count, currentIndex, scrollToIndex, focusedIndex }: FeedFocus) {
  const pointer = useRef(false);

  const rowAt = useCallback(
    (index: number) => viewport.current?.querySelector<HTMLElement>(`${ROW}[data-index="${index}"]`) ?? null,
    [viewport],
  );

  const focusRow = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index));
      focusedIndex.current = target;
      scrollToIndex(target);
      // The row may mount on the virtualizer's next render: look for it for a few frames.
      let frames = 0;
      const attempt = () => {
        const row = rowAt(target);
        if (row) row.focus({ preventScroll: true });
        else if (frames++ < 10) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [count, rowAt, scrollToIndex, focusedIndex],
  );

  const firstOnScreen = useCallback((): number => {
    const el = viewport.current;
    if (!el) return 0;
    const top = el.getBoundingClientRect().top;
    for (const row of el.querySelectorAll<HTMLElement>(ROW)) {
      if (row.getBoundingClientRect().bottom > top + 1) return Number(row.dataset.index);
    }
    return 0;
  }, [viewport]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const el = viewport.current;
      const target = event.target as HTMLElement;
      if (!el || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const row = target.closest<HTMLElement>(ROW);
      if (event.key === "Tab") {
        if (target === el) {
          if (event.shiftKey || count === 0) return;
          event.preventDefault();
          focusRow(currentIndex >= 0 ? currentIndex : firstOnScreen());
          return;
        }
        if (!row || !el.contains(row)) return;
        const stops = tabbables(row);
        if (event.shiftKey) {
          if (target === row) {
            event.preventDefault();
            el.focus({ preventScroll: true });
          } else if (target === stops[0]) {
            event.preventDefault();
            row.focus({ preventScroll: true });
          }
          return;
        }
        if (target === (stops.at(-1) ?? row)) {
          const next = firstTabbableAfter(el);
          if (next) {
            event.preventDefault();
            next.focus();
          }
        }
        return;
      }
      const step = STEP[event.key];
      if (step === undefined || !row || event.shiftKey || isTypingTarget(target)) return;
      event.preventDefault();
      focusRow(Number(row.dataset.index) + step);
    },
    [viewport, count, currentIndex, focusRow, firstOnScreen],
  );

  /** Shift+Tab from below lands on the last rendered row's last action: take it to the feed instead. */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const el = viewport.current;
      const row = (event.target as HTMLElement).closest<HTMLElement>(ROW);
      focusedIndex.current = row ? Number(row.dataset.index) : null;
      const from = event.relatedTarget;
      if (!el || !row || pointer.current || !(from instanceof Node) || el.contains(from)) return;
      if (el.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) el.focus({ preventScroll: true });
    },
    [viewport, focusedIndex],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !viewport.current?.contains(to)) focusedIndex.current = null;
    },
    [viewport, focusedIndex],
  );

  const onPointerDown = useCallback(() => {
    pointer.current = true;
    setTimeout(() => {
      pointer.current = false;
    }, 0);
  }, []);

  return { onKeyDown, onFocus, onBlur, onPointerDown };
}
