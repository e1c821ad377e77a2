import { NOT_REPORTED } from "@/ui/readable";
import { formatDuration } from "../../format";
import type { Step, StepTurn } from "../../timeline-model/steps";

/**
 * Words and positions for the steps view, pure so they are tested without a browser.
 *
 * API: durationText(ms) · stepName(step) · stepWords(step, { running, now }) · barOf(step, previousEnd,
 *      axis, now) → { left, width, thinkLeft, thinkWidth } (percent) | null · axisOf(turn, lastAt) ·
 *      turnIndexOf(turns, seq)
 */
export const durationText = (ms: number | null): string => (ms === null ? NOT_REPORTED : formatDuration(ms));

export const stepName = (step: Step): string => step.tool ?? "unnamed tool";

/** "bash: npm test, 3.2s, error (exit 1)" — the accessible name of a step's bar. */
export function stepWords(step: Step, live: { running: boolean; now: number }): string {
  const what = step.label ? `${stepName(step)}: ${step.label}` : stepName(step);
  if (step.state === "open") {
    if (!live.running) return `${what}, no result recorded`;
    const since = step.start === null ? null : Math.max(0, live.now - step.start);
    return `${what}, running for ${durationText(since)}`;
  }
  const failed = step.state === "error" ? `, error${step.exitCode !== null ? ` (exit ${step.exitCode})` : ""}` : "";
  return `${what}, ${durationText(step.durationMs)}${failed}`;
}

export interface Axis {
  readonly start: number;
  readonly end: number;
}

/** A turn's time axis: from its first step's start to its last known end (or the newest event). */
export function axisOf(turn: StepTurn | undefined, lastAt: number | null): Axis | null {
  if (!turn || turn.start === null) return null;
  const end = Math.max(turn.end ?? turn.start, turn.start + 1, lastAt !== null && turn.end === null ? lastAt : 0);
  return { start: turn.start, end };
}

/** The turn holding `seq` (turns ascending by fromSeq), binary search. */
export function turnIndexOf(turns: readonly StepTurn[], seq: number): number {
  let lo = 0;
  let hi = turns.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((turns[mid] as StepTurn).fromSeq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

const pct = (value: number) => Math.min(100, Math.max(0, value));

export interface Bar {
  readonly left: number;
  readonly width: number;
  readonly thinkLeft: number;
  readonly thinkWidth: number;
}

/** Where the call's bar (and the thinking gap before it) sit on the axis, in percent; null without times. */
export function barOf(step: Step, previousEnd: number | null, axis: Axis | null, now: number): Bar | null {
  if (!axis || step.start === null) return null;
  const span = axis.end - axis.start;
  const end = step.end ?? (step.state === "open" ? Math.min(now, axis.end) : step.start);
  const left = pct(((step.start - axis.start) / span) * 100);
  const width = pct(((Math.max(end, step.start) - step.start) / span) * 100);
  const think = previousEnd !== null && previousEnd < step.start ? previousEnd : null;
  const thinkLeft = think === null ? left : pct(((think - axis.start) / span) * 100);
  return { left, width: Math.min(width, 100 - left), thinkLeft, thinkWidth: left - thinkLeft };
}
