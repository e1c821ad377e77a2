import type { SimClock } from "./types.ts";

function abortError(): Error {
  return new DOMException("The operation was aborted.", "AbortError");
}

/**
 * Simulated time runs `timeScale` times faster than the wall clock from `start`
 * (default: the real now). Sleeps are scaled the same way.
 */
export function createScaledClock(timeScale: number, start: number = Date.now()): SimClock {
  const scale = timeScale > 0 ? timeScale : 1;
  const realStart = Date.now();
  return {
    now: () => start + (Date.now() - realStart) * scale,
    wallNow: () => Date.now(),
    sleep(simMs, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const timer = setTimeout(
          () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
          Math.max(0, simMs / scale),
        );
        const onAbort = (): void => {
          clearTimeout(timer);
          reject(abortError());
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}

export interface ManualClock extends SimClock {
  /** Moves time forward and resolves every sleep that is due, in deadline order. */
  advance(ms: number): Promise<void>;
  /** Sleeps currently waiting (lets a test know a long poll has parked). */
  pendingSleeps(): number;
}

interface Sleeper {
  at: number;
  resolve: () => void;
}

/** A clock that only moves when a test says so; nothing depends on the wall clock. */
export function createManualClock(start: number = Date.UTC(2026, 10, 22, 9, 0, 0)): ManualClock {
  let now = start;
  let sleepers: Sleeper[] = [];
  return {
    now: () => now,
    wallNow: () => now,
    sleep(simMs, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        if (simMs <= 0) return resolve();
        const sleeper: Sleeper = {
          at: now + simMs,
          resolve: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        const onAbort = (): void => {
          sleepers = sleepers.filter((s) => s !== sleeper);
          reject(abortError());
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        sleepers.push(sleeper);
      });
    },
    async advance(ms) {
      now += ms;
      const due = sleepers.filter((s) => s.at <= now).sort((a, b) => a.at - b.at);
      sleepers = sleepers.filter((s) => s.at > now);
      for (const sleeper of due) sleeper.resolve();
      // Let resolved continuations run before the caller carries on.
      await new Promise((r) => setTimeout(r, 0));
    },
    pendingSleeps: () => sleepers.length,
  };
}
