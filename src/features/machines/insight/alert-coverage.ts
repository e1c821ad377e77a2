/**
 * What the capacity alerts know. A verdict fires on what is known, but its silence is an all-clear
 * only when every input was read: a Machine's counts, and its session list when lists are read (the
 * oldest-wait rule needs it). Counts that do not add up (counts.ts) are no input at all: no rule
 * that reads them judges such a Machine, so its silence is counted apart.
 *
 * API: VerdictInputs · verdictInputs(input) → VerdictInputs ·
 *      quietLine(total, reading, unreadable, unsound?) → string
 */
import type { SessionListState } from "../hooks/use-wait-analytics";

/**
 * `read`: every input known; `reading`: one not yet; `unreadable`: one refused, broken or not reported;
 * `unsound`: the Machine's counts arrived but do not add up, so no rule that reads them judges it.
 */
export type VerdictInputs = "read" | "reading" | "unreadable" | "unsound";

export function verdictInputs(input: {
  /** The Machine's counts arrived (workers and sessions reported, with an answer time) and add up. */
  counted: boolean;
  /** The Machine's latest counts arrived but do not add up (counts.ts). */
  unsound?: boolean;
  /** Something was answered for the Machine (counts or not), or its read failed. */
  answered: boolean;
  /** Its session list, or null when lists are not read for alerts. */
  list: SessionListState | null;
}): VerdictInputs {
  if (input.unsound) return "unsound";
  if (!input.counted) return input.answered ? "unreadable" : "reading";
  if (input.list === null || input.list === "listed" || input.list === "unsupported" || input.list === "off") {
    return "read";
  }
  return input.list === "failed" ? "unreadable" : "reading";
}

const machines = (n: number) => `${n} ${n === 1 ? "Machine" : "Machines"}`;

/**
 * The alert card's line when no rule fires: the all-clear, or which Machines it covers and which not.
 * `unsound`: Machines whose counts do not add up, judged by no rule (like one not read).
 */
export function quietLine(total: number, reading: number, unreadable: number, unsound = 0): string {
  if (reading === 0 && unreadable === 0 && unsound === 0)
    return "No capacity alerts: every Machine is within its rules.";
  const read = total - reading - unreadable - unsound;
  if (read === 0 && unreadable === 0 && unsound === 0) return "Reading the Machines…";
  const parts = [
    read > 0 ? `No capacity alerts for ${read === 1 ? "the one Machine" : `the ${read} Machines`} read` : null,
    reading > 0 ? `${machines(reading)} still being read` : null,
    unreadable > 0
      ? `${machines(unreadable)} could not be read, so whether ${unreadable === 1 ? "it needs" : "they need"} attention is not known`
      : null,
    unsound > 0 ? `${unsound} ${unsound === 1 ? "Machine's" : "Machines'"} counts do not add up` : null,
  ].filter((part) => part !== null);
  return `${parts.join("; ")}.`;
}
