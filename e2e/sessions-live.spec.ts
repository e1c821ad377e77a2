import type { Page } from "@playwright/test";
import { DEMO, expect, openDemo, openLive, openSession, test } from "./fixtures";
import { joinWorld, pauseWithWorld, startSteppedWorld } from "./stepped-world";

const viewport = (page: Page) => page.getByRole("feed", { name: "Session timeline" });

/** Every timeline row carries its event id; a streamed event must never show up twice. */
async function mountedIds(page: Page): Promise<string[]> {
  return page.locator("[data-event-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-event-id") ?? ""));
}

/** The mounted rows reach from the top of the timeline's viewport to its bottom (or the list's ends). */
function coversViewport(page: Page): Promise<boolean> {
  return viewport(page).evaluate((el) => {
    const view = el.getBoundingClientRect();
    const rows = [...el.querySelectorAll("[data-event-id]")].map((row) => ({
      box: row.getBoundingClientRect(),
      pos: Number(row.getAttribute("aria-posinset")),
      size: Number(row.getAttribute("aria-setsize")),
    }));
    if (rows.length === 0) return false;
    const top = rows.some((r) => r.pos === 1) || Math.min(...rows.map((r) => r.box.top)) <= view.top + 1;
    const bottom = rows.some((r) => r.pos === r.size) || Math.max(...rows.map((r) => r.box.bottom)) >= view.bottom - 1;
    return top && bottom;
  });
}

test.describe("session timeline", () => {
  test("watches ses_live_stream to the end with one row per event id", async ({ page, context }) => {
    test.setTimeout(120_000);
    // The stepped world: ses_live_stream streams for ≈ 180 simulated s, watched in steps of 5 s.
    const world = await startSteppedWorld(1);
    try {
      const counts = await joinWorld(world, context);
      await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
      await openSession(page, "ses_live_stream");
      await expect(page.getByLabel(/^Event feed: Live/)).toBeVisible();
      await pauseWithWorld(world, page, counts);

      // While it streams, the DOM never holds two rows for one id (a growing message stays one row).
      const seenDuringStream = new Set<string>();
      for (let s = 0; s < 200; s += 5) {
        const ids = await mountedIds(page);
        expect(new Set(ids).size, `duplicate rows: ${ids.join(",")}`).toBe(ids.length);
        for (const id of ids) seenDuringStream.add(id);
        await world.step([page], 5000, counts);
      }
      expect(seenDuringStream.size).toBeGreaterThan(0);

      await expect(page.getByLabel("Status: exit")).toBeVisible();
      await expect(page.getByLabel("Outcome: success")).toBeVisible();
      await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();

      // Walk the whole (virtualized) list from the top: every id appears once overall. The session is over
      // and the feed stopped, so the page's clock runs on again (the list renders a scroll on its timers).
      await context.clock.resume();
      const feed = viewport(page);
      const total = Number(await page.locator("[data-event-id]").first().getAttribute("aria-setsize"));
      expect(total).toBeGreaterThan(5);
      await feed.evaluate((el) => {
        el.scrollTop = 0;
      });
      const all = new Map<string, number>();
      for (let step = 0; step < 200; step++) {
        // The rows for what is on screen are mounted (consecutive screens overlap, so none is skipped).
        await expect.poll(() => coversViewport(page)).toBe(true);
        const rows = await page
          .locator("[data-event-id]")
          .evaluateAll((els) => els.map((e) => [e.getAttribute("data-event-id"), e.getAttribute("aria-posinset")]));
        for (const [id, pos] of rows) {
          const previous = all.get(String(id));
          expect(previous === undefined || previous === Number(pos), `event ${id} shown at two positions`).toBe(true);
          all.set(String(id), Number(pos));
        }
        const atEnd = await feed.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
        if (atEnd) break;
        await feed.evaluate((el) => {
          el.scrollTop += el.clientHeight * 0.8;
        });
      }
      expect(all.size).toBe(total);
    } finally {
      // The page first, so no request of it is cut by the service closing.
      await page.close();
      await world.close();
    }
  });

  test("a permalink (event=) scrolls to and highlights the event", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_success");
    await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();
    const first = page.locator("[data-event-id]").first();
    const id = await first.getAttribute("data-event-id");
    await page.getByRole("link", { name: `Link to event ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`event=${id}`));
    await expect(page.locator(`[data-event-id="${id}"]`)).toHaveAttribute("aria-current", "true");
  });

  test("opens ses_100k and scrolls to the top and back with at most 200 rows mounted", async ({ page }) => {
    test.setTimeout(150_000);
    await openDemo(page);
    await openSession(page, "ses_100k");
    const feed = viewport(page);
    const rows = page.locator("[data-event-id]");
    const setSize = async () => Number((await rows.first().getAttribute("aria-setsize")) ?? 0);
    // Catching up pages 1000 events at a time; tens of thousands are enough to prove the window.
    await expect.poll(setSize, { timeout: 120_000, intervals: [1000] }).toBeGreaterThan(20_000);
    expect(await rows.count()).toBeLessThanOrEqual(200);

    await feed.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(page.locator('[data-event-id][aria-posinset="1"]')).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(200);

    await page.getByRole("button", { name: /^Jump to latest/ }).click();
    // Back at the tail (which keeps growing while pages arrive, and is followed): the last row is mounted.
    const tailGap = async () => {
      const positions = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-posinset"))));
      return (await setSize()) - Math.max(...positions);
    };
    await expect.poll(tailGap, { timeout: 15_000 }).toBe(0);
    expect(await rows.count()).toBeLessThanOrEqual(200);
  });
});
