/**
 * `npm run bench`: measures the issue's performance targets and writes bench/report.json.
 * A report, not a test: it exits 0 even when a target is missed (the table says which).
 *   --no-browser   skip the measurements that need Chromium
 *   --only=<text>  run only the steps whose label contains <text> (case-insensitive; repeatable)
 * Every line carries a stable `id`, a numeric `value` and a `unit` (bench/stats.ts BenchLine).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CHROMIUM_PATH } from "../e2e/chromium.ts";
import type { BenchPart } from "./bench-part.ts";
import { benchBundle } from "./bundle.ts";
import { benchDiffFirstScreen, benchDiffUpdate } from "./diff.ts";
import { benchEmptyPoll } from "./empty-poll.ts";
import { benchExportJson } from "./export-json.ts";
import { benchFaults } from "./faults.ts";
import { benchFloor } from "./floor.ts";
import { benchHeap, benchHeapLayers } from "./heap.ts";
import { benchMachinesHistory } from "./machines-history.ts";
import { benchMachinesOverview } from "./machines-overview.ts";
import { benchMachinesWait } from "./machines-wait.ts";
import { benchMerge } from "./merge.ts";
import { benchPollerRate } from "./poller-rate.ts";
import { benchProxy } from "./proxy.ts";
import { benchRouteChunks } from "./route-chunks.ts";
import { benchSessionAnswers } from "./session-answers.ts";
import { type BenchLine, printTable } from "./stats.ts";
import { benchStepsFirstScreen, benchStepsUpdate } from "./steps.ts";
import { benchTimeline } from "./timeline.ts";
import { benchTriage } from "./triage.ts";
import { benchUpdateCost } from "./update-cost.ts";
import { benchWallRate } from "./wall-rate.ts";

const root = resolve(import.meta.dirname, "..");
// BENCH_DIST: measure another build (a checkout shared by several people keeps one dist per person).
const dist = join(root, process.env.BENCH_DIST ?? "dist");
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4179);

function ensureBuilt(): void {
  if (existsSync(join(dist, "index.html"))) return;
  console.info(`${dist} has no build: building…`);
  // Into the folder measured, not Vite's default: a BENCH_DIST that is missing must be the one built.
  const args = ["build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"];
  const built = spawnSync(join(root, "node_modules", ".bin", "vite"), args, {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

async function startPreview(): Promise<ChildProcess> {
  const child = spawn(
    join(root, "node_modules", ".bin", "vite"),
    ["preview", "--outDir", dist, "--port", String(PREVIEW_PORT), "--strictPort"],
    {
      cwd: root,
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${PREVIEW_PORT}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${url}`);
}

/** What a bench step gets: the built app served by vite preview (started on first use) and Chromium. */
export interface BenchContext {
  dist: string;
  chromiumPath: string;
  /** Starts `vite preview` of dist/ on first call; stopped when the run ends. */
  previewUrl(): Promise<string>;
}

interface BenchStep {
  label: string;
  /** Needs Chromium (skipped with --no-browser or when Chromium is missing). */
  browser?: boolean;
  /** Why this step is skipped in this run, or null. */
  skip?: () => string | null;
  run(ctx: BenchContext): BenchPart | Promise<BenchPart>;
}

/** One entry per measurement area, in the order they run and print. */
const STEPS: readonly BenchStep[] = [
  { label: "events store merge", run: () => benchMerge() },
  { label: "timeline update cost and Find, 100 000 events (node)", run: () => benchUpdateCost() },
  {
    label: "session answers per live page, 100 000 events (node)",
    run: () => benchSessionAnswers(),
  },
  { label: "poller request rate against the simulator (manual clock)", run: () => benchPollerRate() },
  {
    label: "Machines overview request rate, 50 watched, visible and hidden (manual clock)",
    run: () => benchMachinesOverview(),
  },
  { label: "Machine wait analytics over 10 000 sessions (node)", run: () => benchMachinesWait() },
  {
    label: "Machines history in IndexedDB: 24 h × 50 Machines stored, one Machine's 24 h read (node, fake-indexeddb)",
    run: () => benchMachinesHistory(),
  },
  {
    label: "watch wall request rate, 9 running idle sessions through SessionFeeds (manual clock)",
    run: () => benchWallRate(),
  },
  { label: "export of ses_100k to JSON and Markdown after catch-up (node)", run: () => benchExportJson() },
  { label: "sessions list triage over 1 000 listed sessions (node)", run: () => benchTriage() },
  {
    label: "timeline in Chromium against the built app",
    browser: true,
    run: async (ctx) => benchTimeline(await ctx.previewUrl(), ctx.chromiumPath),
  },
  {
    label: "Timeline renders per empty long poll, a running session in Chromium",
    browser: true,
    run: async (ctx) => benchEmptyPoll(await ctx.previewUrl(), ctx.chromiumPath),
  },
  { label: "steps fold: a live 50-event page into 100 000 events (node)", run: () => benchStepsUpdate() },
  {
    label: "steps view of ses_100k in Chromium, first screen after catch-up",
    browser: true,
    run: async (ctx) => benchStepsFirstScreen(await ctx.previewUrl(), ctx.chromiumPath),
  },
  { label: "diff fold: a live 50-event page into 100 000 events (node)", run: () => benchDiffUpdate() },
  {
    label: "Diff view of ses_100k in Chromium, first screen after catch-up, against the floor page",
    browser: true,
    run: async (ctx) => benchDiffFirstScreen(await ctx.previewUrl(), ctx.chromiumPath),
  },
  { label: "bundle sizes", run: (ctx) => benchBundle(ctx.dist) },
  { label: "stack floor (bench/floor) built now, initial JS ratio", run: (ctx) => benchFloor(ctx.dist) },
  { label: "JS per route after the initial set", run: (ctx) => benchRouteChunks(ctx.dist) },
  {
    label: "JS heap at 1k / 10k / 100k events (live mode against the simulator)",
    browser: true,
    run: async (ctx) => benchHeap(await ctx.previewUrl(), ctx.chromiumPath),
  },
  {
    label: "JS heap by layer at 100k events (bench/heap-layers: store, rows, facts, steps, Find)",
    browser: true,
    run: (ctx) => benchHeapLayers(ctx.chromiumPath),
  },
  {
    label: "fault suite (e2e/faults.spec.ts) counts (BENCH_FAULTS=0 skips)",
    browser: true,
    skip: () => (process.env.BENCH_FAULTS === "0" ? "BENCH_FAULTS=0" : null),
    run: (ctx) => benchFaults(ctx.dist),
  },
  {
    label: "prod server /api proxy vs nginx, 1 000 long polls (npm run bench:proxy for 5 000; BENCH_PROXY=0 skips)",
    skip: () => (process.env.BENCH_PROXY === "0" ? "BENCH_PROXY=0" : null),
    run: () => benchProxy(),
  },
];

async function main(): Promise<void> {
  const withBrowser = !process.argv.includes("--no-browser");
  // A partial run still writes the report, so what it measured can be read the same way.
  const only = process.argv.filter((a) => a.startsWith("--only=")).map((a) => a.slice(7).toLowerCase());
  const browserReady = withBrowser && existsSync(CHROMIUM_PATH);
  const lines: BenchLine[] = [];
  const raw: Record<string, number> = {};
  const notes: string[] = [];
  ensureBuilt();
  let preview: ChildProcess | null = null;
  const ctx: BenchContext = {
    dist,
    chromiumPath: CHROMIUM_PATH,
    previewUrl: async () => {
      preview ??= await startPreview();
      return `http://127.0.0.1:${PREVIEW_PORT}`;
    },
  };
  try {
    for (const [index, step] of STEPS.entries()) {
      const tag = `(${String.fromCharCode(97 + index)}) ${step.label}`;
      if (only.length > 0 && !only.some((text) => step.label.toLowerCase().includes(text))) continue;
      if (step.browser && !browserReady) {
        notes.push(`${tag} skipped: ${withBrowser ? `no Chromium at ${CHROMIUM_PATH}` : "--no-browser"}`);
        continue;
      }
      const skipped = step.skip?.() ?? null;
      if (skipped) {
        notes.push(`${tag} skipped: ${skipped}`);
        continue;
      }
      console.info(`${tag}…`);
      try {
        const part = await step.run(ctx);
        lines.push(...part.lines);
        Object.assign(raw, part.raw);
      } catch (error) {
        notes.push(`${tag} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    (preview as ChildProcess | null)?.kill();
  }

  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: (await import("node:os")).cpus().length,
    lines,
    raw,
    notes,
  };
  writeFileSync(join(root, "bench", "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.info("");
  printTable(lines);
  for (const note of notes) console.info(`note: ${note}`);
  console.info("\nwritten bench/report.json");
}

await main();
