import type { Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { land } from "./landing";

/** What the reader does that takes the list back from a landing still aiming. */
const READER_MOVES = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

export interface UseLanding {
  viewport: RefObject<HTMLElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The row's index in the list now (rows may be inserted above while landing); -1 when it is not there. */
  indexOf: (seq: number) => number;
  /** Written here: the row about to take focus, for the virtualizer to keep rendered. */
  focusedIndex: { current: number | null };
}

/**
 * The timeline's one way of landing on a row (see landing.ts): returns land(seq), which stops any landing
 * in flight and starts one on that row. A landing stops when the reader wheels, touches, clicks or types
 * in the list, and when the timeline unmounts.
 */
export function useLanding({ viewport, virtualizer, indexOf, focusedIndex }: UseLanding): (seq: number) => void {
  const cancel = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
  }, []);
  const indexOfRef = useRef(indexOf);
  indexOfRef.current = indexOf;

  useEffect(() => {
    const el = viewport.current;
    if (!el) return stop;
    for (const type of READER_MOVES) el.addEventListener(type, stop, { passive: true });
    return () => {
      for (const type of READER_MOVES) el.removeEventListener(type, stop);
      stop();
    };
  }, [viewport, stop]);

  return useCallback(
    (seq: number) => {
      stop();
      const item = () => {
        const index = indexOfRef.current(seq);
        return index < 0 ? undefined : virtualizer.measurementsCache[index];
      };
      cancel.current = land({
        viewport: () => viewport.current,
        span: () => {
          const it = item();
          return it ? { start: it.start, size: it.size, measured: virtualizer.itemSizeCache.has(it.key) } : null;
        },
        element: () => {
          const it = item();
          if (!it) return null;
          focusedIndex.current = it.index;
          const row = virtualizer.elementsCache.get(it.key);
          return row?.isConnected ? (row as HTMLElement) : null;
        },
        frame: (fn) => {
          const id = requestAnimationFrame(fn);
          return () => cancelAnimationFrame(id);
        },
      });
    },
    [viewport, virtualizer, focusedIndex, stop],
  );
}
