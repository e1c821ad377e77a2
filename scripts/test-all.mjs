#!/usr/bin/env node
// `npm test`: every check, stopping after the first group of steps with a failure, always ending with
// a summary whose last line is exactly `N passed, N failed` (plus `, N skipped`) over unit + e2e tests.
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

/**
 * Runs one command. Its output goes straight through, or, when `buffered`, is kept and handed back so a
 * step running beside another prints as one block instead of interleaving line by line.
 */
function run(cmd, args, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ["ignore", buffered ? "pipe" : "inherit", buffered ? "pipe" : "inherit"],
      env: process.env,
    });
    if (buffered) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    const output = () => Buffer.concat(chunks).toString("utf8");
    child.on("error", (error) => {
      chunks.push(Buffer.from(`test-all: could not start ${cmd}: ${error.message}\n`));
      resolve({ code: 1, output: output() });
    });
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: output() }));
  });
}

/**
 * The steps in order; the steps of one group run side by side. The checks, the build, finding (or
 * installing) Chromium and the unit tests need nothing from each other, and tsc, biome,
 * dependency-cruiser, knip and the build are mostly one core each: beside vitest they fill what its two
 * workers leave idle (~20 s off the run on two cores), and an apt-get of Chromium on a fresh machine
 * waits on the network meanwhile. The unit tests print as they go; the others print their output as
 * one block each once they end. The e2e suite needs the build and Chromium, so it runs after them.
 */
const groups = [
  [
    { name: "check:api", cmd: "npm", args: ["run", "--silent", "check:api"] },
    { name: "typecheck", cmd: "npm", args: ["run", "--silent", "typecheck"] },
    { name: "lint", cmd: "npm", args: ["run", "--silent", "lint"] },
    {
      name: "unit (vitest)",
      live: true,
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
  ],
  [
    {
      name: "e2e (playwright)",
      live: true,
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
  ],
];

function fmtDuration(ms) {
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;
}

/** Runs one step; returns its summary row, its counts (test steps) and whether it passed. */
async function runStep(step, buffered) {
  step.before?.();
  const started = Date.now();
  const { code, output } = await run(step.cmd, step.args, { buffered });
  const took = fmtDuration(Date.now() - started);
  if (buffered) process.stdout.write(`\n▶ ${step.name} (${code === 0 ? "ok" : "FAILED"}, ${took})\n${output}`);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let detail = "";
  if (step.count) {
    counts = step.count(code);
    detail = ` — ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;
  } else if (code !== 0) {
    // A failed check counts as one failure so the last line never reads "0 failed" on a red run.
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  return { row: `  ${code === 0 ? "ok  " : "FAIL"}  ${step.name} (${took})${detail}`, counts, ok: code === 0 };
}

async function main() {
  mkdirSync(dirname(VITEST_JSON), { recursive: true });
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  let failedStep = null;
  for (const group of groups) {
    if (failedStep) {
      for (const step of group) rows.push(`  -     ${step.name} (not run)`);
      continue;
    }
    const header = group.length > 1 ? `${group.map((step) => step.name).join(", ")}, side by side` : group[0].name;
    console.info(`\n▶ ${header}`);
    // A group's one `live` step prints as it goes; the others print when they end.
    const results = await Promise.all(group.map((step) => runStep(step, !step.live)));
    for (const [index, result] of results.entries()) {
      rows.push(result.row);
      totals.passed += result.counts.passed;
      totals.failed += result.counts.failed;
      totals.skipped += result.counts.skipped;
      if (!result.ok && !failedStep) failedStep = group[index].name;
    }
  }
  console.info(`\nSummary${failedStep ? ` — stopped at ${failedStep}` : ""}:\n${rows.join("\n")}`);
  if (existsSync(E2E_JSON) && !failedStep) console.info(`  e2e report: ${E2E_JSON}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
  console.info(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(failedStep ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
