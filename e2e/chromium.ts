/**
 * The one Chromium setup for Playwright runs (playwright.config.ts, bench/timeline.ts).
 * Playwright cannot download its own browsers here; scripts/ensure-chromium.mjs provides
 * Debian's chromium and mirrors this path lookup, since plain node cannot import TypeScript.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** No outside network: without these Chromium keeps opening refused connections and flakes. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
