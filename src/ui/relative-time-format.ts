import { msOf } from "./time";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** Integers below this are epoch seconds (it is the year 5138 in seconds), above it milliseconds. */
const SECONDS_BELOW = 1e11;

/**
 * Epoch ms of a timestamp. The contract sends ISO 8601 text; a service that drifted and sends an
 * integer is read as epoch seconds or milliseconds (by size) rather than as 1970. Null when unreadable.
 */
export function timestampMs(value: unknown): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return null;
    return value < SECONDS_BELOW ? value * 1000 : value;
  }
  return typeof value === "string" && value.trim() !== "" ? msOf(value) : null;
}

/** "3 minutes ago", "in 2 hours", "just now". Pure, so it is testable without timers. */
export function formatRelative(value: string | number, now: number): string {
  const at = timestampMs(value);
  if (at === null) return "unknown time";
  const deltaS = Math.round((at - now) / 1000);
  const abs = Math.abs(deltaS);
  if (abs < 45) return "just now";
  for (const [unit, seconds] of UNITS) {
    if (abs >= seconds) return relative.format(Math.round(deltaS / seconds), unit);
  }
  return relative.format(Math.round(deltaS / 60), "minute");
}

/** "2026-10-05 14:03:22 UTC": absolute and unambiguous for tooltips. */
export function formatUtc(value: string | number): string {
  const at = timestampMs(value);
  // A time the service left out is said so; one it sent unreadable is shown as sent.
  if (at === null) return value === undefined || value === null || value === "" ? "not reported" : String(value);
  return `${new Date(at).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
