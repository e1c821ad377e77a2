import type { BrowserContext, Page, Request } from "@playwright/test";
import { DEMO, expect, navLink, openDemo, openLive, openSession, test } from "./fixtures";
import { clickNotification, notifications, recordNotifications } from "./notification-recorder";
import { type EventCounts, joinWorld, pauseWithWorld, type SteppedWorld, startSteppedWorld } from "./stepped-world";

/**
 * "Notify me": desktop notifications (recorded by wrapping window.Notification), the tab-title badge,
 * one watcher across tabs, and the polling budget. The tests run on the stepped world
 * (e2e/stepped-world.ts): the service on a manual clock in this process, the pages on a paused clock,
 * both moved together. ses_live_stream ends ≈ 3 simulated minutes after the world starts, so Notify me
 * is turned on while it runs, and it ends when the test steps there.
 */
const LIVE = "ses_live_stream";
/** Simulated seconds stepped to see ses_live_stream end. */
const TO_THE_END_S = 200;

/** The worlds of the running test, closed after it (its pages first, so no request is cut). */
const worlds: SteppedWorld[] = [];

/** A stepped world for this test, its pages on its time, and `page` connected to it in live mode. */
async function openWorld(context: BrowserContext, page: Page, remember = false) {
  const world = await startSteppedWorld(1);
  worlds.push(world);
  const counts = await joinWorld(world, context);
  await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey, remember });
  return { world, counts };
}

async function stepToTheEnd(world: SteppedWorld, pages: Page[], counts: EventCounts): Promise<void> {
  for (let s = 0; s < TO_THE_END_S; s += 5) await world.step(pages, 5000, counts);
}

/** What a background tab reports: Playwright's pages are always visible, so the page is told otherwise. */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

async function turnOnNotify(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Notify me" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

async function watchLiveSession(page: Page): Promise<void> {
  await openSession(page, LIVE);
  await expect(page.getByLabel("Status: running")).toBeVisible();
  await turnOnNotify(page);
}

test.describe("notifications", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context }) => {
    await recordNotifications(context);
  });

  test.afterEach(async ({ context }) => {
    for (const open of context.pages()) await open.close();
    for (const world of worlds.splice(0)) await world.close();
  });

  test("fires once when a watched session finishes while the user is elsewhere; badge, bell and click lead back", async ({
    page,
    context,
  }) => {
    const { world, counts } = await openWorld(context, page);
    await watchLiveSession(page);
    await navLink(page, "Secrets").click();
    await expect(page.getByRole("heading", { level: 1, name: "Secrets" })).toBeVisible();

    await pauseWithWorld(world, page, counts);
    await stepToTheEnd(world, [page], counts);
    await expect.poll(async () => (await notifications(page)).length).toBe(1);
    const [shown] = await notifications(page);
    expect(shown?.title).toMatch(/^Finished: /);
    expect(shown?.body).toBe("Finished with success.");
    expect(shown?.tag).toContain(`:org_demo:${LIVE}:finished:`);
    await expect(page).toHaveTitle(/^\(1\) Secrets · /);

    const bell = page.getByRole("button", { name: "Notifications, 1 new" });
    await bell.click();
    const menu = page.getByRole("dialog", { name: "Notifications" });
    await expect(menu.getByRole("list", { name: "New alerts" }).getByRole("listitem")).toHaveCount(1);
    await expect(menu.getByRole("list", { name: "Watched sessions" }).getByText("exit")).toBeVisible();
    await page.keyboard.press("Escape");

    // The notification's click opens the session; viewing it clears the badge (and the bell's count).
    await clickNotification(page, 0);
    await expect(page).toHaveURL(new RegExp(`/sessions/${LIVE}`));
    await expect(page.getByLabel("Status: exit")).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(/);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    expect(await notifications(page)).toHaveLength(1);
  });

  test("stays quiet while the session's tab is visible on it", async ({ page, context }) => {
    const { world, counts } = await openWorld(context, page);
    await watchLiveSession(page);
    await pauseWithWorld(world, page, counts);
    await stepToTheEnd(world, [page], counts);
    await expect(page.getByLabel("Status: exit")).toBeVisible();
    await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();
    expect(await notifications(page)).toEqual([]);
    await expect(page).not.toHaveTitle(/^\(/);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });

  test("fires when the tab showing the session is hidden", async ({ page, context }) => {
    const { world, counts } = await openWorld(context, page);
    await watchLiveSession(page);
    await hideTab(page);
    await pauseWithWorld(world, page, counts);
    await stepToTheEnd(world, [page], counts);
    await expect.poll(async () => (await notifications(page)).length).toBe(1);
    await expect(page).toHaveTitle(/^\(1\) /);
  });

  test("two tabs of the app: one watches, one notification, both show the badge", async ({ context, page }) => {
    const { world, counts } = await openWorld(context, page);
    await watchLiveSession(page);
    await navLink(page, "Secrets").click();

    // A second tab (connected later) knows the watch list but leaves the watching to the first.
    const other = await context.newPage();
    await openLive(other, { baseUrl: world.url, apiKey: DEMO.ownerKey });
    // Away from the sessions list, whose Needs attention strip reads running sessions of its own accord:
    // from here on, a read of the session could only be the watcher's.
    await navLink(other, "Secrets").click();
    await expect(other.getByRole("heading", { level: 1, name: "Secrets" })).toBeVisible();
    const otherReads: string[] = [];
    other.on("request", (request) => {
      if (request.url().includes(`/sessions/${LIVE}`)) otherReads.push(request.url());
    });
    await other.getByRole("button", { name: "Notifications" }).click();
    await expect(other.getByRole("list", { name: "Watched sessions" }).getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`/sessions/${LIVE}$`),
    );
    await other.keyboard.press("Escape");

    await pauseWithWorld(world, page, counts, [other]);
    await stepToTheEnd(world, [page, other], counts);
    await expect.poll(async () => (await notifications(page)).length).toBe(1);
    await expect(other).toHaveTitle(/^\(1\) /);
    expect(await notifications(other)).toEqual([]);
    expect(otherReads).toEqual([]);
    await other.close();
  });

  test("a watched finished session costs one read and no polling; a running one keeps one long poll", async ({
    page,
    context,
  }) => {
    // Remembered in this tab, so the reload below keeps the connection.
    const { world, counts } = await openWorld(context, page, true);
    // The world's time stands still until the test moves it: ses_live_stream still runs at the reload.
    await openSession(page, LIVE);
    await turnOnNotify(page);
    await openSession(page, "ses_done_success");
    await turnOnNotify(page);
    await navLink(page, "Secrets").click();

    const reads = new Map<string, string[]>();
    const count = (request: Request) => {
      const match = /\/sessions\/(ses_done_success|ses_live_stream)(\/events)?(\?|$)/.exec(request.url());
      if (!match) return;
      const key = `${match[1]}${match[2] ?? ""}`;
      reads.set(key, [...(reads.get(key) ?? []), request.url()]);
    };
    page.on("request", count);
    // A fresh load: the watcher starts from nothing.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Secrets" })).toBeVisible();

    // The running session's loop goes on (catch-up, then long polls); meanwhile the finished one is read once.
    await pauseWithWorld(world, page, counts);
    const livePolls = () => reads.get("ses_live_stream/events")?.length ?? 0;
    for (let s = 0; s < 150 && livePolls() <= 8; s += 5) await world.step([page], 5000, counts);
    expect(livePolls()).toBeGreaterThan(8);
    expect(reads.get("ses_done_success")).toHaveLength(1);
    expect(reads.get("ses_done_success/events")).toBeUndefined();
    expect(reads.get("ses_live_stream")).toHaveLength(1);
    const polls = reads.get("ses_live_stream/events") ?? [];
    expect(polls.filter((url) => url.includes("wait_ms=")).length).toBeGreaterThan(0);
    expect(await notifications(page)).toEqual([]);
  });

  test("the palette offers Send a follow-up and Notify me on a session page", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_success");
    const palette = page.getByRole("combobox", { name: "Search commands" });
    const run = async (typed: string, option: RegExp) => {
      await page.keyboard.press("Control+k");
      await expect(palette).toBeFocused();
      await page.keyboard.type(typed);
      await expect(page.getByRole("option", { name: option })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(palette).toBeHidden();
    };

    await run("follow-up", /^Send a follow-up/);
    await expect(page.getByRole("textbox", { name: "Follow-up message" })).toBeFocused();

    // From another tab of the page it switches to the Timeline first.
    await page.getByRole("tab", { name: "Shared links" }).click();
    await run("follow-up", /^Send a follow-up/);
    await expect(page.getByRole("tab", { name: "Timeline" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("textbox", { name: "Follow-up message" })).toBeFocused();

    await run("notify", /^Notify me when this session finishes/);
    await expect(page.getByRole("button", { name: "Notify me" })).toHaveAttribute("aria-pressed", "true");
    await run("stop notifying", /^Stop notifying/);
    await expect(page.getByRole("button", { name: "Notify me" })).toHaveAttribute("aria-pressed", "false");
  });
});
