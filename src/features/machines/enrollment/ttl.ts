import { LIMITS } from "@/api/limits";
import type { Lifecycle } from "@/api/types";

/** The worker's lifetime is typed as a whole number of one of these units, never in raw seconds. */
export const TTL_UNITS = ["minutes", "hours", "days"] as const;
export type TtlUnit = (typeof TTL_UNITS)[number];

export const UNIT_SECONDS: Record<TtlUnit, number> = { minutes: 60, hours: 3600, days: 86_400 };
const SINGULAR: Record<TtlUnit, string> = { minutes: "minute", hours: "hour", days: "day" };
const LIFECYCLE_NOUN: Record<Lifecycle, string> = {
  persistent: "A persistent worker",
  ephemeral: "An ephemeral worker",
};

/** Spec §4.8: a persistent worker lasts 30 days by default (at most 90), an ephemeral one 1 hour (at most 24). */
/** `unit` is the one the spec states the bounds in, so messages say "24 hours", not "1 day". */
export const TTL_BOUNDS: Record<Lifecycle, { defaultS: number; maxS: number; unit: TtlUnit }> = {
  persistent: { defaultS: LIMITS.ttlPersistentDefaultS, maxS: LIMITS.ttlPersistentMaxS, unit: "days" },
  ephemeral: { defaultS: LIMITS.ttlEphemeralDefaultS, maxS: LIMITS.ttlEphemeralMaxS, unit: "hours" },
};

export interface HumanDuration {
  /** As typed in the amount field: digits only. */
  amount: string;
  unit: TtlUnit;
}

/** The largest unit that holds the seconds exactly: 2592000 → 30 days, 5400 → 90 minutes. */
export function toHumanUnits(seconds: number): HumanDuration {
  for (const unit of ["days", "hours", "minutes"] as const) {
    if (seconds >= UNIT_SECONDS[unit] && seconds % UNIT_SECONDS[unit] === 0) {
      return { amount: String(seconds / UNIT_SECONDS[unit]), unit };
    }
  }
  return { amount: String(Math.max(1, Math.round(seconds / 60))), unit: "minutes" };
}

/** Seconds for a typed amount, or null unless it is a whole number (leading and trailing blanks ignored). */
export function toSeconds(amount: string, unit: TtlUnit): number | null {
  const text = amount.trim();
  if (!/^\d+$/.test(text)) return null;
  return Number(text) * UNIT_SECONDS[unit];
}

/** "30 days", "1 hour", "90 minutes" (or in the unit asked for); seconds that fit no unit exactly read as seconds. */
export function formatDuration(seconds: number, unit?: TtlUnit): string {
  const human = unit ? { amount: String(seconds / UNIT_SECONDS[unit]), unit } : toHumanUnits(seconds);
  if (Number(human.amount) * UNIT_SECONDS[human.unit] !== seconds) return `${seconds} seconds`;
  return `${human.amount} ${human.amount === "1" ? SINGULAR[human.unit] : human.unit}`;
}

/** "at most 90 days" / "at most 24 hours". */
export function formatMax(lifecycle: Lifecycle): string {
  return formatDuration(TTL_BOUNDS[lifecycle].maxS, TTL_BOUNDS[lifecycle].unit);
}

/** The rule on seconds (minimum 60, per-lifecycle maximum), in words. */
export function validateTtlSeconds(seconds: number, lifecycle: Lifecycle): string | null {
  if (!Number.isInteger(seconds) || seconds < LIMITS.ttlMinS) {
    return `A worker stays enrolled at least ${formatDuration(LIMITS.ttlMinS)}.`;
  }
  if (seconds > TTL_BOUNDS[lifecycle].maxS) {
    return `${LIFECYCLE_NOUN[lifecycle]} stays enrolled at most ${formatMax(lifecycle)}.`;
  }
  return null;
}

/** The rule on what was typed: a whole number first, then the bounds. */
export function validateTtl(value: HumanDuration, lifecycle: Lifecycle): string | null {
  if (value.amount.trim() === "") return "Enter how long the worker stays enrolled.";
  const seconds = toSeconds(value.amount, value.unit);
  if (seconds === null) return "Enter a whole number; pick a smaller unit for parts of one.";
  return validateTtlSeconds(seconds, lifecycle);
}
