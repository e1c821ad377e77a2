import { useState, useSyncExternalStore } from "react";

/**
 * The one ticking clock behind every countdown, "running for" timer, data age and "3 min ago" label:
 * a single 1-second interval that runs only while some component listens, however many are on screen.
 * A reader asks for its own granularity (every 30 s for relative times), and React re-renders it only
 * when its rounded time changes, so slow readers do not pay for the fast ones.
 *
 * API: useNow(options?) → epoch ms · useCountdown(startS) → seconds left
 */
const TICK_MS = 1000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    // React reads the snapshot again after subscribing, so a stale `now` is corrected at once.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const idle = () => () => {};

export interface UseNowOptions {
  /** Tick only while true (e.g. while a countdown is shown); otherwise the time of the first render. */
  active?: boolean;
  /** How often the reader needs a new value, in ms (a multiple of 1 s); default every second. */
  everyMs?: number;
}

export function useNow({ active = true, everyMs = TICK_MS }: UseNowOptions = {}): number {
  const [mountedAt] = useState(() => Date.now());
  const step = Math.max(TICK_MS, everyMs);
  const read = () => (!active ? mountedAt : step === TICK_MS ? now : Math.floor(now / step) * step);
  return useSyncExternalStore(active ? subscribe : idle, read, read);
}

/** Seconds left from `startS` (counted from when it was set) down to 0; null when there is nothing to count. */
export function useCountdown(startS: number | null): number | null {
  const [origin, setOrigin] = useState({ startS, at: Date.now() });
  if (origin.startS !== startS) setOrigin({ startS, at: Date.now() });
  const counting = startS !== null && startS > 0;
  const current = useNow({ active: counting });
  if (startS === null) return null;
  if (!counting) return Math.max(0, startS);
  const at = origin.startS === startS ? origin.at : Date.now();
  return Math.max(0, startS - Math.floor(Math.max(0, current - at) / 1000));
}
