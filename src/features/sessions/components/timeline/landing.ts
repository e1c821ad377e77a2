/**
 * Landing on a row: where an answer's link (the failing step, the open tool call, "Needs you", the first
 * or last event) or a permalink takes the reader. The row is scrolled to and given focus, on a click
 * and on a direct load alike.
 *
 * Why a loop over frames and not one scrollToIndex: one write is undone or made wrong by what happens
 * after it. Rows are measured only once mounted (an estimated 88 px row turns out to be 260 px), the
 * cards above the timeline change height (the failure card folds once read), history is inserted above,
 * and the router restores an old scroll position after an in-page navigation. So the landing aims again
 * each frame from the current measurements until the row is mounted, measured and stays put for a few
 * frames, and stops at once when the reader scrolls, touches or types. A row that fits is centred; one
 * taller than the timeline shows its top, where its command or its first output line is.
 *
 * API: landingOffset(span, viewport, max) · mayTakeFocus(situation) · land(host) → cancel
 */

export interface Span {
  /** Offset of the row's top from the list's top (px). */
  start: number;
  size: number;
}

/** The scroll offset that shows the row: centred when it fits, its top at the top when it does not. */
export function landingOffset(row: Span, viewport: number, max: number): number {
  const offset = row.size <= viewport ? row.start - (viewport - row.size) / 2 : row.start;
  return Math.round(Math.min(Math.max(0, offset), Math.max(0, max)));
}

export interface FocusSituation {
  /** What had focus when the landing began (the link that was followed, or the page's heading). */
  before: Element | null;
  now: Element | null;
  body: Element | null;
  /** The timeline's scroll viewport. */
  feed: Element | null;
}

/**
 * Whether the landing may move focus to its row: yes unless the reader has since put focus somewhere
 * else themselves. The route's own focus on the page's heading (after a navigation to another path) and
 * focus inside the timeline do not count as the reader's choice.
 */
export function mayTakeFocus({ before, now, body, feed }: FocusSituation): boolean {
  if (now === null || now === body || !now.isConnected || now === before) return true;
  if (feed?.contains(now)) return true;
  return now.tagName === "H1" || now.tagName === "MAIN";
}

export interface LandingHost {
  /** The timeline's scroll viewport. */
  viewport(): HTMLElement | null;
  /** Where the row is now, and whether its size is measured (not the estimate); null until laid out. */
  span(): (Span & { measured: boolean }) | null;
  /** The row's element while it is mounted. */
  element(): HTMLElement | null;
  /** Runs fn on the next frame; returns a cancel. */
  frame(fn: () => void): () => void;
}

/** Frames the row must stay put, mounted and measured, before the landing is done. */
const STABLE_FRAMES = 3;
/** Give up aiming after this many frames (about two seconds at 60 Hz): the reader is in charge again. */
const MAX_FRAMES = 120;

/** Lands on the row now and over the next frames; the returned function stops it (the reader moved). */
export function land(host: LandingHost): () => void {
  const first = host.viewport();
  const before = first?.ownerDocument.activeElement ?? null;
  let stable = 0;
  let frames = 0;
  let focused = false;
  let cancelFrame: (() => void) | null = null;
  const step = () => {
    cancelFrame = null;
    const el = host.viewport();
    const span = host.span();
    if (el && span) {
      const target = landingOffset(span, el.clientHeight, el.scrollHeight - el.clientHeight);
      if (Math.abs(el.scrollTop - target) > 1) {
        el.scrollTop = target;
        stable = 0;
      } else stable += 1;
    }
    const row = host.element();
    if (el && row && !focused) {
      focused = true;
      const doc = el.ownerDocument;
      if (mayTakeFocus({ before, now: doc.activeElement, body: doc.body, feed: el }))
        row.focus({ preventScroll: true });
    }
    frames += 1;
    const settled = row !== null && span?.measured === true && stable >= STABLE_FRAMES;
    if (settled || frames >= MAX_FRAMES) {
      // Where the page scrolls as one (a short window), the timeline itself is brought into view too.
      el?.scrollIntoView?.({ block: "nearest" });
      return;
    }
    cancelFrame = host.frame(step);
  };
  step();
  return () => cancelFrame?.();
}
