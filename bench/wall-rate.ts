import type { EventsFetcher } from "../src/features/sessions/feed/feed-types.ts";
import { SessionFeeds } from "../src/features/sessions/feed/session-feeds.ts";
import { createManualClock, createSimulator, demoKey, type Simulator } from "../src/simulator/index.ts";
import { type BenchLine, round } from "./stats.ts";
import { type EventsCall, flushAsync, simEventsFetcher, VirtualTimers } from "./virtual-timers.ts";

const STEP_MS = 250;
const MIN = 60_000;
const CELLS = 9;
/** ses_machine_queue waits in a Machine queue for 3 simulated minutes: running, idle but for a status every 45 s. */
const SESSION = "ses_machine_queue";
const RUN_MINUTES = 2.9;

type Call = EventsCall;

/**
 * The watch wall's request cost: nine running, idle sessions read through one SessionFeeds (what the wall
 * and the session page share), on a manual clock against the real simulator handlers. The simulator has one
 * idle running session, so each cell watches it in a world of its own (nine worlds on one clock, told apart
 * by organization in the registry): nine independent sessions, as the service would see them.
 */
export async function benchWallRate(): Promise<{ lines: BenchLine[]; raw: Record<string, number> }> {
  const clock = createManualClock();
  const timers = new VirtualTimers(clock);
  const key = demoKey("owner").key;
  const worlds = new Map<string, Simulator>();
  const calls = new Map<string, Call[]>();
  const start = clock.now();
  for (let k = 1; k <= CELLS; k += 1) {
    worlds.set(`wall-${k}`, createSimulator({ clock, seed: k }));
    calls.set(`wall-${k}`, []);
  }
  const createFetcher = (cell: string, sessionId: string): EventsFetcher =>
    simEventsFetcher(
      worlds.get(cell) as Simulator,
      key,
      sessionId,
      calls.get(cell) as Call[],
      () => clock.now() - start,
    );
  const feeds = new SessionFeeds({ createFetcher, clock: timers, feed: { random: () => 0.5 } });
  const stops = [...worlds.keys()].map((cell) => feeds.subscribe(cell, SESSION, () => undefined));
  for (let t = 0; t < RUN_MINUTES * MIN; t += STEP_MS) {
    await flushAsync();
    await clock.advance(STEP_MS);
    timers.fireDue();
  }
  const failed = [...worlds.keys()].map((cell) => feeds.getSnapshot(cell, SESSION).status.lastError).find(Boolean);
  for (const stop of stops) stop();
  feeds.dispose();
  for (const sim of worlds.values()) sim.dispose();
  await flushAsync();
  if (failed) throw new Error(`a wall feed failed: ${failed.message}`);

  // As bench/poller-rate.ts: an idle minute is made of long polls that came back empty; their cost is
  // empty answers per minute spent in them (start → next request). The wall's rate is the nine summed.
  let wallIdleRate = 0;
  let total = 0;
  for (const list of calls.values()) {
    total += list.length;
    let idleMs = 0;
    let idleRequests = 0;
    list.forEach((call, i) => {
      const next = list[i + 1];
      if (!call.empty || !next) return;
      idleMs += next.at - call.at;
      idleRequests += 1;
    });
    if (idleMs === 0) throw new Error("a wall feed never long-polled");
    wallIdleRate += idleRequests / (idleMs / MIN);
  }
  const target = CELLS * 3.5;
  return {
    lines: [
      {
        id: "wall_9_idle_req_per_min",
        value: round(wallIdleRate, 3),
        unit: "req/min",
        name: "watch wall: 9 running idle sessions, req per idle min",
        target: `≤ ${target}`,
        measured: String(round(wallIdleRate, 2)),
        pass: wallIdleRate <= target,
        note: `${round(wallIdleRate / CELLS, 2)} per session; ${round(total / RUN_MINUTES, 2)} req/min overall incl. opening reads and queue updates`,
      },
    ],
    raw: { wallIdleReqPerMin: round(wallIdleRate, 3), wallTotalReqPerMin: round(total / RUN_MINUTES, 3) },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(JSON.stringify(await benchWallRate(), null, 2));
