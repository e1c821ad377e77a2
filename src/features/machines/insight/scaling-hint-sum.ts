import { formatCount } from "@/ui/format-count";
import { NOT_REPORTED } from "@/ui/readable";
import { durationText } from "@/ui/time";
import { erlangC, waitQuantileMs } from "./erlang-c";
import { QUANTILE, type ScalingHint } from "./scaling-hint";

/**
 * The hint's sum, step by step, with its inputs as used (to 4 decimals or whole ms, not rounded to
 * minutes), so a reader can redo it: the rate, the run time, the load, the availability, the effective
 * workers now, Erlang C and the p95 wait for each worker count tried, and the step from workers online
 * to workers enrolled. Pure; the view shows it in a dialog.
 *
 * API: SumLine · hintSum(hint) → { inputs: SumLine[]; tries: SumTry[]; result: SumLine[] } · exact(n)
 */
export interface SumLine {
  label: string;
  value: string;
}

export interface SumTry {
  workers: number;
  /** Erlang C: the probability a session waits at all. */
  pWait: string;
  /** p95 wait = ln(C ÷ 0.05) ÷ (cμ − λ), or 0 when C ≤ 0.05. */
  p95: string;
  meets: boolean;
}

/** A figure as used: up to 4 decimals, digits grouped, trailing zeros dropped. */
export function exact(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? "∞" : "not reported";
  return n.toLocaleString("en-US", { maximumFractionDigits: 4 });
}

export function hintSum(h: Extract<ScalingHint, { kind: "hint" }>): {
  inputs: SumLine[];
  tries: SumTry[];
  result: SumLine[];
} {
  const inputs: SumLine[] = [
    {
      label: "Arrival rate λ",
      value: `${exact(h.arrivalsPerHour)} an hour = ${formatCount(h.arrivalsRateFrom)} arrivals × 3,600,000 ms ÷ ${exact(h.arrivalsCoveredMs)} ms`,
    },
    {
      label: "Mean run time S",
      value: `${exact(h.meanRunMs)} ms (${durationText(h.meanRunMs, "wait", NOT_REPORTED)})`,
    },
    {
      label: "Offered load a = λ × S",
      value: `${exact(h.arrivalsPerHour)} ÷ 3,600,000 × ${exact(h.meanRunMs)} = ${exact(h.load)} workers busy on average`,
    },
    {
      label: "Availability A",
      value: h.availability
        ? `${exact(h.availability.meanOnline)} online on average ÷ ${formatCount(h.availability.total)} enrolled = ${exact(h.share)}, over ${durationText(h.availability.coveredMs, "wait", NOT_REPORTED)} of samples`
        : "not measured yet: taken as 1 (workers stay online)",
    },
    {
      label: "Effective workers now",
      value:
        h.now === null || h.effectiveNow === null
          ? "not known (the worker counts could not be read)"
          : h.now.of === "enrolled"
            ? `${formatCount(h.now.count)} enrolled × ${exact(h.share)} = ${exact(h.effectiveNow)}`
            : `${formatCount(h.now.count)} online now`,
    },
    {
      label: "Target",
      value: `p95 wait ≤ ${exact(h.targetMs)} ms (${durationText(h.targetMs, "wait", NOT_REPORTED)})`,
    },
  ];
  const tries: SumTry[] = [];
  const last = h.needOnline ?? Math.floor(h.load) + 1;
  for (let c = Math.max(1, Math.floor(h.load) + 1); c <= last && tries.length < 12; c++) {
    const p95 = waitQuantileMs(c, h.arrivalsPerHour, h.meanRunMs, QUANTILE);
    tries.push({
      workers: c,
      pWait: exact(erlangC(c, h.load)),
      p95: `${exact(p95)} ms (${Number.isFinite(p95) ? durationText(p95, "wait", NOT_REPORTED) : "grows without end"})`,
      meets: p95 <= h.targetMs,
    });
  }
  const result: SumLine[] = [
    {
      label: "Workers needed online K",
      value:
        h.needOnline === null
          ? "none up to the cap meets the target"
          : `${formatCount(h.needOnline)} (the first that meets the target)`,
    },
    {
      label: "Workers needed enrolled ⌈K ÷ A⌉",
      value:
        h.workers === null || h.needOnline === null
          ? "not known"
          : `⌈${formatCount(h.needOnline)} ÷ ${exact(h.share)}⌉ = ${formatCount(h.workers)}`,
    },
    {
      label: "Measured p95 wait",
      value: h.measured
        ? `${exact(h.measured.p95Ms)} ms (${durationText(h.measured.p95Ms, "wait", NOT_REPORTED)}) from ${formatCount(h.measured.waits)} waits: ${h.measured.p95Ms > h.targetMs ? "over" : "within"} the target`
        : "none measured",
    },
    {
      label: "Goes by",
      value: h.basis === "measurement" ? "the measurement (it disagrees with the model)" : "the model",
    },
  ];
  return { inputs, tries, result };
}
