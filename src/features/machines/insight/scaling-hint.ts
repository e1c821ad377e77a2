import { erlangC, waitQuantileMs, workersFor } from "./erlang-c";
import type { WaitAnalytics } from "./wait-analytics";

/**
 * The scaling hint: "at the last hour's arrival rate and run time, K workers keep the p95 wait under T",
 * from the M/M/c model (erlang-c.ts), with its inputs and assumptions, and a note when the data is thin.
 * No rate or no run time seen: no K at all, only what is missing.
 *
 * API: ScalingHint · scalingHint(analytics, onlineWorkers, targetMs) · THIN_ARRIVALS · THIN_RUNS
 */
export const THIN_ARRIVALS = 20;
export const THIN_RUNS = 10;
const QUANTILE = 0.95;

export type ScalingHint =
  | { kind: "missing"; missing: string[] }
  | {
      kind: "hint";
      workers: number | null;
      online: number | null;
      /** p95 wait the model expects with the workers online now (Infinity when they cannot keep up). */
      p95NowMs: number | null;
      /** Probability a session waits at all with K workers. */
      pWait: number | null;
      arrivalsPerHour: number;
      arrivalsSeen: number;
      arrivalSessionIds: string[];
      meanRunMs: number;
      runsSeen: number;
      /** Runs still going, counted with their time so far. */
      runningSeen: number;
      runSessionIds: string[];
      targetMs: number;
      /** Offered load in Erlangs: the busy workers needed on average. */
      load: number;
      thin: string | null;
    };

export function scalingHint(analytics: WaitAnalytics, online: number | null, targetMs: number): ScalingHint {
  const { arrivals, runTime } = analytics;
  const missing: string[] = [];
  if (arrivals.perHour === null) missing.push("an arrival rate (the sessions seen cover less than 5 minutes)");
  else if (arrivals.count === 0) missing.push("an arrival rate (no session arrived in the last hour)");
  if (runTime === null) missing.push("a run time (no session seen here has finished)");
  if (arrivals.perHour === null || arrivals.count === 0 || runTime === null) return { kind: "missing", missing };
  const meanRunMs = Math.max(1, runTime.mean.ms);
  const perHour = arrivals.perHour;
  const workers = workersFor(perHour, meanRunMs, targetMs, QUANTILE);
  const thinParts: string[] = [];
  if (arrivals.count < THIN_ARRIVALS) thinParts.push(`${arrivals.count} arrivals`);
  if (runTime.finished < THIN_RUNS) thinParts.push(`${runTime.finished} finished runs`);
  return {
    kind: "hint",
    workers,
    online,
    p95NowMs: online !== null && online > 0 ? waitQuantileMs(online, perHour, meanRunMs, QUANTILE) : null,
    pWait: workers === null ? null : erlangC(workers, (perHour / 3_600_000) * meanRunMs),
    arrivalsPerHour: perHour,
    arrivalsSeen: arrivals.count,
    arrivalSessionIds: arrivals.sessionIds,
    meanRunMs,
    runsSeen: runTime.finished,
    runningSeen: runTime.running,
    runSessionIds: runTime.mean.sessionIds,
    targetMs,
    load: (perHour / 3_600_000) * meanRunMs,
    thin: thinParts.length > 0 ? `Thin data: only ${thinParts.join(" and ")} seen, so treat K as a rough guide.` : null,
  };
}
