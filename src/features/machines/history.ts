/**
 * Capacity history of one Machine: one sample per successful refresh of its page, kept in this
 * browser for 24 h (history/ holds the log, its stored form, ranges and gaps), and the words its
 * chart and text summary need. Framework-free.
 *
 * API: CapacitySample · HISTORY_SAMPLE_MS · HISTORY_KEEP_MS · sampleOf(machine, at) · SERIES ·
 * summarizeHistory(samples)
 */
import type { Machine } from "@/api/types";
import { formatCount } from "@/ui/format-count";
import { durationText } from "@/ui/time";

export interface CapacitySample {
  /** ms since the epoch, when the numbers were received. */
  at: number;
  online: number;
  busy: number;
  queued: number;
}

export const HISTORY_SAMPLE_MS = 10_000;
/** How long a Machine's samples are kept in this browser (pruned on every write). */
export const HISTORY_KEEP_MS = 24 * 3_600_000;

export function sampleOf(machine: Pick<Machine, "workers" | "sessions">, at: number): CapacitySample {
  return { at, online: machine.workers.online, busy: machine.workers.busy, queued: machine.sessions.queued };
}

export const SERIES = [
  { key: "online", label: "Workers online" },
  { key: "busy", label: "Workers busy" },
  { key: "queued", label: "Sessions queued" },
] as const satisfies readonly { key: keyof Omit<CapacitySample, "at">; label: string }[];

/** One sentence per series: range and latest value, e.g. for screen readers and the wall display. */
export function summarizeHistory(samples: readonly CapacitySample[]): string {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return "No samples yet; the first arrives with the next refresh.";
  const parts = SERIES.map(({ key, label }) => {
    const values = samples.map((s) => s[key]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const range =
      low === high ? `steady at ${formatCount(low)}` : `between ${formatCount(low)} and ${formatCount(high)}`;
    return `${label} ${range}, now ${formatCount(last[key])}.`;
  });
  const head =
    samples.length === 1
      ? "1 sample so far."
      : `${formatCount(samples.length)} samples over the last ${durationText(last.at - first.at, "gap", "—")}.`;
  return [head, ...parts].join(" ");
}
