import { countOf, formatCount } from "@/ui/format-count";
import { readCounts, soundCounts } from "../counts";
import { erlangC, WORKERS_TRIED_MAX, waitQuantileMs, workersFor } from "./erlang-c";
import type { WaitAnalytics } from "./wait-analytics";
import { formatWait } from "./why-waiting";

/**
 * The scaling hint: "at the last hour's arrival rate and run time, K workers keep the p95 wait under T",
 * from the M/M/c model (erlang-c.ts), with its inputs and assumptions, and a note when the data is thin.
 * The rate is the newest arrivals' (wait-analytics.ts): where they reach back less than the hour, the
 * sentence names the span they cover. No rate or no run time seen: no K at all, only what is missing.
 *
 * API: ScalingHint · scalingHint(analytics, onlineWorkers, targetMs) · hintSentence(hint) · hintParts(hint) · HintPart ·
 *      onlineNow(machine) · THIN_ARRIVALS · THIN_RUNS
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
      /** The newest arrivals the rate is read from, and how far back they reach. */
      arrivalsRateFrom: number;
      arrivalsCoveredMs: number;
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

/**
 * The workers online now to compare K with: only from counts that add up (counts.ts); otherwise null and
 * why not, in words. K itself comes from the sessions seen, so the hint stays either way.
 */
export function onlineNow(machine: { workers?: unknown; sessions?: unknown }): {
  online: number | null;
  note: string | null;
} {
  const counts = readCounts(machine);
  if (counts.kind === "unsound")
    return {
      online: null,
      note: "Not compared with the workers online now: this Machine's counts do not add up (see its capacity above).",
    };
  const workers = soundCounts(counts)?.workers ?? null;
  return workers
    ? { online: workers.online, note: null }
    : {
        online: null,
        note: "Not compared with the workers online now: the service did not report this Machine's worker counts.",
      };
}

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
  if (arrivals.count < THIN_ARRIVALS) thinParts.push(countOf(arrivals.count, "arrival"));
  if (runTime.finished < THIN_RUNS) thinParts.push(countOf(runTime.finished, "finished run"));
  return {
    kind: "hint",
    workers,
    online,
    p95NowMs: online !== null && online > 0 ? waitQuantileMs(online, perHour, meanRunMs, QUANTILE) : null,
    pWait: workers === null ? null : erlangC(workers, (perHour / 3_600_000) * meanRunMs),
    arrivalsPerHour: perHour,
    arrivalsSeen: arrivals.count,
    arrivalsRateFrom: arrivals.rateFrom,
    arrivalsCoveredMs: arrivals.coveredMs,
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

/** A rate read from arrivals reaching back this far is the last hour's (the newest 90 % of an hour's span ~54 min). */
const FULL_HOUR_MS = 50 * 60_000;

/** A piece of the hint's sentence; a figure names where on the Machine's page it comes from (anchors.ts). */
export type HintPart = string | { text: string; place: "capacity" | "alertRules" };

/**
 * The hint as one sentence: "At the last hour's arrival rate (90 an hour) and …", or, when the arrivals
 * the rate was read from reach back less far (a capped list, a burst that began lately), "At the arrival
 * rate of the last 24 min (119 an hour) and …". In parts: the target (an alert rule of this Machine's)
 * and the workers online now (its capacity) name their places, for links.
 */
export function hintParts(h: Extract<ScalingHint, { kind: "hint" }>): HintPart[] {
  const perHour = `${formatCount(Math.round(h.arrivalsPerHour))} an hour`;
  const rate =
    h.arrivalsCoveredMs >= FULL_HOUR_MS
      ? `the last hour's arrival rate (${perHour})`
      : `the arrival rate of the last ${formatWait(h.arrivalsCoveredMs)} (${perHour})`;
  const inputs = `At ${rate} and run time (${formatWait(h.meanRunMs)} each)`;
  const target: HintPart = { text: `under ${formatWait(h.targetMs)}`, place: "alertRules" };
  if (h.workers === null)
    return [`${inputs}, no worker count up to ${formatCount(WORKERS_TRIED_MAX)} can keep the p95 wait `, target, "."];
  const now: HintPart[] =
    h.online === null
      ? []
      : [
          " ",
          { text: `${formatCount(h.online)} online now`, place: "capacity" },
          h.workers > h.online ? `: ${formatCount(h.workers - h.online)} more needed.` : ": enough.",
        ];
  return [
    `${inputs}, ${formatCount(h.workers)} worker${h.workers === 1 ? " is enough to" : "s"} keep the p95 wait `,
    target,
    ".",
    ...now,
  ];
}

/** The hint as one sentence (hintParts joined). */
export function hintSentence(h: Extract<ScalingHint, { kind: "hint" }>): string {
  return hintParts(h)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}
