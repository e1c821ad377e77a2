import type { PollerClock } from "../src/features/sessions/events/poller.ts";
import type { ManualClock } from "../src/simulator/index.ts";

/**
 * The app's timers on the simulator's manual clock, so client and service share one simulated time:
 * a bench advances the clock and fires what is due, with no real waiting.
 */
export class VirtualTimers implements PollerClock {
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private nextId = 0;
  constructor(private readonly clock: ManualClock) {}
  now(): number {
    return this.clock.now();
  }
  setTimeout(run: () => void, ms: number): unknown {
    this.nextId += 1;
    this.timers.set(this.nextId, { at: this.clock.now() + ms, run });
    return this.nextId;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  fireDue(): void {
    const due = [...this.timers].filter(([, t]) => t.at <= this.clock.now()).sort((a, b) => a[1].at - b[1].at);
    for (const [id, timer] of due) {
      this.timers.delete(id);
      timer.run();
    }
  }
}

/** Lets resolved promises (and their follow-up requests) run before the clock moves again. */
export async function flushAsync(): Promise<void> {
  for (let k = 0; k < 5; k += 1) await new Promise((r) => setImmediate(r));
}
