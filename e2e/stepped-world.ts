import type { BrowserContext, Page, Request } from "@playwright/test";
import { createSimulatorServer, type SimulatorServer } from "../server/simulator.ts";
import { createManualClock, type ManualClock } from "../src/simulator/core/clock.ts";
import type { MachinesApi } from "../src/simulator/domains/machines/index.ts";
import { DEMO } from "./fixtures";

/**
 * A simulated service whose time moves only when the test says so, for counting requests over a
 * simulated period with no wall clock involved: the simulator runs in this process on a manual clock
 * (a real HTTP port the app connects to in live mode), the pages run on Playwright's paused clock, and
 * step(ms) moves both by the same amount, then waits until the app has answered everything that became
 * due (every request still open is a long poll parked in the simulator, and that stays so).
 *
 * The fleet's knobs and worker redemption (issue 25) are reached through `machines()`, the machines
 * domain's API: a test may double a Machine's arrivals or redeem a ticket the way a worker would.
 *
 * API: startSteppedWorld(seed) → { url, clock, send, machines, track, step, leap, settle, close } ·
 * joinWorld(world, context) · pauseWithWorld(world, page, counts, others?)
 */
export interface SteppedWorld {
  url: string;
  clock: ManualClock;
  /** A request to the service as a plain client (not counted: not from a page). */
  send(method: string, path: string, body?: unknown): Promise<Response>;
  /** The machines domain: setKnobs(org, machine, {arrivalsPerHour, runTimeS}), redeemTicket(ticket), jobs(…). */
  machines(): MachinesApi;
  /** Counts the /events requests of these pages per session id from now on. */
  track(context: BrowserContext): EventCounts;
  step(pages: readonly Page[], ms: number, counts: EventCounts): Promise<void>;
  /**
   * Moves both by `ms` as if the pages had slept through it (a laptop lid closed): the service first, then
   * the pages' clock jumps, and each timer due fires once (a 10 s refresh reads the new state once, where
   * a step of five minutes would read thirty times), then settle. For long stretches that the pages need
   * to see the end of, not every read on the way.
   */
  leap(pages: readonly Page[], ms: number, counts: EventCounts): Promise<void>;
  settle(pages: readonly Page[], counts: EventCounts): Promise<void>;
  close(): Promise<void>;
}

export interface EventCounts {
  readonly perSession: Map<string, number>;
  reset(): void;
  open(): number;
}

const EVENTS = /\/sessions\/([^/]+)\/events\?/;

/** A task in each page's event loop (not a timer: the page clock is paused), so pending work there runs first. */
async function roundTrip(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

export async function startSteppedWorld(seed: number): Promise<SteppedWorld> {
  const clock = createManualClock();
  const server: SimulatorServer = await createSimulatorServer({
    clock,
    seed,
    rateLimit: { requests: 1_000_000, windowMs: 1000 },
  });
  let started = 0;
  let ended = 0;
  const world: SteppedWorld = {
    url: server.url,
    clock,
    send: (method, path, body) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${DEMO.ownerKey}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    machines() {
      const api = server.sim.ctx.domain<MachinesApi>("machines");
      if (!api) throw new Error("the simulator has no machines domain");
      return api;
    },
    track(context) {
      const perSession = new Map<string, number>();
      const sessionOf = (request: Request) => EVENTS.exec(request.url())?.[1] ?? null;
      // Every request to the service counts as open until it ends (a session's retrieval as much as its
      // feed): a page that settled with one still under way would show what it read before. Only requests
      // seen starting count as ending: one already open when tracking began (a page that read events
      // before, then let go of them) would otherwise end without having started.
      const seen = new WeakSet<Request>();
      context.on("request", (request) => {
        if (!request.url().startsWith(server.url)) return;
        seen.add(request);
        started += 1;
        const id = sessionOf(request);
        if (id !== null) perSession.set(id, (perSession.get(id) ?? 0) + 1);
      });
      const done = (request: Request) => {
        if (seen.has(request)) ended += 1;
      };
      context.on("requestfinished", done);
      context.on("requestfailed", done);
      return { perSession, reset: () => perSession.clear(), open: () => started - ended };
    },
    async step(pages, ms, counts) {
      // The pages' clock first (their timers: backoff, padding of an early answer), then the service's.
      for (const context of new Set(pages.map((p) => p.context()))) await context.clock.runFor(ms);
      await clock.advance(ms);
      await world.settle(pages, counts);
    },
    async leap(pages, ms, counts) {
      await clock.advance(ms);
      for (const context of new Set(pages.map((p) => p.context()))) await context.clock.fastForward(ms);
      await world.settle(pages, counts);
    },
    async settle(pages, counts) {
      let quiet = 0;
      let last = "";
      const contexts = [...new Set(pages.map((p) => p.context()))];
      for (let round = 0; round < 400 && quiet < 3; round += 1) {
        // What is due now runs now: an answer's handling waits on zero-delay timers (TanStack Query hands
        // results to the page with setTimeout 0), which a paused clock would hold until the next step.
        for (const context of contexts) await context.clock.runFor(0);
        await roundTrip(pages);
        await new Promise((resolve) => setImmediate(resolve));
        const state = `${started}/${ended}/${clock.pendingSleeps()}`;
        const parked = counts.open() === clock.pendingSleeps();
        quiet = parked && state === last ? quiet + 1 : 0;
        last = state;
      }
      if (quiet < 3) throw new Error(`the pages did not settle: ${last} (started/ended/parked)`);
    },
    close: () => server.close(),
  };
  return world;
}

/** Puts the pages of this context on the world's time (before the app loads): their clock runs until paused. */
export async function joinWorld(world: SteppedWorld, context: BrowserContext): Promise<EventCounts> {
  await context.clock.install({ time: world.clock.now() });
  return world.track(context);
}

/**
 * Once the app has loaded (a few real seconds on the page's clock): pauses the page's clock and brings the
 * service to the same time, then waits until the page has answered everything due.
 */
export async function pauseWithWorld(
  world: SteppedWorld,
  page: Page,
  counts: EventCounts,
  others: Page[] = [],
): Promise<void> {
  const pageNow = (await page.evaluate(() => Date.now())) + 1000;
  await page.context().clock.pauseAt(pageNow);
  await world.clock.advance(Math.max(0, pageNow - world.clock.now()));
  await world.settle([page, ...others], counts);
}
