import type { Browser, BrowserContext, Page } from "@playwright/test";
import { blockingViolations } from "./axe";
import { DEMO, expect, navLink, openDemo, openLive, openSession, test } from "./fixtures";
import { type EventCounts, startSteppedWorld } from "./stepped-world";

const LIVE = ["ses_live_stream", "ses_machine_queue", "ses_done_success"] as const;
const TITLES = {
  ses_live_stream: "Fix flaky retry in webhook dispatcher",
  ses_machine_queue: "Run the nightly migration rehearsal",
  ses_done_success: "Add idempotency keys to refunds",
} as const;
/** Simulated seconds watched: the stream ends (≈180 s), the follow-up's continuation ends, the queue moves and places. */
const PERIOD_S = 200;
/** Both clocks move this far per step; the same steps in both runs, so the answers batch the same way. */
const STEP_S = 4;

const sessionPath = (id: string) => `/o/${DEMO.orgId}/sessions/${id}`;

/** In-app navigation (no reload: a live connection not remembered lives in the page's memory). */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** Console errors and page errors of pages made outside the `page` fixture, which watches only its own. */
function watchErrors(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on("console", (msg) => {
    if (msg.type() === "error" && !/^Failed to load resource: /.test(msg.text())) seen.push(msg.text());
  });
  context.on("weberror", (error) => seen.push(error.error().message));
  return seen;
}

/**
 * /events requests per session over PERIOD_S simulated seconds of the same world (seed 1, a follow-up
 * making ses_done_success run again, so three sessions are live): either one wall with the three, or
 * three session pages, one per session.
 */
async function countEvents(browser: Browser, baseURL: string, view: "wall" | "pages"): Promise<Map<string, number>> {
  const world = await startSteppedWorld(1);
  const followUp = await world.send("POST", `/v3/organizations/${DEMO.orgId}/sessions/ses_done_success/messages`, {
    message: "Also cover partial refunds.",
    client_message_id: "watch-wall-e2e",
  });
  expect(followUp.status).toBe(200);
  const context = await browser.newContext({ baseURL });
  const errors = watchErrors(context);
  await context.clock.install();
  const counts: EventCounts = world.track(context);
  const pages: Page[] = [];
  try {
    // Each page lands on its view once connected (the connect screen's `next`), not on the sessions list
    // first: the list's first render cost each page seconds, and it is not what is counted.
    const views = view === "wall" ? [`/o/${DEMO.orgId}/wall?sessions=${LIVE.join(",")}`] : LIVE.map(sessionPath);
    for (const next of views) {
      const page = await context.newPage();
      await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey, next });
      pages.push(page);
    }
    if (view === "wall") {
      const [wall] = pages as [Page];
      for (const id of LIVE) {
        await expect(wall.getByRole("article", { name: TITLES[id] }).getByLabel("Status: running")).toBeVisible();
      }
    } else {
      for (const page of pages) await expect(page.getByLabel("Status: running")).toBeVisible();
    }
    const now = await (pages[0] as Page).evaluate(() => Date.now());
    await context.clock.pauseAt(now + 1000);
    await world.settle(pages, counts);
    counts.reset();
    for (let s = 0; s < PERIOD_S; s += STEP_S) await world.step(pages, STEP_S * 1000, counts);

    // The period really covered the sessions' lives: the stream and the continuation ended.
    const done = (page: Page, id: (typeof LIVE)[number]) =>
      view === "wall"
        ? page.getByRole("article", { name: TITLES[id] }).getByLabel("Status: exit")
        : page.getByLabel("Status: exit");
    await expect(done(pages[0] as Page, "ses_live_stream")).toBeVisible();
    await expect(done(pages[view === "wall" ? 0 : 2] as Page, "ses_done_success")).toBeVisible();
    expect(errors, "console or page errors").toEqual([]);
    return new Map(counts.perSession);
  } finally {
    await context.close();
    await world.close();
  }
}

test("the wall shows three live sessions and makes no more /events requests than three session pages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const wall = await countEvents(browser, baseURL as string, "wall");
  const pages = await countEvents(browser, baseURL as string, "pages");
  console.info(
    `/events requests over ${PERIOD_S} simulated s — wall: ${JSON.stringify(Object.fromEntries(wall))}, pages: ${JSON.stringify(Object.fromEntries(pages))}`,
  );
  for (const id of LIVE) {
    expect(wall.get(id) ?? 0, `${id}: some requests while live`).toBeGreaterThan(0);
    expect(wall.get(id) ?? 0, `${id}: wall vs its session page`).toBeLessThanOrEqual(pages.get(id) ?? 0);
  }
  expect([...wall.keys()].sort()).toEqual([...LIVE].sort());
});

test("a wall is built from recents, running sessions or ids, lives in the link, and reads well", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openDemo(page, { query: "sim_seed=1" });
  await openSession(page, "ses_done_failure");
  await navLink(page, "Watch wall").click();
  await expect(page.getByRole("heading", { level: 1, name: "Watch wall" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Put sessions on the wall" })).toBeVisible();

  // The first pick turns the empty wall into the grid; more come from "Choose sessions".
  await page
    .getByRole("group", { name: "Opened recently" })
    .getByRole("checkbox", { name: /Bump the TLS library/ })
    .click();
  await expect(page.getByRole("article", { name: "Bump the TLS library" })).toBeVisible();
  await page.getByRole("button", { name: "Choose sessions" }).click();
  // The wall's selection lives in the link: the box shows checked once the router has applied the new
  // search, a moment after the click (check() would look at once and call the click ineffective).
  const running = page.getByRole("group", { name: "Running now" }).getByRole("checkbox", { name: /Fix flaky retry/ });
  await running.click();
  await expect(running).toBeChecked();
  const idField = page.getByRole("textbox", { name: "Add by id" });
  await idField.fill("not a session");
  await idField.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Use a session id like ses_abc123");
  await idField.fill("ses_error");
  await idField.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]sessions=ses_done_failure%2Cses_live_stream%2Cses_error(&|$)/);
  await expect(page.getByRole("article")).toHaveCount(3);

  const failure = page.getByRole("article", { name: "Bump the TLS library" });
  await expect(failure.getByLabel("Outcome: failure")).toBeVisible();
  await expect(
    failure.getByRole("list", { name: "Newest events of Bump the TLS library" }).getByRole("listitem").last(),
  ).toContainText("Session finished");
  await failure.getByRole("link", { name: "Bump the TLS library" }).click();
  await expect(page).toHaveURL(/\/sessions\/ses_done_failure/);
  await page.goBack();
  await expect(page.getByRole("article")).toHaveCount(3);

  // Dark by default (its own theme, the app's stays light); large type; both kept in the link.
  await expect(
    page.locator(".radix-themes.dark").filter({ has: page.getByRole("heading", { name: "Watch wall" }) }),
  ).toHaveCount(1);
  expect(await blockingViolations(page), "axe, dark wall").toEqual([]);
  await page.getByRole("switch", { name: "Large type" }).click();
  await page.getByRole("switch", { name: "Wall is dark" }).click();
  await expect(page).toHaveURL(/large=true/);
  await expect(page).toHaveURL(/dark=false/);
  expect(await blockingViolations(page), "axe, light wall with large type").toEqual([]);

  await page.getByRole("button", { name: "Remove Stabilise the settlement test suite from the wall" }).click();
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page).toHaveURL(/sessions=ses_done_failure%2Cses_live_stream(&|$)/);
});

test("nine sessions fit a 1920×1080 screen without scrolling, and stack on a phone", async ({ page }) => {
  const nine = [
    "ses_live_stream",
    "ses_machine_queue",
    "ses_done_success",
    "ses_done_failure",
    "ses_action_required",
    "ses_error",
    "ses_suspended",
    "ses_subagent",
    "ses_sidechat",
  ];
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openDemo(page, { query: "sim_seed=1" });
  await goTo(page, `/o/${DEMO.orgId}/wall?sessions=${nine.join(",")}`);
  await expect(page.getByRole("article")).toHaveCount(9);
  await expect(page.getByRole("list", { name: /^Newest events of / })).toHaveCount(9);
  const overflow = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollHeight - document.documentElement.clientHeight,
      cells: [...document.querySelectorAll("article")].filter((cell) =>
        [...cell.querySelectorAll("*")].some(
          (el) =>
            el.scrollHeight > el.clientHeight + 1 &&
            getComputedStyle(el).overflowY !== "hidden" &&
            getComputedStyle(el).overflowY !== "visible",
        ),
      ).length,
    }));
  expect(await overflow()).toEqual({ page: 0, cells: 0 });

  await page.setViewportSize({ width: 390, height: 844 });
  const boxes = await page.getByRole("article").evaluateAll((cells) =>
    cells.map((cell) => {
      const r = cell.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    }),
  );
  expect(new Set(boxes.map((b) => b.left)).size, "one column").toBe(1);
  expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(390);
});
