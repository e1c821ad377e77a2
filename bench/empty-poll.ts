import { chromium, type Route } from "@playwright/test";
import { CHROMIUM_ARGS } from "../e2e/chromium.ts";
import { createSimulatorServer } from "../server/simulator.ts";
import type { EventsPage } from "../src/api/types.ts";
import { installReactCommits, type ReactCommitsGlobal } from "../src/test/react-commits.ts";
import type { BenchPart } from "./bench-part.ts";
import { round } from "./stats.ts";
import { connectLive, newPage } from "./timeline.ts";

/**
 * timeline_renders_per_empty_poll: how often the Timeline component renders for a feed read that brings
 * no events (issue 44: nothing but the requests count should). A running session in live mode; the
 * bench answers its long polls itself, empty and at once, with the session still running. The page's
 * clock (Playwright's) is fast-forwarded past the poller's pause after two early empty answers, so each
 * step is one more empty read. Renders are counted through the React DevTools hook
 * (src/test/react-commits.ts), installed before the app loads; the production build names the
 * component by its displayName.
 */
const SESSION = "ses_live_stream";
const POLLS = 10;

export async function benchEmptyPoll(baseUrl: string, executablePath: string): Promise<BenchPart> {
  const sim = await createSimulatorServer({ seed: 1, rateLimit: { requests: 1_000_000, windowMs: 1_000 } });
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await newPage(browser, 1280, 900);
    await page.addInitScript(installReactCommits);
    await page.addInitScript(() => {
      const state = (globalThis as unknown as ReactCommitsGlobal).__reactCommits;
      if (state) state.watched.Timeline = 0;
    });
    await page.clock.install();
    let session: EventsPage["session"] | null = null;
    let emptyAnswers = 0;
    await page.route(new RegExp(`/sessions/${SESSION}/events\\?`), async (route: Route) => {
      const url = new URL(route.request().url());
      const after = Number(url.searchParams.get("after_seq") ?? -1);
      if (url.searchParams.get("wait_ms") === null || session === null) {
        const response = await route.fetch();
        const page = (await response.json()) as EventsPage;
        session = { ...page.session, status: "running", finished_at: null };
        await route.fulfill({ response, json: { ...page, session } });
        return;
      }
      emptyAnswers += 1;
      await route.fulfill({ json: { session, items: [], next_seq: after } satisfies EventsPage });
    });
    await connectLive(page, baseUrl, sim.url);
    await page.goto(`${baseUrl}/o/org_demo/sessions/${SESSION}`);
    await page.getByLabel(/^Event feed: Live/).waitFor({ timeout: 60_000 });
    await page.locator("[data-event-id]").first().waitFor();
    // The first two early empty answers come at once; then the poller pauses until wait_ms is over.
    const emptied = async (n: number) => {
      for (let i = 0; i < 100 && emptyAnswers < n; i++) await page.waitForTimeout(50);
      // Whatever the answer sets off (snapshot, batched notices, renders) settles.
      await page.waitForTimeout(700);
    };
    await emptied(2);
    await page.clock.fastForward(1_000);
    await page.waitForTimeout(1_000);
    // The counter must have seen the Timeline render while the page loaded, or a 0 below would mean nothing.
    const loading = await page.evaluate(() => {
      const state = (globalThis as unknown as ReactCommitsGlobal).__reactCommits;
      const seen = state?.watched.Timeline ?? 0;
      if (state) state.watched.Timeline = 0;
      return seen;
    });
    if (loading === 0) throw new Error("the React commit counter saw no render of the Timeline");
    const from = emptyAnswers;
    for (let i = 0; i < POLLS; i++) {
      await page.clock.fastForward(21_000);
      await emptied(from + i + 1);
    }
    const polls = emptyAnswers - from;
    const renders = await page.evaluate(
      () => (globalThis as unknown as ReactCommitsGlobal).__reactCommits?.watched.Timeline ?? Number.NaN,
    );
    const perPoll = round(renders / Math.max(1, polls), 2);
    return {
      lines: [
        {
          id: "timeline_renders_per_empty_poll",
          value: perPoll,
          unit: "renders",
          name: "Timeline renders per feed read that brings no events",
          target: "0",
          measured: `${perPoll}`,
          pass: perPoll === 0,
          note: `${renders} renders over ${polls} empty long polls of ${SESSION} (${loading} while it loaded; live mode, polls answered by the bench)`,
        },
      ],
      raw: { timelineRendersPerEmptyPoll: perPoll },
    };
  } finally {
    await browser.close();
    await sim.close();
  }
}
