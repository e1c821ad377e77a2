import { useState, useSyncExternalStore } from "react";

/**
 * The one clock behind every countdown, "running for" timer, data age and "3 min ago" label.
 * Readers of the time share a single 1-second interval that runs only while some component listens,
 * however many are on screen. A reader asks for its own granularity (every 30 s for relative times),
 * and React re-renders it only when its rounded time changes, so slow readers do not pay for the fast ones.
 * A countdown is the one exception, and it lives here too: see `countdownClock`.
 *
 * The time it reads is the app's: the wall clock, or in a time-scaled demo the simulator's own clock, which
 * the demo bootstrap passes in (`setAppClock`), so "3 min ago" of an event the simulator stamped and the
 * app's "now" come from one clock. Countdowns stay on the wall clock: what they count down (a Retry-After,
 * a retry timer) is real time.
 *
 * API: useNow(options?) → epoch ms · useCountdown(startS) → seconds left · useSecondsUntil(deadlineMs) → seconds left ·
 *      appNow() → epoch ms · appTimeAt(wallMs) → epoch ms · setAppClock(clock | null) · AppClock
 */
const TICK_MS = 1000;
let now = Date.now();

/** A clock other than the wall clock: `now()` in its time, running `scale` times faster than the wall clock. */
export interface AppClock {
  now: () => number;
  scale: number;
}

let source: AppClock | null = null;

/** The app's time now (the wall clock unless a demo passed its simulator's clock in). */
export function appNow(): number {
  return source ? source.now() : Date.now();
}

/** The app's time at a wall-clock instant (e.g. a query's dataUpdatedAt), for comparing it with `appNow`. */
export function appTimeAt(wallMs: number): number {
  if (!source || wallMs <= 0) return wallMs;
  return source.now() - (Date.now() - wallMs) * source.scale;
}

/** Sets the app's clock (null: the wall clock). Called by the demo bootstrap only; readers catch up on the next tick. */
export function setAppClock(clock: AppClock | null): void {
  source = clock;
  now = appNow();
}

let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    // React reads the snapshot again after subscribing, so a stale `now` is corrected at once.
    now = appNow();
    timer = setInterval(() => {
      now = appNow();
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
  const [mountedAt] = useState(appNow);
  const step = Math.max(TICK_MS, everyMs);
  const read = () => (!active ? mountedAt : step === TICK_MS ? now : Math.floor(now / step) * step);
  return useSyncExternalStore(active ? subscribe : idle, read, read);
}

/** Whole seconds left until `deadline` (0 from the deadline on), and the ms until that figure next drops (null at 0). */
function secondsUntil(deadline: number, at: number): { left: number; dropsInMs: number | null } {
  const msLeft = deadline - at;
  const left = Math.max(0, Math.ceil(msLeft / 1000));
  return { left, dropsInMs: left > 0 ? msLeft - (left - 1) * 1000 : null };
}

interface Countdown {
  /** What the caller gave (a start in seconds or a deadline): a new value sets a new countdown. */
  key: number | null;
  read: () => number | null;
  subscribe: (onDrop: () => void) => () => void;
}

/**
 * A countdown to `deadline`, keyed by what the caller gave. While it counts it follows its own one-shot
 * timer, set for the moment its figure drops (each whole second before the deadline, the last one at the
 * deadline itself), and not the shared interval: that interval's phase is set by whichever reader came
 * first, so against a deadline at any other millisecond it turned over up to a second late (an enrollment
 * ticket still shown after it expired, "Try again (3 s)" changing late, "next try in 5 s" of a 4-second
 * wait). Moving the shared interval does not mend that: on the wall clock's whole seconds it made the other
 * readers of `now` late against their own deadlines instead. So the interval keeps its phase for the
 * readers of the time, and each countdown gets the timer it needs, from this file and nowhere else.
 */
function countdownClock(key: number | null, deadline: number | null): Countdown {
  if (key === null || deadline === null) return { key, read: () => null, subscribe: idle };
  let left = secondsUntil(deadline, Date.now()).left;
  const subscribeToDrops = (onDrop: () => void) => {
    let drop: ReturnType<typeof setTimeout> | null = null;
    const follow = () => {
      const next = secondsUntil(deadline, Date.now());
      left = next.left;
      if (next.dropsInMs === null) return;
      drop = setTimeout(() => {
        follow();
        onDrop();
      }, next.dropsInMs);
    };
    // React reads the figure again after subscribing, so time passed since the render is caught at once.
    follow();
    return () => {
      if (drop !== null) clearTimeout(drop);
    };
  };
  return { key, read: () => left, subscribe: left > 0 ? subscribeToDrops : idle };
}

/** Keeps one countdown while `key` stays the same; `deadlineOf` is asked only when the key changes. */
function useCountdownClock(key: number | null, deadlineOf: (key: number) => number): number | null {
  const start = () => countdownClock(key, key === null ? null : deadlineOf(key));
  const [countdown, setCountdown] = useState(start);
  const current = countdown.key === key ? countdown : start();
  if (current !== countdown) setCountdown(current);
  return useSyncExternalStore(current.subscribe, current.read, current.read);
}

/** Whole seconds left from `startS` (counted from when it was set) down to 0; null when there is nothing to count. */
export function useCountdown(startS: number | null): number | null {
  return useCountdownClock(startS, (s) => Date.now() + s * 1000);
}

/**
 * Whole seconds left until `deadlineMs` (epoch ms) down to 0, exact at each whole second before it and
 * 0 from the deadline on; null when there is no deadline. For a wait that began before this component
 * did (a retry scheduled when an answer came), where `useCountdown` would count from the render.
 */
export function useSecondsUntil(deadlineMs: number | null): number | null {
  return useCountdownClock(deadlineMs, (d) => d);
}
