/**
 * `npm run bench`: measures the issue's performance targets and writes bench/report.json.
 * A report, not a test: it exits 0 even when a target is missed (the table says which).
 *   --no-browser   skip the Playwright timeline measurements (c)
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CHROMIUM_PATH } from "../e2e/chromium.ts";
import { benchBundle } from "./bundle.ts";
import { benchMerge } from "./merge.ts";
import { benchPollerRate } from "./poller-rate.ts";
import type { BenchLine } from "./stats.ts";
import { benchTimeline } from "./timeline.ts";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4179);

function ensureBuilt(): void {
  if (existsSync(join(dist, "index.html"))) return;
  console.info("dist/ missing: building…");
  const built = spawnSync(join(root, "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

async function startPreview(): Promise<ChildProcess> {
  const child = spawn(
    join(root, "node_modules", ".bin", "vite"),
    ["preview", "--port", String(PREVIEW_PORT), "--strictPort"],
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

function printTable(lines: readonly BenchLine[]): void {
  const verdict = (l: BenchLine) => (l.pass === null ? "info" : l.pass ? "PASS" : "FAIL");
  const w = [Math.max(...lines.map((l) => l.name.length)), 9, Math.max(...lines.map((l) => l.measured.length)), 4];
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(w[i] ?? 0)).join("  ");
  const out = [row(["measurement", "target", "measured", "    "]), row(w.map((n) => "-".repeat(n)))];
  for (const l of lines) out.push(`${row([l.name, l.target, l.measured, verdict(l)])}${l.note ? `  (${l.note})` : ""}`);
  console.info(out.join("\n"));
}

async function main(): Promise<void> {
  const withBrowser = !process.argv.includes("--no-browser");
  const lines: BenchLine[] = [];
  const raw: Record<string, number> = {};
  const notes: string[] = [];
  const add = (part: { lines: BenchLine[]; raw: Record<string, number> }) => {
    lines.push(...part.lines);
    Object.assign(raw, part.raw);
  };

  console.info("(a) events store merge…");
  add(benchMerge());
  console.info("(b) poller request rate against the simulator (manual clock)…");
  add(await benchPollerRate());
  ensureBuilt();
  if (withBrowser && existsSync(CHROMIUM_PATH)) {
    console.info("(c) timeline in Chromium against the built app…");
    const preview = await startPreview();
    try {
      add(await benchTimeline(`http://127.0.0.1:${PREVIEW_PORT}`, CHROMIUM_PATH));
    } catch (error) {
      notes.push(`timeline measurement failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      preview.kill();
    }
  } else {
    notes.push(withBrowser ? `no Chromium at ${CHROMIUM_PATH}: timeline skipped` : "timeline skipped (--no-browser)");
  }
  console.info("(d) bundle sizes…");
  add(benchBundle(dist));

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
