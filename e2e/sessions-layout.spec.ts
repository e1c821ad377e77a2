import type { Page } from "@playwright/test";
import { DEMO, expect, openDemo, openLive, openSession, test } from "./fixtures";
import { joinWorld, pauseWithWorld, startSteppedWorld } from "./stepped-world";

const feed = (page: Page) => page.getByRole("feed", { name: "Session timeline" });
const rows = (page: Page) => page.locator("[data-event-id]");

/** The page itself never scrolls: the timeline is the one scroll container. */
async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
}

test.describe("session screen layout at 1440×900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const sessionId of ["ses_live_stream", "ses_done_success"]) {
    test(`${sessionId}: the first timeline row is on screen without scrolling, the composer docked below`, async ({
      page,
    }) => {
      await openDemo(page);
      await openSession(page, sessionId);
      const first = rows(page).first();
      await expect(first).toBeVisible();
      // Asked again until it holds: the list opens at its newest rows and the virtualizer may swap the
      // first mounted row between two reads (its box is null while it is swapped out).
      await expect
        .poll(async () => ((await first.boundingBox())?.y ?? 900) + 40, { message: "the first row's top, +40 px" })
        .toBeLessThan(900);
      const composer = page.getByRole("textbox", { name: "Follow-up message" });
      await expect(composer).toBeInViewport();
      expect(await pageScrolls(page)).toBe(false);
      await expect(page).toHaveTitle(/ · (running|exit) · Session Control$/);
    });
  }

  test("an error session says its class in words under the title and its message at the top of the timeline", async ({
    page,
  }) => {
    await openDemo(page);
    await openSession(page, "ses_error");
    const why = page.getByRole("region", { name: "Why it failed" });
    await expect(why).toContainText("run_timeout");
    await expect(page.getByRole("region", { name: "Session status" })).toContainText("the run hit its time limit");
    await why.getByRole("button", { name: "Every detail in Diagnostics" }).click();
    await expect(page).toHaveURL(/tab=diagnostics/);
  });

  test("a sent follow-up appears in the timeline, yours, and its state changes there", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_success");
    await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();
    await page.getByRole("textbox", { name: "Follow-up message" }).fill("Also add a changelog entry.");
    // A 1440×900 window has the room: the options are open from the start.
    await expect(page.getByRole("button", { name: /^Options: / })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("switch", { name: /^Queue/ }).click();
    await page.getByRole("button", { name: "Send to queue" }).click();
    const queued = feed(page).getByRole("group", { name: "Follow-up, queued" });
    await expect(queued).toBeVisible();
    await expect(queued).toContainText("You");
    await expect(queued).toContainText("Also add a changelog entry.");
    // It also waits, with its Withdraw, above the composer while you read elsewhere.
    await expect(page.getByRole("list", { name: "Follow-ups waiting" })).toContainText("queued");
    await queued.getByRole("button", { name: "Withdraw" }).click();
    await expect(feed(page).getByRole("group", { name: "Follow-up, withdrawn" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Follow-ups waiting" })).toHaveCount(0);
  });

  test("switching to Diagnostics and back keeps the header live", async ({ page, context }) => {
    // The stepped world: the service on a manual clock, the page on a paused one, both moved together.
    const world = await startSteppedWorld(1);
    try {
      const counts = await joinWorld(world, context);
      await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
      await openSession(page, "ses_live_stream");
      await expect(page.getByLabel(/^Event feed: Live/)).toBeVisible();
      await pauseWithWorld(world, page, counts);
      await page.getByRole("tab", { name: "Diagnostics" }).click();
      const facts = page.getByRole("list", { name: "Session facts" });
      const before = await facts.textContent();
      // The events loop keeps running behind the Diagnostics tab: cost and duration move on in the header.
      for (let s = 0; s < 5; s += 1) await world.step([page], 2000, counts);
      await expect.poll(() => facts.textContent()).not.toBe(before);
      await page.getByRole("tab", { name: "Timeline" }).click();
      await expect(page.getByLabel(/^Event feed: (Live|Stopped)/)).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
    } finally {
      // The page first, so no request of it is cut by the service closing.
      await page.close();
      await world.close();
    }
  });

  test("ses_100k shows its newest event before its history has finished loading", async ({ page }) => {
    test.setTimeout(120_000);
    // A little latency per request keeps the history loading long enough to see both at once.
    await openDemo(page, { query: "sim_latency=40" });
    await openSession(page, "ses_100k");
    await expect(page.locator('[data-event-id="ses_100k-h99999"]')).toBeVisible({ timeout: 30_000 });
    const progress = page.getByTestId("history-progress");
    await expect(progress).toContainText(/loading earlier events \d+%/);
    await expect(feed(page)).toHaveAttribute("aria-busy", "true");
    // Then the history arrives in full and the gap closes.
    await expect(feed(page)).toHaveAttribute("aria-busy", "false", { timeout: 90_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("status", { name: "Earlier events" })).toHaveCount(0);
    expect(Number(await rows(page).first().getAttribute("aria-setsize"))).toBeGreaterThan(70_000);
  });
});

test.describe("session screen on a phone", () => {
  test("read the timeline, send a follow-up, open the details and the other views", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_failure");
    // The demo helpers use the desktop navigation; the session itself is opened again at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible({ timeout: 30_000 });
    await expect(feed(page)).toBeInViewport();
    await expect(feed(page).locator("[data-event-id]").last()).toBeInViewport();
    expect(await pageScrolls(page)).toBe(false);
    const message = page.getByRole("textbox", { name: "Follow-up message" });
    await expect(message).toBeInViewport();
    await message.fill("Try again with the flaky test quarantined.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const sent = feed(page).getByRole("group", { name: /^Follow-up, (sending|delivered)$/ });
    await expect(sent).toBeVisible();
    await expect(feed(page).getByRole("group", { name: "Follow-up, delivered" })).toBeVisible();
    // The follow-up started a continuation: the feed goes live again.
    await expect(page.getByLabel(/^Event feed: Live/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Details" }).click();
    await expect(page.locator("#session-details")).toBeVisible();
    await page.getByRole("tab", { name: "Shared links" }).click();
    await expect(page).toHaveURL(/tab=links/);
    await page.getByRole("tab", { name: "Timeline" }).click();
    await expect(feed(page).getByRole("group", { name: "Follow-up, delivered" })).toBeAttached();
  });
});
