import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { type CDPSession, chromium, expect, type Page, type Route } from "@playwright/test";
import { build } from "vite";
import { CHROMIUM_ARGS } from "../e2e/chromium.ts";
import { createSimulatorServer } from "../server/simulator.ts";
import { DEMO_KEYS } from "../src/simulator/core/keys.ts";
import { type BenchLine, round } from "./stats.ts";

/** Heap checkpoints: the app holds exactly this many events of ses_100k when the heap is read. */
const CHECKPOINTS = [1_000, 10_000, 100_000] as const;

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return round(usedSize / 1024 / 1024, 1);
}

/** Waits until the timeline's row count has stopped changing (the last page is merged and painted). */
async function settled(page: Page): Promise<number> {
  let last = -1;
  for (let stable = 0; stable < 4; ) {
    await page.waitForTimeout(250);
    const size = Number((await page.locator("[data-event-id]").first().getAttribute("aria-setsize")) ?? 0);
    stable = size > 0 && size === last ? stable + 1 : 0;
    last = size;
  }
  return last;
}

/**
 * The page's JS heap (after a forced GC) with 1 000, 10 000 and 100 000 events of ses_100k in the app.
 * Live mode against the standalone simulator in this process, so the page heap holds the app only
 * (the demo would add the simulator's own). Events answers are handed to the page one at a time; once
 * those handed over hold a checkpoint's worth of distinct events, the rest wait until the heap has been
 * read (the note gives the exact count). The 100 000 reading follows the end of the catch-up.
 */
export async function benchHeap(baseUrl: string, executablePath: string) {
  const sim = await createSimulatorServer({ seed: 1, rateLimit: { requests: 1_000_000, windowMs: 1_000 } });
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    // Every events answer passes through here, one at a time: once the answers handed over hold a
    // checkpoint's worth of distinct events, the rest wait until the heap has been read.
    const seen = new Set<string>();
    let queue: Promise<void> = Promise.resolve();
    let pause: Promise<void> | null = null;
    let resume = () => {};
    const checkpoints: number[] = [...CHECKPOINTS];
    const reachedCheckpoint: ((count: number) => void)[] = [];
    let oneAtATime = false;
    const hold = () => {
      pause = new Promise<void>((r) => {
        resume = () => {
          pause = null;
          r();
        };
      });
    };
    await page.route(/\/sessions\/ses_100k\/events\?/, async (route: Route) => {
      // A request the page dropped (a long poll left when a read was held) has nothing to hand over.
      const fetched = await route.fetch().then(
        async (response) => ({ response, body: await response.text() }),
        () => null,
      );
      if (!fetched) return;
      const { response, body } = fetched;
      const turn = queue.then(async () => {
        while (pause) await pause;
        const items = (JSON.parse(body) as { items?: { id: string }[] }).items ?? [];
        for (const item of items) seen.add(item.id);
        await route.fulfill({ response, body });
        const next = checkpoints[0];
        if (next !== undefined && next < 100_000 && seen.size >= next) {
          checkpoints.shift();
          hold();
          reachedCheckpoint.shift()?.(seen.size);
        } else if (oneAtATime) hold();
      });
      queue = turn.catch(() => undefined);
      await turn;
    });
    const nextCheckpoint = () => new Promise<number>((r) => reachedCheckpoint.push(r));

    const owner = DEMO_KEYS.find((k) => k.id === "owner")?.key ?? "";
    await page.goto(`${baseUrl}/connect`);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await page.getByRole("textbox", { name: "Base URL" }).fill(sim.url);
    await page.getByLabel("API key", { exact: true }).fill(owner);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sessions", exact: true }).click();
    await page.getByRole("textbox", { name: "Session id or attempt UUID" }).waitFor();
    const baseline = await heapMb(cdp);
    await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill("ses_100k");
    await page.getByRole("button", { name: "Open", exact: true }).click();

    const readings: Record<number, { mb: number; rows: number; events: number }> = {};
    for (const n of CHECKPOINTS.slice(0, -1)) {
      await nextCheckpoint();
      // A long feed shows its first page only together with its tail (feed/session-feed.ts): let the
      // held answers through one at a time until a row is on screen.
      oneAtATime = true;
      while ((await page.locator("[data-event-id]").count()) === 0) {
        if (pause) resume();
        await page.waitForTimeout(250);
      }
      oneAtATime = false;
      const rows = await settled(page);
      readings[n] = { mb: await heapMb(cdp), rows, events: seen.size };
      resume();
    }
    await page.getByLabel(/^Event feed: Stopped/).waitFor({ timeout: 180_000 });
    await expect.poll(() => seen.size, { timeout: 180_000 }).toBeGreaterThanOrEqual(100_000);
    const rows = await settled(page);
    readings[100_000] = { mb: await heapMb(cdp), rows, events: seen.size };

    const lines: BenchLine[] = CHECKPOINTS.map((n) => ({
      id: `js_heap_${n / 1000}k_events_mb`,
      value: readings[n]?.mb ?? Number.NaN,
      unit: "MB",
      name: `JS heap with ${n.toLocaleString("en")} events (ses_100k, live mode, after GC)`,
      // Issue 44's target is the 100 000 reading; 1k and 10k are reported beside it.
      target: n === 100_000 ? `≤ ${HEAP_100K_TARGET_MB} MB` : "—",
      measured: `${readings[n]?.mb ?? "?"} MB`,
      pass: n === 100_000 ? (readings[n]?.mb ?? Number.POSITIVE_INFINITY) <= HEAP_100K_TARGET_MB : null,
      note: `${readings[n]?.events ?? "?"} events, ${readings[n]?.rows ?? "?"} rows; ${baseline} MB before opening the session`,
    }));
    return {
      lines,
      raw: {
        jsHeapBaselineMb: baseline,
        ...Object.fromEntries(CHECKPOINTS.map((n) => [`jsHeap${n / 1000}kEventsMb`, readings[n]?.mb ?? Number.NaN])),
      },
    };
  } finally {
    await browser.close();
    await sim.close();
  }
}

const HEAP_100K_TARGET_MB = 40;

const LAYERS_DIR = resolve(import.meta.dirname, "heap-layers");
const LAYERS = [
  { id: "store", name: "the events store (100 000 events, as parsed from their pages)" },
  { id: "rows", name: "the timeline rows" },
  { id: "facts", name: "the session answers' facts" },
  { id: "steps", name: "the steps (built when the Steps tab opens)" },
  { id: "find", name: "Find over every row (a query held)" },
] as const;
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };

/**
 * The heap by layer: bench/heap-layers builds the session's layers over ses_100k one at a time in Chromium,
 * and the heap is read (after a forced GC) before the first and after each. So a change in the total
 * points at its part.
 */
export async function benchHeapLayers(executablePath: string) {
  const outDir = mkdtempSync(join(tmpdir(), "bench-heap-layers-"));
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    await build({
      configFile: false,
      root: LAYERS_DIR,
      logLevel: "warn",
      resolve: { alias: { "@": resolve(import.meta.dirname, "..", "src") } },
      build: { outDir, emptyOutDir: true },
    });
    const page = await browser.newPage();
    await page.route("http://heap.bench/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(outDir, path === "/" ? "index.html" : path);
      return route.fulfill({
        body: readFileSync(file),
        contentType: TYPES[extname(file)] ?? "application/octet-stream",
      });
    });
    await page.goto("http://heap.bench/");
    await page.waitForFunction(() => "__heapLayers" in window);
    const cdp = await page.context().newCDPSession(page);
    let last = await heapMb(cdp);
    const lines: BenchLine[] = [];
    const raw: Record<string, number> = {};
    for (const layer of LAYERS) {
      const events = await page.evaluate(
        (name) => (window as unknown as { __heapLayers: (name: string) => number }).__heapLayers(name),
        layer.id,
      );
      const now = await heapMb(cdp);
      const mb = round(now - last, 1);
      last = now;
      raw[`jsHeap100kLayer_${layer.id}_Mb`] = mb;
      lines.push({
        id: `js_heap_100k_${layer.id}_mb`,
        value: mb,
        unit: "MB",
        name: `JS heap at 100 000 events: ${layer.name}`,
        target: "—",
        measured: `${mb} MB`,
        pass: null,
        note: `bench/heap-layers in Chromium, after GC; ${events} events held`,
      });
    }
    return { lines, raw };
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
