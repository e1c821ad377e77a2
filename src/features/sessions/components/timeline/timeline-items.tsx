import type { VirtualItem, Virtualizer } from "@tanstack/react-virtual";
import type { CSSProperties, ReactNode } from "react";
import type { ItemLayout, LayoutExtra } from "./item-layout";
import { RowPlaceholder } from "./rows/row-placeholder";
import { TimelineRowView } from "./rows/timeline-row";

/**
 * The timeline's virtual items, each an <article> of the feed: an extra (a follow-up, the history gap),
 * a row, or while scrolling fast a row's placeholder. Every item carries the feed's attributes (index,
 * position in the set, not tabbable) from one place; a row adds its event id, its result's id, whether
 * it is the current one, and its marks (current, a Find match).
 *
 * API: ItemMarks · timelineItems(virtualizer, layout, renderExtra, marks) → the items, positioned
 */
export interface ItemMarks {
  /** Scrolling fast: rows are drawn as unmeasured placeholders of the size they had. */
  readonly fast: boolean;
  readonly selectedRowSeq: number | null;
  readonly matchSeq: number | null;
}

const positionOf = (item: VirtualItem): CSSProperties => ({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  transform: `translateY(${item.start}px)`,
});

export function timelineItems<X extends LayoutExtra>(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  layout: ItemLayout<X>,
  renderExtra: (extra: X) => ReactNode,
  { fast, selectedRowSeq, matchSeq }: ItemMarks,
): ReactNode {
  const count = layout.count;
  return virtualizer.getVirtualItems().map((item) => {
    const entry = layout.at(item.index);
    if (!entry) return null;
    const feedItem = {
      "data-index": item.index,
      "aria-posinset": item.index + 1,
      "aria-setsize": count,
      tabIndex: -1,
    };
    if (entry.kind === "extra") {
      return (
        <article
          key={item.key}
          {...feedItem}
          ref={virtualizer.measureElement}
          data-extra={entry.extra.key}
          style={positionOf(item)}
        >
          {renderExtra(entry.extra)}
        </article>
      );
    }
    const { row } = entry;
    if (fast) {
      // Not measured: a placeholder holds the slot the row had (or was estimated to have).
      return (
        <article key={item.key} {...feedItem} style={{ ...positionOf(item), height: item.size }}>
          <RowPlaceholder row={row} />
        </article>
      );
    }
    const selected = row.seq === selectedRowSeq;
    const matched = row.seq === matchSeq;
    return (
      <article
        key={item.key}
        {...feedItem}
        ref={virtualizer.measureElement}
        data-event-id={row.key}
        data-result-id={row.kind === "tool" && row.use && row.result ? row.result.id : undefined}
        aria-current={selected ? "true" : undefined}
        style={{
          ...positionOf(item),
          borderBottom: "1px solid var(--gray-a3)",
          background: selected ? "var(--accent-a3)" : matched ? "var(--amber-a3)" : undefined,
          boxShadow: selected ? "inset 3px 0 0 var(--accent-9)" : undefined,
        }}
      >
        <TimelineRowView row={row} />
      </article>
    );
  });
}
