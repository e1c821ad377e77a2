import type { VirtualItem, Virtualizer } from "@tanstack/react-virtual";

/**
 * Whether the virtualizer may move the list to make up for a row above the fold that changed size: its
 * own rule (a first measurement above the fold; a re-measured row wholly above it, not while scrolling
 * up), except when the list is no longer where the virtualizer last saw it. Then the reader has just
 * moved it (Home, a dragged scrollbar, a script) and the scroll event is still queued; making up from
 * the old position would write the old position back, and a reader who pressed Home while rows were
 * arriving would land at the tail again.
 */
export function mayMakeUpForResize(
  item: VirtualItem,
  _delta: number,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
): boolean {
  const seen = virtualizer.scrollOffset ?? 0;
  const el = virtualizer.scrollElement;
  if (el && Math.abs(el.scrollTop - seen) > 1.5) return false;
  if (!virtualizer.itemSizeCache.has(item.key)) return item.start < seen;
  return item.end <= seen && virtualizer.scrollDirection !== "backward";
}
