import { formatCount } from "../../format";
import type { ToolTime } from "../../timeline-model/steps";
import { durationText } from "./step-format";

/**
 * Time by tool in words, for the Steps tab and Compare. Pure; no React, so Compare does not load the
 * Steps chunk for it.
 * API: share(ms, total) · toolTimeWords(tool, toolMs) · toolCallWords(tool, running)
 */
export const share = (ms: number, total: number) => (total > 0 ? Math.round((ms / total) * 100) : 0);

/** A tool's time and share of the finished calls' time; a tool with none finished has no time to give yet. */
export function toolTimeWords(t: ToolTime, toolMs: number): { time: string; share: string } {
  if (t.count - t.open === 0) return { time: "none finished yet", share: "—" };
  return { time: durationText(t.ms), share: `${share(t.ms, toolMs)}%` };
}

/** "3 calls", "3 calls, 1 running" (an ended session's unanswered call is "without a result"). */
export function toolCallWords(t: ToolTime, running: boolean): string {
  const calls = `${formatCount(t.count)} ${t.count === 1 ? "call" : "calls"}`;
  return t.open > 0 ? `${calls}, ${formatCount(t.open)} ${running ? "running" : "without a result"}` : calls;
}
