import { useSyncExternalStore } from "react";

/**
 * A clock shared by every component that shows a time, ticking every `tickMs` only while one of them
 * is mounted: one timer per clock however many ages and "3 min ago" labels are on screen.
 * API: createSharedClock(tickMs) → useClock() → now (ms)
 */
export function createSharedClock(tickMs: number): () => number {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (timer === null) {
      // React re-reads the snapshot after subscribing, so a stale `now` is corrected at once.
      now = Date.now();
      timer = setInterval(() => {
        now = Date.now();
        for (const l of listeners) l();
      }, tickMs);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer !== null) {
        clearInterval(timer);
        timer = null;
      }
    };
  }
  const getNow = () => now;
  return () => useSyncExternalStore(subscribe, getNow, getNow);
}
