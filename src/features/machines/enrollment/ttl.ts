import { LIMITS } from "@/api/limits";
import type { Lifecycle } from "@/api/types";
import { exactDuration, UNIT_SECONDS, type WholeUnit } from "@/ui/time";

/** The worker's lifetime is typed as a whole number of one of these units (@/ui/time's), never in raw seconds. */
export const TTL_UNITS = ["minutes", "hours", "days"] as const satisfies readonly WholeUnit[];
export type TtlUnit = WholeUnit;
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

/** Seconds for a typed amount, or null unless it is a whole number (leading and trailing blanks ignored). */
export function toSeconds(amount: string, unit: TtlUnit): number | null {
  const text = amount.trim();
  if (!/^\d+$/.test(text)) return null;
  return Number(text) * UNIT_SECONDS[unit];
}

/** "at most 90 days" / "at most 24 hours". */
export function formatMax(lifecycle: Lifecycle): string {
  return exactDuration(TTL_BOUNDS[lifecycle].maxS, TTL_BOUNDS[lifecycle].unit);
}

/** The rule on seconds (minimum 60, per-lifecycle maximum), in words. */
export function validateTtlSeconds(seconds: number, lifecycle: Lifecycle): string | null {
  if (!Number.isInteger(seconds) || seconds < LIMITS.ttlMinS) {
    return `A worker stays enrolled at least ${exactDuration(LIMITS.ttlMinS)}.`;
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
