import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "./e2e/chromium.ts";

const isCI = Boolean(process.env.CI);
// Overridable so several checkouts (or people) can run the e2e suite side by side on one machine.
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const SIM_PORT = Number(process.env.SIM_PORT ?? 4010);
const OUT_DIR = process.env.E2E_OUT_DIR ?? "dist";
/** The production server (server/prod.ts) over the same build, proxying to the standalone simulator. */
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 4174);

/** Where scripts/test-all.mjs reads the e2e counts from. */
const E2E_JSON_REPORT = process.env.E2E_JSON_REPORT ?? "playwright-report/e2e-results.json";

// `npm test` builds before running Playwright; building here too keeps `npx playwright test` usable alone.
const previewCommand = `${existsSync(`${OUT_DIR}/index.html`) ? "" : `npx vite build --outDir ${OUT_DIR} && `}npx vite preview --outDir ${OUT_DIR} --port ${PREVIEW_PORT} --strictPort`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  // Retries would hide flakes; a flaky test is a bug to fix, not to retry.
  retries: 0,
  // Most of a journey's time is spent waiting on the page and the simulator, not on the CPU.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: E2E_JSON_REPORT }]],
  outputDir: process.env.E2E_RESULTS_DIR ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    // Recording a trace costs about a fifth of a journey's CPU even when it is thrown away, and CI keeps
    // only what the run prints: E2E_TRACE=1 records one per test and keeps those of failures.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The demo runs the simulator in an MSW service worker: keep service workers allowed (the default).
    serviceWorkers: "allow",
    // Journeys check what the app does, not how it moves. Asking for reduced motion (which the app honours,
    // app.css) keeps dialogs from animating, so actions do not wait for them to stand still, and the
    // compositor draws about a fifth fewer frames: the suite is CPU-bound on two cores. A spinner still
    // turns. Tests of motion itself (TV mode's cycling) ask for no-preference.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: E2E_CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: previewCommand,
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The standalone simulator for live-mode checks (sends CORS for the preview origin).
      command: "npm run sim",
      // Any HTTP answer means it is up; without a key /v3/self answers 401, which Playwright accepts as ready.
      url: `http://127.0.0.1:${SIM_PORT}/v3/self`,
      env: { SIM_PORT: String(SIM_PORT) },
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // After the preview entry (web servers start in order), so the build exists; serve.mjs compiles
      // the server and compresses the build when they are missing. The server holds the owner demo key.
      command: "node server/serve.mjs",
      url: `http://127.0.0.1:${PROD_PORT}/healthz`,
      env: {
        PORT: String(PROD_PORT),
        DIST_DIR: OUT_DIR,
        SVC_BASE_URL: `http://127.0.0.1:${SIM_PORT}`,
        SVC_API_KEY: "svc_0d0e0000000000000000000000000001",
      },
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
