import { countOf, formatCount } from "@/ui/format-count";
import { NOT_REPORTED } from "@/ui/readable";
import { durationText } from "@/ui/time";
import { readCounts, soundCounts } from "../counts";
import type { Availability } from "./availability";
import { erlangC, WORKERS_TRIED_MAX, waitQuantileMs, workersFor } from "./erlang-c";
import type { WaitAnalytics } from "./wait-analytics";

/**
 * The scaling hint: "at the last hour's arrival rate, run time and availability, K workers keep the p95
 * wait under T", from the M/M/c model (erlang-c.ts), with its inputs and assumptions, and a note when the
 * data is thin. The rate is the newest arrivals' (wait-analytics.ts): where they reach back less than the
 * hour, the sentence names the span they cover. No rate or no run time seen: no K at all, only what is missing.
 *
 * The model is checked against what is observed (issue 42):
 * - availability: workers online only part of the time serve only that share of it, so the model needs
 *   K online workers and ⌈K ÷ availability⌉ enrolled ones; unknown availability is assumed 1 and said so;
 * - the measured p95 wait of the sessions seen: while it misses the target the hint never advises fewer
 *   workers than now, nor calls them enough; when model and measurement disagree it says so and which it
 *   goes by (the measurement, once it rests on MEASURED_SOLID waits; the model while it is thinner).
 *
 * API: ScalingHint · HintDirection · scalingHint(analytics, online, targetMs, fleet?) · hintSentence(hint) ·
 *      hintParts(hint) · HintPart · onlineNow(machine) · THIN_ARRIVALS · THIN_RUNS · MEASURED_SOLID · QUANTILE
 */
export const THIN_ARRIVALS = 20;
export const THIN_RUNS = 10;
/** Waits measured before the measurement may overrule a model that asks for more workers. */
export const MEASURED_SOLID = 20;
export const QUANTILE = 0.95;

/** Against the workers there now: more needed, the ones there are enough, or fewer would do. */
export type HintDirection = "more" | "keep" | "fewer";

export type ScalingHint =
  | { kind: "missing"; missing: string[] }
  | {
      kind: "hint";
      /** Workers to have enrolled (⌈needOnline ÷ availability⌉), null when no count up to the cap is enough. */
      workers: number | null;
      /** Workers the model needs online at once (Erlang C). */
      needOnline: number | null;
      online: number | null;
      /** Workers enrolled now, when known. */
      total: number | null;
      /** The count K is compared with: the enrolled workers (availability known) or those online now. */
      now: { count: number; of: "enrolled" | "online" } | null;
      /** Measured availability, or null (then the model takes 1: workers stay online). */
      availability: Availability | null;
      /** The availability the model used. */
      share: number;
      /** Workers serving on average now: enrolled × availability, or those online. */
      effectiveNow: number | null;
      /** p95 wait the model expects with ⌊effectiveNow⌋ workers (Infinity when they cannot keep up). */
      p95NowMs: number | null;
      /** Probability a session waits at all with needOnline workers. */
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
      /** The p95 wait measured from the sessions seen, and how many waits it rests on. */
      measured: { p95Ms: number; waits: number } | null;
      /** What the model alone says against `now`, and what the hint advises (null: nothing to compare with). */
      modelDirection: HintDirection | null;
      direction: HintDirection | null;
      /** Which one the advice goes by when they differ. */
      basis: "model" | "measurement";
      /** Model and measurement disagree: the sentence that says so and which one the hint goes by. */
      disagreement: string | null;
    };

/**
 * The workers online now to compare K with: only from counts that add up (counts.ts); otherwise null and
 * why not, in words. K itself comes from the sessions seen, so the hint stays either way.
 */
export function onlineNow(machine: { workers?: unknown; sessions?: unknown }): {
  online: number | null;
  /** Workers enrolled, from the same sound counts. */
  total: number | null;
  note: string | null;
} {
  const counts = readCounts(machine);
  if (counts.kind === "unsound")
    return {
      online: null,
      total: null,
      note: "Not compared with the workers online now: this Machine's counts do not add up (see its capacity above).",
    };
  const workers = soundCounts(counts)?.workers ?? null;
  return workers
    ? { online: workers.online, total: workers.total, note: null }
    : {
        online: null,
        total: null,
        note: "Not compared with the workers online now: the service did not report this Machine's worker counts.",
      };
}

type Hint = Extract<ScalingHint, { kind: "hint" }>;

const directionOf = (workers: number | null, now: number | null): HintDirection | null =>
  now === null ? null : workers === null || workers > now ? "more" : workers === now ? "keep" : "fewer";

/** Model against measurement: what to advise and, when they differ, the sentence that says which one rules. */
function judge(
  model: HintDirection | null,
  measured: Hint["measured"],
  targetMs: number,
  workers: number | null,
  stable: boolean,
): Pick<Hint, "direction" | "basis" | "disagreement"> {
  if (model === null || measured === null) return { direction: model, basis: "model", disagreement: null };
  const p95 = durationText(measured.p95Ms, "wait", NOT_REPORTED);
  const over = measured.p95Ms > targetMs;
  const says = workers === null ? "no count it tried enough" : `${formatCount(workers)} enough`;
  if (over && model !== "more")
    return {
      direction: "more",
      basis: "measurement",
      disagreement: `The measured p95 wait is ${p95}, over the target, though the model finds ${says}: going by the measurement, add workers rather than remove any.`,
    };
  // Waits measured so far do not show a queue the workers now cannot keep up with: it only grows.
  if (!over && model === "more" && measured.waits >= MEASURED_SOLID && stable)
    return {
      direction: "keep",
      basis: "measurement",
      disagreement: `The measured p95 wait is ${p95}, within the target, though the model asks for more: going by the measurement (${formatCount(measured.waits)} waits), the workers there are enough for now.`,
    };
  return { direction: model, basis: "model", disagreement: null };
}

export function scalingHint(
  analytics: WaitAnalytics,
  online: number | null,
  targetMs: number,
  fleet: { total?: number | null; availability?: Availability | null } = {},
): ScalingHint {
  const { arrivals, runTime } = analytics;
  const missing: string[] = [];
  if (arrivals.perHour === null) missing.push("an arrival rate (the sessions seen cover less than 5 minutes)");
  else if (arrivals.count === 0) missing.push("an arrival rate (no session arrived in the last hour)");
  if (runTime === null) missing.push("a run time (no session seen here has finished)");
  if (arrivals.perHour === null || arrivals.count === 0 || runTime === null) return { kind: "missing", missing };
  const meanRunMs = Math.max(1, runTime.mean.ms);
  const perHour = arrivals.perHour;
  const total = fleet.total ?? null;
  const availability = total === null ? null : (fleet.availability ?? null);
  const share = availability?.share ?? 1;
  const needOnline = workersFor(perHour, meanRunMs, targetMs, QUANTILE);
  const workers = needOnline === null || share <= 0 ? null : Math.ceil(needOnline / share - 1e-9);
  const now =
    availability && total !== null
      ? { count: total, of: "enrolled" as const }
      : online === null
        ? null
        : { count: online, of: "online" as const };
  const effectiveNow = now === null ? null : now.of === "enrolled" ? now.count * share : now.count;
  const servers = effectiveNow === null ? 0 : Math.floor(effectiveNow + 1e-9);
  const load = (perHour / 3_600_000) * meanRunMs;
  const measured = analytics.p95 ? { p95Ms: analytics.p95.ms, waits: analytics.waits.length } : null;
  const modelDirection = directionOf(workers, now?.count ?? null);
  const thinParts: string[] = [];
  if (arrivals.count < THIN_ARRIVALS) thinParts.push(countOf(arrivals.count, "arrival"));
  if (runTime.finished < THIN_RUNS) thinParts.push(countOf(runTime.finished, "finished run"));
  return {
    kind: "hint",
    workers,
    needOnline,
    online,
    total,
    now,
    availability,
    share,
    effectiveNow,
    p95NowMs:
      effectiveNow === null
        ? null
        : servers > 0
          ? waitQuantileMs(servers, perHour, meanRunMs, QUANTILE)
          : Number.POSITIVE_INFINITY,
    pWait: needOnline === null ? null : erlangC(needOnline, load),
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
    load,
    thin: thinParts.length > 0 ? `Thin data: only ${thinParts.join(" and ")} seen, so treat K as a rough guide.` : null,
    measured,
    modelDirection,
    ...judge(modelDirection, measured, targetMs, workers, servers > load),
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
export function hintParts(h: Hint): HintPart[] {
  const perHour = `${formatCount(Math.round(h.arrivalsPerHour))} an hour`;
  const rate =
    h.arrivalsCoveredMs >= FULL_HOUR_MS
      ? `the last hour's arrival rate (${perHour})`
      : `the arrival rate of the last ${durationText(h.arrivalsCoveredMs, "wait", NOT_REPORTED)} (${perHour})`;
  const run = `run time (${durationText(h.meanRunMs, "wait", NOT_REPORTED)} each)`;
  // Overruled by the measurement, the model's K reads as the model's, not as the advice.
  const by = h.basis === "measurement" ? ", by the model" : "";
  const inputs = h.availability
    ? `At ${rate}, ${run} and availability (${formatPercent(h.share)} of the time online)${by}`
    : `At ${rate} and ${run}${by}`;
  const target: HintPart = { text: `under ${durationText(h.targetMs, "wait", NOT_REPORTED)}`, place: "alertRules" };
  const after: HintPart[] = h.disagreement ? [` ${h.disagreement}`] : [];
  if (h.workers === null) {
    const why = h.availability && h.share <= 0 ? " with no worker online in the span read" : "";
    return [
      `${inputs}, no worker count up to ${formatCount(WORKERS_TRIED_MAX)} can keep the p95 wait `,
      target,
      `${why}.`,
      ...after,
    ];
  }
  const now: HintPart[] =
    h.now === null
      ? []
      : [
          " ",
          { text: `${formatCount(h.now.count)} ${h.now.of} now`, place: "capacity" },
          h.direction !== "more"
            ? ": enough."
            : h.workers > h.now.count
              ? `: ${formatCount(h.workers - h.now.count)} more needed.`
              : ": not enough by the waits measured.",
        ];
  return [
    `${inputs}, ${formatCount(h.workers)} worker${h.workers === 1 ? " is enough to" : "s"} keep the p95 wait `,
    target,
    ".",
    ...now,
    ...after,
  ];
}

/** "60 %"; shares under 1 % or just below 100 % keep a decimal so they do not read as 0 or 100. */
export function formatPercent(share: number): string {
  const p = share * 100;
  const text = p > 0 && p < 1 ? p.toFixed(1) : p > 99 && p < 100 ? p.toFixed(1) : String(Math.round(p));
  return `${text} %`;
}

/** The hint as one sentence (hintParts joined). */
export function hintSentence(h: Hint): string {
  return hintParts(h)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}
