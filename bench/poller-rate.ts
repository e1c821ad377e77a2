import { EventPoller } from "../src/features/sessions/feed/poller.ts";
import { createManualClock, createSimulator, demoKey } from "../src/simulator/index.ts";
import { type BenchLine, round } from "./stats.ts";
import { type EventsCall, flushAsync, simEventsFetcher, VirtualTimers } from "./virtual-timers.ts";

const STEP_MS = 250;
const MIN = 60_000;

type Call = EventsCall;

/** Runs the real EventPoller against the real simulator handlers for `minutes` simulated minutes. */
async function runPoller(sessionId: string, minutes: number): Promise<Call[]> {
  const clock = createManualClock();
  const sim = createSimulator({ clock, seed: 1 });
  const timers = new VirtualTimers(clock);
  const key = demoKey("owner").key;
  const calls: Call[] = [];
  const start = clock.now();
  const fetchPage = simEventsFetcher(sim, key, sessionId, calls, () => clock.now() - start);
  const poller = new EventPoller({ fetchPage, onItems: () => undefined, clock: timers, random: () => 0.5 });
  poller.start();
  for (let t = 0; t < minutes * MIN; t += STEP_MS) {
    await flushAsync();
    await clock.advance(STEP_MS);
    timers.fireDue();
  }
  const { lastError } = poller.status;
  poller.dispose();
  if (calls.length === 0 || lastError)
    throw new Error(`poller failed on ${sessionId}: ${lastError?.message ?? "no request"}`);
  sim.dispose();
  await flushAsync();
  return calls;
}

export async function benchPollerRate(): Promise<{ lines: BenchLine[]; raw: Record<string, number> }> {
  // Finished session: after the first catch-up there must be no request at all.
  const finished = await runPoller("ses_done_success", 10);
  const afterFirstMinute = finished.filter((c) => c.at >= MIN).length;
  const finishedRate = afterFirstMinute / 9;

  // Running session waiting in a Machine queue (ses_machine_queue, first 3 simulated minutes): nothing
  // happens but a queue-position status every 45 s. An idle minute is made of long polls that come
  // back empty; their cost is empty answers per minute spent in them (start → next request).
  const running = await runPoller("ses_machine_queue", 2.9);
  let idleMs = 0;
  let idleRequests = 0;
  running.forEach((call, i) => {
    const next = running[i + 1];
    if (!call.empty || !next) return;
    idleMs += next.at - call.at;
    idleRequests += 1;
  });
  const idleRate = idleMs > 0 ? idleRequests / (idleMs / MIN) : Number.NaN;
  const totalRate = running.length / 2.9;

  return {
    lines: [
      {
        id: "poller_finished_idle_req_per_min",
        value: round(finishedRate, 3),
        unit: "req/min",
        name: "poller: finished idle session (ses_done_success), req/min",
        target: "0",
        measured: String(round(finishedRate, 2)),
        pass: finishedRate === 0,
        note: `${finished.length} request(s) in total, all during the first catch-up`,
      },
      {
        id: "poller_running_idle_req_per_min",
        value: round(idleRate, 3),
        unit: "req/min",
        name: "poller: running idle session (ses_machine_queue), req per idle min",
        target: "≤ 3.5",
        measured: String(round(idleRate, 2)),
        pass: idleRate <= 3.5,
        note: `${idleRequests} empty long polls over ${round(idleMs / MIN, 2)} idle min; ${round(totalRate, 2)} req/min overall incl. queue updates`,
      },
    ],
    raw: {
      finishedIdleReqPerMin: round(finishedRate, 3),
      finishedTotalRequests: finished.length,
      runningIdleReqPerMin: round(idleRate, 3),
      runningTotalReqPerMin: round(totalRate, 3),
    },
  };
}
