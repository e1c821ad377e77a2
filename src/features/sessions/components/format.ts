/** Display formatting shared by the session views. Pure, locale-stable. */

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalS = Math.round(ms / 1000);
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS % 3600) / 60);
  const s = totalS % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

const INTEGER = new Intl.NumberFormat("en-US");

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : INTEGER.format(value);
}

export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined) return "not reported";
  // Not a number (contract drift): say so rather than guess.
  if (typeof usd !== "number" || !Number.isFinite(usd)) return "unreadable";
  return `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}

/** mm:ss for countdowns; never negative. */
export function formatCountdown(ms: number): string {
  const totalS = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(totalS / 60);
  const s = totalS % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
