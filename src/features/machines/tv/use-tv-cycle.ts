import { useCallback, useEffect, useState } from "react";
import { shownIn, stepFrom, TV_DWELL_MS } from "./tv-cycle";
import { useReducedMotion } from "./use-reduced-motion";

export interface TvCycle {
  shown: string | null;
  /** Cycling stopped: by the viewer, or from the start when the device asks for reduced motion. */
  paused: boolean;
  reducedMotion: boolean;
  step: (by: number) => void;
  show: (name: string) => void;
  setPaused: (paused: boolean) => void;
}

/** One Machine at a time, the next every TV_DWELL_MS while not paused; moving by hand restarts the wait. */
export function useTvCycle(order: readonly string[]): TvCycle {
  const reducedMotion = useReducedMotion();
  const [name, setName] = useState<string | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  const shown = shownIn(order, name);
  // The order is a new array on every refresh; the timer restarts only when its content changes.
  const orderKey = order.join("\n");
  const step = useCallback(
    (by: number) => setName((current) => stepFrom(orderKey.split("\n"), current, by)),
    [orderKey],
  );

  useEffect(() => {
    if (paused || orderKey.split("\n").length < 2 || shown === null) return;
    const timer = setTimeout(() => setName(stepFrom(orderKey.split("\n"), shown, 1)), TV_DWELL_MS);
    return () => clearTimeout(timer);
  }, [paused, shown, orderKey]);

  return { shown, paused, reducedMotion, step, show: setName, setPaused: setChoice };
}
