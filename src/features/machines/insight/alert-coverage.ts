/**
 * What the capacity alerts know. A verdict fires on what is known, but its silence is an all-clear
 * only when every input was read: a Machine's counts, and its session list when lists are read (the
 * oldest-wait rule needs it). Counts that do not add up (counts.ts) are no input at all: no rule
 * that reads them judges such a Machine, so its silence is counted apart.
 *
 * API: VerdictInputs · verdictInputs(input) → VerdictInputs · Coverage · CoveragePart ·
 *      coverageLine(coverage) → CoveragePart[] · coverageText(parts) → string · watchStep(before, inputs, band)
 */
import { countOf } from "@/ui/format-count";
import { type AlertBand, BAND_ORDER } from "./alert-rules";
import type { SessionListState } from "./wait-analytics";

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

/**
 * The desktop watcher's step for one Machine: the band it keeps as the baseline, and whether this verdict
 * is a rise to announce. Only a verdict on every input counts. One still being read or unreadable would
 * make a "normal" baseline its first real answer "rises" from; one whose counts do not add up is judged
 * on its oldest wait alone, so its band would fall when they break and "rise" when they mend. Such a
 * verdict stands on screen but leaves the baseline as it was and is not announced. The first verdict on
 * every input is the baseline itself: what was already so is on screen wherever the user looks.
 */
export function watchStep(
  before: AlertBand | undefined,
  inputs: VerdictInputs,
  band: AlertBand,
): { baseline: AlertBand | undefined; rose: boolean } {
  if (inputs !== "read") return { baseline: before, rose: false };
  return { baseline: band, rose: before !== undefined && BAND_ORDER.indexOf(band) > BAND_ORDER.indexOf(before) };
}

const machines = (n: number) => countOf(n, "Machine");

/** A piece of the alert card's coverage line; `machines` are named after its text, each leading to its page. */
export interface CoveragePart {
  text: string;
  machines?: readonly string[];
}

export interface Coverage {
  /** Machines on the overview. */
  total: number;
  /** Machines with a rule firing. */
  firing: number;
  /** Machines with an input still being read. */
  reading: number;
  /** Machines with an input refused, broken or not reported. */
  unreadable: number;
  /** Machines whose counts do not add up (counts.ts), by name. */
  unsound: readonly string[];
}

/**
 * The alert card's line about what its alerts cover: the all-clear when nothing fires and every Machine
 * was read; otherwise, whether or not alerts fire, which Machines were not (fully) judged, so a list of
 * alerts is not read as the whole fleet's. No part when alerts fire and every Machine was read.
 */
export function coverageLine(c: Coverage): CoveragePart[] {
  const unsound = c.unsound.length;
  const covered = c.reading === 0 && c.unreadable === 0 && unsound === 0;
  if (c.firing > 0 && covered) return [];
  if (covered) return [{ text: "No capacity alerts: every Machine is within its rules" }];
  const read = c.total - c.reading - c.unreadable - unsound;
  if (c.firing === 0 && read === 0 && c.unreadable === 0 && unsound === 0) return [{ text: "Reading the Machines…" }];
  const lead =
    c.firing > 0
      ? `Alerts for ${machines(c.firing)}`
      : read > 0
        ? `No capacity alerts for ${read === 1 ? "the one Machine" : `the ${countOf(read, "Machine")}`} read`
        : null;
  const parts: (CoveragePart | null)[] = [
    lead === null ? null : { text: lead },
    c.reading > 0 ? { text: `${machines(c.reading)} still being read` } : null,
    c.unreadable > 0
      ? {
          text: `${machines(c.unreadable)} could not be read, so whether ${c.unreadable === 1 ? "it needs" : "they need"} attention is not known`,
        }
      : null,
    // "On its counts": the oldest-wait rule reads sessions, not counts, and still judges such a Machine.
    unsound > 0
      ? {
          text: `${machines(unsound)} not judged on ${unsound === 1 ? "its" : "their"} counts, which do not add up`,
          machines: c.unsound,
        }
      : null,
  ];
  return parts.filter((part) => part !== null);
}

/** The line as one sentence: parts joined by "; ", the Machines named in brackets, a full stop unless it trails off. */
export function coverageText(parts: readonly CoveragePart[]): string {
  const body = parts.map((p) => (p.machines?.length ? `${p.text} (${p.machines.join(", ")})` : p.text)).join("; ");
  return body === "" || body.endsWith("…") ? body : `${body}.`;
}
