import { getResponse } from "msw";
import type { EventsPage } from "../src/api/types.ts";
import type { EventsFetcher, PollerClock } from "../src/features/sessions/feed/feed-types.ts";
import type { ManualClock, Simulator } from "../src/simulator/index.ts";

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

/** One events request as a bench saw it: when (simulated ms since start) and whether it was empty. */
export interface EventsCall {
  at: number;
  empty: boolean;
}

/**
 * The app's events fetcher, answered by a simulator's own handlers (no network), recording each call
 * into `calls` at the simulated time `since()` reports.
 */
export function simEventsFetcher(
  sim: Simulator,
  key: string,
  sessionId: string,
  calls: EventsCall[],
  since: () => number,
): EventsFetcher {
  return async ({ afterSeq, limit, waitMs, signal }) => {
    const call: EventsCall = { at: since(), empty: false };
    calls.push(call);
    const url = new URL(`http://sim.test/v3/organizations/org_demo/sessions/${sessionId}/events`);
    url.searchParams.set("after_seq", String(afterSeq));
    url.searchParams.set("limit", String(limit));
    if (waitMs > 0) url.searchParams.set("wait_ms", String(waitMs));
    const res = await getResponse(
      sim.handlers,
      new Request(url, { headers: { authorization: `Bearer ${key}` }, signal }),
    );
    if (!res?.ok) throw new Error(`events answered ${res?.status ?? "nothing"}`);
    const page = (await res.json()) as EventsPage;
    call.empty = page.items.length === 0;
    return page;
  };
}
