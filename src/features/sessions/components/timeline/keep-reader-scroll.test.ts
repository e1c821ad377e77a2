import { elementScroll, type Rect, Virtualizer } from "@tanstack/react-virtual";
import { describe, expect, it } from "vitest";
import { mayMakeUpForResize } from "./keep-reader-scroll";

/** A real virtualizer over a scroll element whose position the test sets and whose scroll events it sends. */
function setUp() {
  let top = 0;
  const writes: number[] = [];
  // Only what the virtualizer reads of its scroll element (no window: it schedules no frames).
  const el = {
    ownerDocument: { defaultView: null },
    get scrollTop() {
      return top;
    },
    scrollTo(options: ScrollToOptions) {
      top = options.top ?? top;
      writes.push(top);
    },
  } as unknown as HTMLDivElement;
  let report: (offset: number, scrolling: boolean) => void = () => {};
  const virtualizer = new Virtualizer<HTMLDivElement, Element>({
    count: 1000,
    getScrollElement: () => el,
    estimateSize: () => 88,
    scrollToFn: elementScroll,
    observeElementRect: (_v, cb: (rect: Rect) => void) => cb({ width: 400, height: 600 }),
    observeElementOffset: (_v, cb) => {
      report = cb;
      cb(top, false);
    },
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = mayMakeUpForResize;
  virtualizer._willUpdate();
  /** The reader moves the list; `delivered` says whether its scroll event has been handled yet. */
  const move = (to: number, delivered: boolean) => {
    top = to;
    if (delivered) report(to, true);
  };
  return { virtualizer, writes, move, top: () => top };
}

describe("mayMakeUpForResize", () => {
  it("leaves a move the virtualizer has not seen yet alone (Home while rows arrive stays at the top)", () => {
    const { virtualizer, writes, move, top } = setUp();
    move(40_000, true);
    writes.length = 0;
    move(0, false);
    // A row far above the old position is measured before the scroll event arrives.
    virtualizer.resizeItem(300, 200);
    expect(writes).toEqual([]);
    expect(top()).toBe(0);
  });

  it("still makes up for a row measured above the fold once the position is current", () => {
    const { virtualizer, writes, move, top } = setUp();
    move(40_000, true);
    writes.length = 0;
    virtualizer.resizeItem(300, 200);
    expect(top()).toBe(40_112);
    expect(writes).toEqual([40_112]);
  });

  it("keeps the virtualizer's rule for rows at or below the fold", () => {
    const { virtualizer, writes, move } = setUp();
    move(40_000, true);
    writes.length = 0;
    // Below the fold: nothing above the reader moved.
    virtualizer.resizeItem(600, 200);
    expect(writes).toEqual([]);
    // The row spanning the fold, measured for the first time: its estimated top was above, so make up.
    const spanning = Math.floor(40_000 / 88);
    virtualizer.resizeItem(spanning, 100);
    expect(writes).toEqual([40_012]);
    // Measured again, it grows at its bottom (a streamed row): the reader's line stays put.
    virtualizer.resizeItem(spanning, 300);
    expect(writes).toEqual([40_012]);
  });
});
