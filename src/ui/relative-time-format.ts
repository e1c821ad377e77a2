const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "3 minutes ago", "in 2 hours", "just now". Pure, so it is testable without timers. */
export function formatRelative(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "unknown time";
  const deltaS = Math.round((at - now) / 1000);
  const abs = Math.abs(deltaS);
  if (abs < 45) return "just now";
  for (const [unit, seconds] of UNITS) {
    if (abs >= seconds) return relative.format(Math.round(deltaS / seconds), unit);
  }
  return relative.format(Math.round(deltaS / 60), "minute");
}

/** "2026-10-05 14:03:22 UTC": absolute and unambiguous for tooltips. */
export function formatUtc(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return `${new Date(at).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
