import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../e2e/chromium.ts";
import { type BenchLine, percentile, round } from "./stats.ts";
import { installTimelineProbe, type ProbeWindow } from "./timeline-probe.ts";

const ROWS = "[role=feed] article[data-event-id]";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // tsx keeps function names with a __name helper that does not exist in the page.
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.addInitScript(installTimelineProbe);
  return page;
}

/** Waits until the timeline's row count (aria-setsize) stops growing: the poller has caught up. */
async function waitCaughtUp(page: Page, timeoutMs: number): Promise<{ rows: number; ms: number }> {
  const started = Date.now();
  let last = -1;
  let stable = 0;
  while (Date.now() - started < timeoutMs) {
    const size = await page
      .locator(ROWS)
      .first()
      .getAttribute("aria-setsize", { timeout: 1_000 })
      .catch(() => null);
    const rows = Number(size ?? 0);
    stable = rows > 0 && rows === last ? stable + 1 : 0;
    if (stable >= 4) return { rows, ms: Date.now() - started };
    last = rows;
    await page.waitForTimeout(500);
  }
  return { rows: last, ms: Number.NaN };
}

async function mountedAfterScrolls(page: Page): Promise<number> {
  let max = await page.locator(ROWS).count();
  const viewport = page.getByTestId("timeline-viewport");
  for (const fraction of [0, 0.5, 1]) {
    await viewport.evaluate((el, f) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
    }, fraction);
    await page.waitForTimeout(300);
    max = Math.max(max, await page.locator(ROWS).count());
  }
  return max;
}

export async function benchTimeline(baseUrl: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    // (1) ses_100k: a demo deep link (sim_* params start the demo as Owner) on the 100 000-event session.
    const big = await newPage(browser);
    await big.goto(`${baseUrl}/o/org_demo/sessions/ses_100k?sim_seed=1`);
    await big.locator(ROWS).first().waitFor({ timeout: 60_000 });
    const caught = await waitCaughtUp(big, 180_000);
    const mounted = await mountedAfterScrolls(big);

    // (2) ses_live_stream at 4× simulated speed: poll response → row painted, per new event id.
    const live = await newPage(browser);
    await live.goto(`${baseUrl}/o/org_demo/sessions/ses_live_stream?sim_seed=1&sim_time_scale=4`);
    await live.locator(ROWS).first().waitFor({ timeout: 60_000 });
    await live.waitForTimeout(30_000);
    const probe = await live.evaluate(() => (window as unknown as ProbeWindow).__probe);
    const latencies = Object.entries(probe.responseAt)
      .map(([id, at]) => (probe.rowAt[id] ?? -1) - at)
      .filter((ms) => ms >= 0);
    const median = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);

    const lines: BenchLine[] = [
      {
        name: "timeline ses_100k: rows mounted (max over top/middle/bottom)",
        target: "≤ 200",
        measured: String(mounted),
        pass: mounted > 0 && mounted <= 200,
        note: `${caught.rows} rows in the list; caught up in ${round(caught.ms / 1000, 1)} s`,
      },
      {
        name: "timeline ses_live_stream: poll response → row on screen (median)",
        target: "≤ 150 ms",
        measured: latencies.length ? `${round(median, 1)} ms` : "no samples",
        pass: latencies.length > 0 && median <= 150,
        note: `${latencies.length} new rows measured; p95 ${round(p95, 1)} ms`,
      },
    ];
    return {
      lines,
      raw: {
        rows100k: caught.rows,
        catchUp100kMs: caught.ms,
        mountedRows100k: mounted,
        eventToScreenMedianMs: round(median, 2),
        eventToScreenP95Ms: round(p95, 2),
        eventToScreenSamples: latencies.length,
      },
    };
  } finally {
    await browser.close();
  }
}
