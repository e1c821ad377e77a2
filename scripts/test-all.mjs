#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, always ending with a summary
// whose last line is exactly `N passed, N failed` (plus `, N skipped`) over unit + e2e tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const VITEST_JSON = join(root, "test-results", "unit-results.json");
// Must match the json reporter's outputFile in playwright.config.ts.
const E2E_JSON = join(root, "playwright-report", "e2e-results.json");

/** Counts from vitest's JSON reporter (jest-compatible shape). */
export function countVitest(report) {
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return { passed, failed, skipped, suitesFailed: report.numFailedTestSuites ?? 0 };
}

/** Counts from Playwright's JSON reporter (`stats`). Retries are off, so `flaky` only appears if someone turns them on. */
export function countPlaywright(report) {
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: process.env });
    child.on("error", (error) => {
      console.error(`test-all: could not start ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const steps = [
  { name: "check:api", cmd: "npm", args: ["run", "--silent", "check:api"] },
  { name: "typecheck", cmd: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "--silent", "lint"] },
  {
    name: "unit (vitest)",
    cmd: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`],
    before: () => rmSync(VITEST_JSON, { force: true }),
    count: (code) => {
      const report = readJson(VITEST_JSON);
      if (!report) return { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
      const c = countVitest(report);
      // A suite that fails to load has no failed tests of its own; still a failure.
      const failed = c.failed + (code !== 0 && c.failed === 0 ? Math.max(1, c.suitesFailed) : 0);
      return { passed: c.passed, failed, skipped: c.skipped };
    },
  },
  { name: "build (vite)", cmd: bin("vite"), args: ["build", "--logLevel", "warn"] },
  { name: "chromium", cmd: process.execPath, args: [join(root, "scripts", "ensure-chromium.mjs")] },
  {
    name: "e2e (playwright)",
    cmd: bin("playwright"),
    args: ["test"],
    before: () => rmSync(E2E_JSON, { force: true }),
    count: (code) => {
      const report = readJson(E2E_JSON);
      if (!report) return { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
      const c = countPlaywright(report);
      // Global errors (a web server that never started, a config error) fail the run with no failed test.
      return { ...c, failed: c.failed + (code !== 0 && c.failed === 0 ? 1 : 0) };
    },
  },
];

function fmtDuration(ms) {
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;
}

async function main() {
  mkdirSync(dirname(VITEST_JSON), { recursive: true });
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  let failedStep = null;
  for (const step of steps) {
    if (failedStep) {
      rows.push(`  -     ${step.name} (not run)`);
      continue;
    }
    console.info(`\n▶ ${step.name}`);
    step.before?.();
    const started = Date.now();
    const code = await run(step.cmd, step.args);
    const took = fmtDuration(Date.now() - started);
    let detail = "";
    if (step.count) {
      const c = step.count(code);
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      detail = ` — ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
    } else if (code !== 0) {
      // A failed check counts as one failure so the last line never reads "0 failed" on a red run.
      totals.failed += 1;
    }
    rows.push(`  ${code === 0 ? "ok  " : "FAIL"}  ${step.name} (${took})${detail}`);
    if (code !== 0) failedStep = step.name;
  }
  console.info(`\nSummary${failedStep ? ` — stopped at ${failedStep}` : ""}:\n${rows.join("\n")}`);
  if (existsSync(E2E_JSON) && !failedStep) console.info(`  e2e report: ${E2E_JSON}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
  console.info(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(failedStep ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
