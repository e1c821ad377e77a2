import { existsSync } from "node:fs";

/**
 * The one Chromium setup for Playwright runs (playwright.config.ts, bench/timeline.ts, scripts/screenshots.ts).
 * Playwright cannot download its own browsers here; scripts/ensure-chromium.mjs provides Debian's
 * packages and mirrors these path lookups, since plain node cannot import TypeScript.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The e2e suite runs on Debian's headless shell (package chromium-headless-shell): the same Chromium
 * build without the desktop browser around it, which is what Playwright itself runs for headless tests.
 * It spends about a quarter less CPU per journey than the full browser in headless mode, and the suite is
 * CPU-bound on two cores. The full browser stays for the bench's frame timings and the README screenshots,
 * and is the fallback where the shell is missing. CHROMIUM_PATH overrides both.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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
