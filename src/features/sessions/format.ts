import { formatCount, isCount } from "@/ui/format-count";
import { durationText } from "@/ui/time";
import type { RunTime } from "./run-time";

/** Display formatting shared by the session views. Pure, locale-stable. */

/** A run time ("9m 55s", @/ui/time's "run" words); "—" when it is none. */
export function formatDuration(ms: number | null | undefined): string {
  return durationText(ms, "run", "—");
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

// One formatter for counts on every page (the Machines views print theirs with it too).
export { formatCount };

function finite(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export interface ContextReading {
  tokens: number | null;
  window: number | null;
  /** As reported, else tokens / window; null when neither can be read. */
  percent: number | null;
  /** "12,000 of 200,000 tokens (6%)", with what is missing left out. */
  text: string;
}

/**
 * The session's context occupancy as far as it can be read: a drifted service may send the object
 * with a field missing or null; a number is never shown without its value, nor a bare "%".
 */
export function readContext(context: unknown): ContextReading | null {
  if (typeof context !== "object" || context === null) return null;
  const raw = context as Record<string, unknown>;
  // Only what adds up: counts are whole and not negative, a window holds something and no more than it holds.
  let tokens = isCount(raw.tokens) ? raw.tokens : null;
  let window = isCount(raw.window) && raw.window > 0 ? raw.window : null;
  if (tokens !== null && window !== null && tokens > window) {
    tokens = null;
    window = null;
  }
  const sent = finite(raw.percent);
  const reported = sent !== null && sent >= 0 && sent <= 100 ? sent : null;
  const percent =
    reported !== null ? Math.round(reported) : tokens !== null && window ? Math.round((tokens / window) * 100) : null;
  if (tokens === null && window === null && percent === null) return null;
  const amount =
    tokens !== null && window !== null
      ? `${formatCount(tokens)} of ${formatCount(window)} tokens`
      : tokens !== null
        ? `${formatCount(tokens)} tokens`
        : window !== null
          ? `window of ${formatCount(window)} tokens`
          : null;
  const share = percent !== null ? `${percent}%` : null;
  const text = amount && share ? `${amount} (${share})` : (amount ?? share ?? "");
  return { tokens, window, percent, text };
}

export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined) return "not reported";
  // Not a number, or below zero (contract drift): say so rather than guess.
  if (typeof usd !== "number" || !Number.isFinite(usd) || usd < 0) return "unreadable";
  return `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}

const CLOCK_TIME = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** hh:mm:ss (24-hour, local time) of an epoch ms; "—" when it is no time. */
export function formatClockTime(ms: number): string {
  return Number.isFinite(ms) ? CLOCK_TIME.format(ms) : "—";
}

/** mm:ss for countdowns; never negative. */
export function formatCountdown(ms: number): string {
  const totalS = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(totalS / 60);
  const s = totalS % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** A run time in words: live and final times as durations; what is not a measurement drawn muted. */
export function formatRunTime(run: RunTime): { text: string; muted: boolean } {
  switch (run.kind) {
    case "waiting":
      return { text: "not started: waiting for a worker", muted: true };
    case "final":
      return { text: formatDuration(run.ms), muted: false };
    case "live":
      // Elapsed time counts whole seconds passed, as a clock does (20m 15s until the 16th has passed).
      return { text: formatDuration(Math.floor(run.ms / 1000) * 1000), muted: false };
    case "reported":
      return { text: `${formatDuration(run.ms)} at the last read`, muted: false };
    case "unknown":
      return { text: "not reported", muted: true };
  }
}
