/**
 * Target: "The overview with 50 watched Machines makes at most one request per Machine per 10 s while
 * visible and 0 while the tab is hidden."
 *
 * Runs the overview's own query setup (the app's QueryClient defaults, machineQueryOptions per watched
 * name, one QueriesObserver = what useQueries mounts) against the real simulator handlers, on a manual
 * clock: React Query's timers are virtual (timeoutManager) and the tab's visibility is a
 * document.visibilityState stub, which is what React Query's focusManager reads. Requests are counted
 * at the fetch that reaches the simulator. The simulator has three demo Machines, so the 50 watched
 * names are aliases served by them in turn (the count is per watched name).
 */
import { environmentManager, QueriesObserver, type TimeoutProvider, timeoutManager } from "@tanstack/query-core";
import { getResponse } from "msw";
import { configureApi } from "../src/api/client.ts";
import { createQueryClient } from "../src/app/query-client.ts";
import { MACHINE_POLL_MS, machineQueryOptions } from "../src/features/machines/queries.ts";
import { createManualClock, createSimulator, demoKey, type ManualClock } from "../src/simulator/index.ts";
import type { BenchPart } from "./bench-part.ts";
import { round } from "./stats.ts";

const WATCHED = 50;
const STEP_MS = 500;
const PHASE_MS = 10 * 60_000;
const FLEET = ["build-fleet", "gpu-pool", "nightly"];

class VirtualTimers implements TimeoutProvider<number> {
  private readonly timers = new Map<number, { at: number; every: number | null; run: () => void }>();
  private nextId = 0;
  constructor(private readonly clock: ManualClock) {}
  private add(run: () => void, ms: number, every: number | null): number {
    this.nextId += 1;
    this.timers.set(this.nextId, { at: this.clock.now() + Math.max(0, ms), every, run });
    return this.nextId;
  }
  readonly setTimeout = (run: () => void, ms: number) => this.add(run, ms, null);
  readonly setInterval = (run: () => void, ms: number) => this.add(run, ms, Math.max(1, ms));
  readonly clearTimeout = (id: number | undefined) => void (id !== undefined && this.timers.delete(id));
  readonly clearInterval = (id: number | undefined) => void (id !== undefined && this.timers.delete(id));
  fireDue(): void {
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= this.clock.now()).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) return;
      const [id, timer] = due;
      if (timer.every === null) this.timers.delete(id);
      else timer.at += timer.every;
      timer.run();
    }
  }
}

const flush = async (): Promise<void> => {
  for (let k = 0; k < 8; k += 1) await new Promise((r) => setImmediate(r));
};

/** Most requests any one watched name made inside any window of `windowMs`. */
function maxInWindow(times: readonly number[], windowMs: number): number {
  let best = 0;
  for (let i = 0; i < times.length; i += 1) {
    let j = i;
    while (j < times.length && (times[j] ?? 0) - (times[i] ?? 0) < windowMs) j += 1;
    best = Math.max(best, j - i);
  }
  return best;
}

export async function benchMachinesOverview(): Promise<BenchPart> {
  const clock = createManualClock();
  const sim = createSimulator({ clock, seed: 1, strictSpec: true });
  const timers = new VirtualTimers(clock);
  const realFetch = globalThis.fetch;
  const hadDocument = "document" in globalThis;
  const doc = { visibilityState: "visible" as DocumentVisibilityState };
  const names = Array.from({ length: WATCHED }, (_, i) => `watched-${String(i + 1).padStart(2, "0")}`);
  /** Per watched name: when each request left, and whether the tab was hidden then. */
  const calls = new Map<string, { at: number; hidden: boolean }[]>(names.map((n) => [n, []]));
  const statuses = new Map<number, number>();
  let observer: QueriesObserver | null = null;
  let unsubscribe = () => {};
  try {
    timeoutManager.setTimeoutProvider(timers);
    environmentManager.setIsServer(() => false);
    Object.assign(globalThis, { document: doc });
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const watched = decodeURIComponent(url.pathname.split("/machines/")[1] ?? "");
      const index = names.indexOf(watched);
      if (index >= 0) {
        calls.get(watched)?.push({ at: clock.now(), hidden: doc.visibilityState === "hidden" });
        url.pathname = url.pathname.replace(`/machines/${watched}`, `/machines/${FLEET[index % FLEET.length]}`);
      }
      const response = await getResponse(sim.handlers, new Request(url, request));
      const answer = response ?? new Response(null, { status: 599 });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return answer;
    };
    configureApi({ baseUrl: "http://sim.test", apiKey: demoKey("owner").key });
    const client = createQueryClient();
    observer = new QueriesObserver(
      client,
      names.map((name) => machineQueryOptions("org_demo", name)),
    );
    unsubscribe = observer.subscribe(() => {});
    const start = clock.now();
    const run = async (untilMs: number) => {
      while (clock.now() - start < untilMs) {
        await flush();
        await clock.advance(STEP_MS);
        timers.fireDue();
      }
      await flush();
    };
    await run(PHASE_MS);
    const visibleEnd = clock.now();
    doc.visibilityState = "hidden";
    await run(2 * PHASE_MS);
    const hiddenEnd = clock.now();
    doc.visibilityState = "visible";
    await run(2 * PHASE_MS + MACHINE_POLL_MS * 3);

    const all = names.flatMap((n) => calls.get(n) ?? []);
    const rate = (count: number, ms: number) => count / WATCHED / (ms / MACHINE_POLL_MS);
    const visibleRate = rate(all.filter((c) => !c.hidden && c.at <= visibleEnd).length, visibleEnd - start);
    const hiddenRate = rate(all.filter((c) => c.hidden).length, hiddenEnd - visibleEnd);
    const times = (n: string) => (calls.get(n) ?? []).filter((c) => !c.hidden).map((c) => c.at);
    const worstWindow = Math.max(...names.map((n) => maxInWindow(times(n), MACHINE_POLL_MS)));
    const resumed = names.every((n) => (calls.get(n) ?? []).some((c) => c.at > hiddenEnd));
    const nonOk = [...statuses].filter(([status]) => status !== 200).reduce((a, [, n]) => a + n, 0);
    const visiblePass = worstWindow <= 1 && visibleRate > 0;
    return {
      lines: [
        {
          id: "machines.overview.requests_per_machine_per_10s_visible",
          value: worstWindow,
          unit: "req/Machine/10 s",
          name: "Machines overview, 50 watched, visible: most req per Machine in any 10 s",
          target: "≤ 1",
          measured: String(worstWindow),
          pass: visiblePass,
          note: `average ${round(visibleRate, 3)} req/Machine/10 s over ${PHASE_MS / 60_000} simulated min; ${nonOk} non-200 answer(s)`,
        },
        {
          id: "machines.overview.requests_per_machine_per_10s_hidden",
          value: round(hiddenRate, 3),
          unit: "req/Machine/10 s",
          name: "Machines overview, 50 watched, tab hidden: req per Machine per 10 s",
          target: "0",
          measured: String(round(hiddenRate, 3)),
          pass: hiddenRate === 0,
          note: `over ${PHASE_MS / 60_000} simulated min hidden; ${resumed ? "every Machine refreshed again once visible" : "NOT all resumed once visible"}`,
        },
      ],
      raw: {
        machinesOverviewVisibleAvgPer10s: round(visibleRate, 3),
        machinesOverviewVisibleMaxIn10s: worstWindow,
        machinesOverviewHiddenPer10s: round(hiddenRate, 3),
      },
    };
  } finally {
    unsubscribe();
    observer?.destroy();
    globalThis.fetch = realFetch;
    if (!hadDocument) Reflect.deleteProperty(globalThis, "document");
    environmentManager.setIsServer(() => typeof window === "undefined");
    sim.dispose();
  }
}
