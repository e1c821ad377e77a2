import { formatCount } from "./format-count";

/**
 * Time in one place, for sessions, Machines and network alike: ISO timestamps to epoch ms, durations in
 * words, ordinals. Pure and locale-stable. A duration is printed in one of a few named styles, each for
 * one kind of figure, so "4 min" means the same on every page:
 *
 * | style  | for                                  | reads                                          |
 * | span   | how long since (status sentences)    | "8 s", "12 min", "2 h 5 min", "3 d 4 h"         |
 * | wait   | waits and timeouts, to the minute    | "under a minute", "4 min", "1 h 20 min"         |
 * | age    | how old a reading or a try is        | "4 s", "2 min", "3 h"                           |
 * | gap    | a stretch of a chart (never "0 s")   | "20 s", "90 min", "3 h"                         |
 * | run    | a run time, to the second            | "850 ms", "8.5s", "12m 5s", "1h 2m 3s"          |
 *
 * API: SECOND · MINUTE · HOUR · DAY · msOf(value) → epoch ms | null · durationText(ms, style, otherwise?) → text
 *      · exactDuration(seconds, unit?) → "30 days" · ordinal(n) → "2nd", "1,001st"
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const digits = (s: string, from: number, n: number): number => {
  let v = 0;
  for (let i = from; i < from + n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    v = v * 10 + d;
  }
  return v;
};

/**
 * The service's own shape (2026-11-25T12:00:00.000Z) without Date.parse's cost (Machines read thousands):
 * only when every field is in its everyday range, so the answer is Date.parse's; null otherwise.
 */
function canonicalMs(value: string): number | null {
  if (value.length !== 24 || value[10] !== "T" || value[19] !== "." || value[23] !== "Z") return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const hour = digits(value, 11, 2);
  const minute = digits(value, 14, 2);
  const second = digits(value, 17, 2);
  // Day 29 to 31, hour 24 and years below 1000 (Date.UTC reads 0..99 as 19xx) are left to Date.parse.
  const everyday = year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= 28;
  if (!everyday || !(hour < 24 && minute < 60 && second < 60)) return null;
  const t = Date.UTC(year, month - 1, day, hour, minute, second, digits(value, 20, 3));
  return Number.isFinite(t) ? t : null;
}

/** Epoch ms of an ISO 8601 timestamp as the contract sends it; null for anything else or text that does not parse. */
export function msOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const fast = canonicalMs(value);
  if (fast !== null) return fast;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

export type DurationStyle = "span" | "wait" | "age" | "gap" | "run";

/** Past a few centuries a duration is a drifted field, not a time ("2777777777777778h" or "1e+21 d" otherwise). */
const MAX_MS = 1e13;

const withRest = (whole: string, rest: number, unit: string) => (rest > 0 ? `${whole} ${rest} ${unit}` : whole);

function span(ms: number): string {
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return withRest(`${Math.floor(ms / HOUR)} h`, Math.floor((ms % HOUR) / MINUTE), "min");
  return withRest(`${Math.floor(ms / DAY)} d`, Math.floor((ms % DAY) / HOUR), "h");
}

function wait(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  return withRest(`${Math.floor(minutes / 60)} h`, minutes % 60, "min");
}

function age(ms: number): string {
  const s = Math.floor(ms / SECOND);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h`;
}

function gap(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 1) return `${Math.max(1, Math.round(ms / SECOND))} s`;
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

function run(ms: number): string {
  if (ms < SECOND) return `${Math.round(ms)} ms`;
  if (ms < 10 * SECOND) return `${(ms / SECOND).toFixed(1)}s`;
  const totalS = Math.round(ms / SECOND);
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS % 3600) / 60);
  const s = totalS % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
}

const STYLES: Record<DurationStyle, (ms: number) => string> = { span, wait, age, gap, run };
/** A negative span, age or gap is clock skew and reads as zero; a negative wait or run time is no figure. */
const CLAMPS_NEGATIVE: ReadonlySet<DurationStyle> = new Set(["span", "age", "gap"]);

/**
 * The duration in the style's words. When it is no duration (not a finite number, past a few centuries, a
 * negative wait or run time): `otherwise` if given ("not reported", "—"), else null.
 */
export function durationText(ms: number | null | undefined, style: DurationStyle): string | null;
export function durationText(ms: number | null | undefined, style: DurationStyle, otherwise: string): string;
export function durationText(ms: number | null | undefined, style: DurationStyle, otherwise?: string): string | null {
  const none = otherwise ?? null;
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms > MAX_MS) return none;
  if (ms < 0 && !CLAMPS_NEGATIVE.has(style)) return none;
  return STYLES[style](Math.max(0, ms));
}

/** Units a person types a long duration in (a worker's lifetime), largest first. */
export const WHOLE_UNITS = ["days", "hours", "minutes"] as const;
export type WholeUnit = (typeof WHOLE_UNITS)[number];
export const UNIT_SECONDS: Record<WholeUnit, number> = { minutes: 60, hours: 3600, days: 86_400 };
const SINGULAR: Record<WholeUnit, string> = { minutes: "minute", hours: "hour", days: "day" };

/** The largest unit that holds the seconds exactly: 2592000 → 30 days, 5400 → 90 minutes. */
export function wholeUnitsOf(seconds: number): { amount: string; unit: WholeUnit } {
  for (const unit of WHOLE_UNITS) {
    if (seconds >= UNIT_SECONDS[unit] && seconds % UNIT_SECONDS[unit] === 0) {
      return { amount: String(seconds / UNIT_SECONDS[unit]), unit };
    }
  }
  return { amount: String(Math.max(1, Math.round(seconds / 60))), unit: "minutes" };
}

/** "30 days", "1 hour", "90 minutes" (or in the unit asked for); seconds that fit no unit exactly read as seconds. */
export function exactDuration(seconds: number, unit?: WholeUnit): string {
  const human = unit ? { amount: String(seconds / UNIT_SECONDS[unit]), unit } : wholeUnitsOf(seconds);
  if (Number(human.amount) * UNIT_SECONDS[human.unit] !== seconds) return `${seconds} seconds`;
  return `${human.amount} ${human.amount === "1" ? SINGULAR[human.unit] : human.unit}`;
}

/** "1st", "2nd", "11th", "1,002nd": grouped in threes as every count is. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${formatCount(n)}${suffix}`;
}
