import type { Page } from "@playwright/test";
import { DEMO, expect, navLink, openDemo, openLive, openSession, test } from "./fixtures";
import { notifications, recordNotifications } from "./notification-recorder";
import { type EventCounts, joinWorld, pauseWithWorld, type SteppedWorld, startSteppedWorld } from "./stepped-world";

/**
 * The session page answers its reader's questions (issue 23): is it stuck, why did it fail, what did it
 * change, who spawned it. The stall journey runs on the stepped world, so simulated minutes pass in
 * steps and nothing waits on real time: ses_stalled has a `bash` call open for 7 min at the start
 * (the same command ran once before, for 2 min 30 s),
 * its result arrives at +6 min, the next call hangs from +6 min 40 s (stuck again from +11 min 40 s),
 * and it finishes at +14 min (src/simulator/domains/sessions/answer-scenarios.ts).
 */
const MIN = 60_000;
const sentence = (page: Page) => page.getByRole("region", { name: "Session status" });
const stallBadge = (page: Page) => page.getByLabel(/^Possibly stuck:/);

async function stepMinutes(world: SteppedWorld, page: Page, counts: EventCounts, minutes: number): Promise<void> {
  // Half a minute at a time: every long poll parked in the simulator answers within a step.
  for (let t = 0; t < minutes * 2; t += 1) await world.step([page], MIN / 2, counts);
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("possibly stuck is not judged before the session's events are read", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const world = await startSteppedWorld(1);
  const context = await browser.newContext({ baseURL });
  try {
    const counts = await joinWorld(world, context);
    // The service refuses ses_stalled's events for now (a rate limit): its silence is not known.
    let refusing = true;
    await context.route(/\/sessions\/ses_stalled\/events/, (route) =>
      refusing
        ? route.fulfill({
            status: 429,
            headers: { "retry-after": "60" },
            contentType: "application/json",
            body: JSON.stringify({ error: "rate_limited", message: "Too many requests." }),
          })
        : route.continue(),
    );
    const page = await context.newPage();
    await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
    await openSession(page, "ses_stalled");
    await pauseWithWorld(world, page, counts);
    await expect(page.getByText(/^Retrying in /)).toBeVisible();
    // Started about 20 min ago with no event read: that is not "no new event for 20 min".
    await expect(sentence(page)).toHaveText(/^Running for \d+ min$/);
    await expect(stallBadge(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/ · running · /);

    refusing = false;
    await world.step([page], MIN, counts);
    await expect(sentence(page)).toContainText(
      /Possibly stuck: npm run test:e2e -- --shard=1\/4 running \d+ min; earlier runs took 2 min/,
    );
    await expect(stallBadge(page)).toBeVisible();
  } finally {
    await context.close();
    await world.close();
  }
});

test("a running session goes possibly stuck, recovers, and alerts (opted in) when it stalls again", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const world = await startSteppedWorld(1);
  const context = await browser.newContext({ baseURL });
  try {
    await recordNotifications(context);
    // The pages' clock starts at the simulated service's time (the stall rule compares the two).
    const counts = await joinWorld(world, context);
    const page = await context.newPage();
    await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
    await openSession(page, "ses_stalled");
    await pauseWithWorld(world, page, counts);

    // Stuck from the start: the badge, the sentence (with the open call linked) and the tab title.
    await expect(stallBadge(page)).toBeVisible();
    await expect(sentence(page)).toContainText(
      /Possibly stuck: npm run test:e2e -- --shard=1\/4 running 7 min; earlier runs took 2 min/,
    );
    await expect(page).toHaveTitle(/ · possibly stuck · /);
    await sentence(page).getByRole("link", { name: "npm run test:e2e -- --shard=1/4" }).click();
    await expect(page).toHaveURL(/[?&]event=ses_stalled-t2-use(&|$)/);

    // Opt in: Notify me on this session, and "possibly stuck" alerts in the bell menu.
    await page.getByRole("button", { name: "Notify me" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await page.getByRole("switch", { name: /alert me when a watched session looks stuck/ }).click();
    await page.keyboard.press("Escape");

    // The result arrives: events flow again, the badge clears itself.
    await stepMinutes(world, page, counts, 6.5);
    await expect(stallBadge(page)).toHaveCount(0);
    await expect(sentence(page)).toContainText(/^Running for \d+ min · last activity/);
    await expect(page).toHaveTitle(/ · running · /);

    // Away from the session (so the alert is not suppressed), it stalls again: one desktop alert.
    await goTo(page, `/o/${DEMO.orgId}/sessions`);
    await stepMinutes(world, page, counts, 5.5);
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.title))
      .toEqual(["Possibly stuck: Shard the checkout e2e suite"]);
    await expect(page.getByRole("button", { name: "Notifications, 1 new" })).toBeVisible();

    // It finishes: the answer says so.
    await openSession(page, "ses_stalled");
    await stepMinutes(world, page, counts, 3);
    await expect(sentence(page)).toContainText(/^Finished in \d+ min/);
  } finally {
    await context.close();
    await world.close();
  }
});

/**
 * Independent answers on one owner demo, each reached in the app from the last (no new sign-in per
 * answer). The one that changes the world (a follow-up moving ses_done_failure onto build-fleet) goes last.
 */
test(`one owner demo: ${[
  "a failed session: the answer and the card reach the failing step in one click",
  "the changes of a finished session: change requests, files with their last edit, test runs",
  "parent and subagent link to each other",
  "a session waiting for a worker says where it stands and why it waits",
  "a finished session moved onto a busy Machine waits in its queue, and the page says so",
].join("; ")}`, async ({ page }) => {
  test.setTimeout(5 * 60_000); // the budget of the 5 tests it joins
  await openDemo(page);
  await test.step("a failed session: the answer and the card reach the failing step in one click", async () => {
    await openSession(page, "ses_failed_tests");
    await expect(sentence(page)).toContainText(
      "Failed after 21 min: the run stopped on an error — test_failure · first failing step: npm test -- payments (exit 1)",
    );
    const card = page.getByRole("region", { name: "Why it failed" });
    await expect(card).toContainText("Upgraded the SDK, but three client tests still fail");
    await card.getByRole("link", { name: "Go to the failing step: npm test -- payments" }).click();
    await expect(page).toHaveURL(/[?&]event=ses_failed_tests-t2-result(&|$)/);
    await expect(page.getByRole("article").filter({ hasText: "Tests: 3 failed, 41 passed" }).first()).toBeVisible();

    // Every detail in Diagnostics: the codes, both messages and the context at the end.
    await card.getByRole("button", { name: "Every detail in Diagnostics" }).click();
    const full = page.getByRole("region", { name: "Why it failed" });
    await expect(full).toContainText("verify · run_error · test_failure");
    await expect(full).toContainText("npm test exited with code 1 after 2 attempts");
    await expect(full).toContainText("88% of the window");
  });
  await test.step("the changes of a finished session: change requests, files with their last edit, test runs", async () => {
    await openSession(page, "ses_with_changes");
    await page.getByRole("tab", { name: "Changes" }).click();
    const card = page.getByRole("region", { name: "What it changed" });
    await expect(card.getByRole("link", { name: "acme/payments-api #1312" })).toBeVisible();
    await expect(card.getByRole("link", { name: "acme/payments-sdk #91" })).toBeVisible();
    await expect(card).toContainText("merged");
    await expect(card).toContainText("4 files, 6 edits");
    await expect(card).toContainText("2 test runs");
    await card.getByRole("link", { name: "Last edit of src/invoices/total.ts" }).click();
    await expect(page).toHaveURL(/[?&]tab=timeline/);
    await expect(page).toHaveURL(/[?&]event=ses_with_changes-e3-use(&|$)/);
  });
  await test.step("parent and subagent link to each other", async () => {
    await openSession(page, "ses_live_stream");
    const family = page.getByRole("region", { name: "Spawned sessions" });
    await family.getByRole("link", { name: "Search call sites of retryDelay" }).click();
    await expect(page).toHaveURL(/\/sessions\/ses_subagent(\?|$)/);
    await expect(page.getByText("spawned by")).toBeVisible();
    await page.getByRole("link", { name: "ses_live_stream" }).click();
    await expect(page).toHaveURL(/\/sessions\/ses_live_stream(\?|$)/);
    await expect(navLink(page, "Sessions")).toBeVisible();
  });
  await test.step("a session waiting for a worker says where it stands and why it waits", async () => {
    await openSession(page, "ses_machine_queue");
    await expect(sentence(page)).toContainText(
      /^Waiting for a worker on build-fleet: \d+(st|nd|rd|th) in line for \d+ min/,
    );
    await expect(page.getByRole("list", { name: "Session facts" })).toContainText("not started: waiting for a worker");
    const why = page.getByRole("region", { name: "Why is it waiting?" });
    await expect(why).toContainText(/workers on Machine build-fleet are busy|no worker/i);
    await sentence(page).getByRole("link", { name: "build-fleet" }).click();
    await expect(page).toHaveURL(/\/machines\/build-fleet(\?|$)/);
  });
  await test.step("a finished session moved onto a busy Machine waits in its queue, and the page says so", async () => {
    await openSession(page, "ses_done_failure");
    const machineRadio = page.getByRole("radio", { name: "Machine" });
    if (!(await machineRadio.isVisible())) await page.getByRole("button", { name: /^Options/ }).click();
    await machineRadio.check();
    await page
      .getByRole("textbox", { name: /Machine/ })
      .last()
      .fill("build-fleet");
    await page.getByRole("textbox", { name: "Follow-up message" }).fill("Retry on the fleet.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // The move is read back from the session itself (target and placement come only with a retrieval).
    await expect(sentence(page)).toContainText(/^Waiting for a worker on build-fleet: \d+(st|nd|rd|th) in line/);
    await expect(page.getByRole("region", { name: "Why is it waiting?" })).toContainText(/build-fleet/);
    await expect(page.getByText("possibly stuck")).toHaveCount(0);
  });
});

test("without sessions:debug the failure card says less and says why", async ({ page }) => {
  await openDemo(page, { key: "member" });
  await openSession(page, "ses_failed_tests");
  const card = page.getByRole("region", { name: "Why it failed" });
  await expect(card).toContainText("need sessions:debug");
  await expect(card).not.toContainText("three client tests");
  await expect(sentence(page)).toContainText("Failed after 21 min: the run stopped on an error");
  await expect(sentence(page)).not.toContainText("test_failure");
});
