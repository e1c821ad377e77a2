import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectOracle, goTo, pauseTogether, sentenceOf } from "./answers-oracle";
import { DEMO, expect, navLink, openLive, openSession, test } from "./fixtures";
import { type EventCounts, joinWorld, type SteppedWorld, startSteppedWorld } from "./stepped-world";

/**
 * Issue 42: answers you can act on, checked against the evidence. Every case runs on the stepped world
 * (src/simulator/domains/sessions: ses_stalled, ses_machine_queue, ses_machine_transition,
 * ses_action_required), so simulated minutes pass in steps and nothing waits on real time.
 */
const MIN = 60_000;

interface Opened {
  world: SteppedWorld;
  context: BrowserContext;
  page: Page;
  counts: EventCounts;
}

async function openWorld(browser: Browser, baseURL: string | undefined, path: string): Promise<Opened> {
  const world = await startSteppedWorld(1);
  const context = await browser.newContext({ baseURL });
  const counts = await joinWorld(world, context);
  const page = await context.newPage();
  await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
  // The app lands on the sessions list after connecting; only then is it moved (so the landing cannot undo it).
  await expect(page.getByText(/Covers all \d+ listed sessions/)).toBeVisible();
  const id = /\/sessions\/([^/?]+)$/.exec(path)?.[1];
  if (id) await openSession(page, id);
  await pauseTogether(world, page, counts);
  return { world, context, page, counts };
}

async function closeWorld(opened: Opened | null): Promise<void> {
  await opened?.context.close();
  await opened?.world.close();
}

const session = (id: string) => `/o/${DEMO.orgId}/sessions/${id}`;

test.describe("session answers", () => {
  let opened: Opened | null = null;
  test.afterEach(async () => {
    await closeWorld(opened);
    opened = null;
  });

  test("Needs you quotes the agent's question from its result, not its last progress line", async ({
    browser,
    baseURL,
  }) => {
    opened = await openWorld(browser, baseURL, session("ses_action_required"));
    const sentence = sentenceOf(opened.page);
    await expect(sentence).toHaveText(
      "Needs you: Needs input: Migrate the ledger API client. Please confirm which API version to target.",
    );
    await expect(sentence).not.toContainText("(step");
  });

  test("running time counts from placement on the Machine; the wait is told apart", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    opened = await openWorld(browser, baseURL, session("ses_machine_queue"));
    const { world, page, counts } = opened;
    await expect(sentenceOf(page)).toContainText(/^Waiting for a worker on build-fleet/);
    // Queued 2 min before t0, placed at t0 + 3 min: seconds after placement it has run seconds, not 5 min.
    for (let k = 0; k < 12 && !(await sentenceOf(page).textContent())?.startsWith("Running"); k += 1)
      await world.step([page], 30_000, counts);
    await expect(sentenceOf(page)).toContainText(/^Running for \d+ s · waited 5 min for a worker/);
  });

  test("the open call's sentence names its command and its earlier runs", async ({ browser, baseURL }) => {
    opened = await openWorld(browser, baseURL, session("ses_stalled"));
    await expect(sentenceOf(opened.page)).toContainText(
      "Possibly stuck: npm run test:e2e -- --shard=1/4 running 7 min; earlier runs took 2 min",
    );
    await sentenceOf(opened.page).getByRole("link", { name: "npm run test:e2e -- --shard=1/4" }).click();
    await expect(opened.page).toHaveURL(/[?&]event=ses_stalled-t2-use(&|$)/);
  });

  test("a possibly-stuck session stays in the strip and badged on its row after opening, until dismissed", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    opened = await openWorld(browser, baseURL, `/o/${DEMO.orgId}/sessions`);
    const { world, page, counts } = opened;
    const strip = page.getByRole("list", { name: "Needs attention" });
    const stuckCount = strip.getByRole("link", { name: /Possibly stuck/ });
    const row = page.getByRole("table", { name: "Sessions" }).getByRole("row").filter({ hasText: "ses_stalled" });
    await expect(stuckCount).toHaveAccessibleName(/^1 Possibly stuck/);
    await expect(row.getByLabel(/^Possibly stuck:/)).toBeVisible();

    // Opening it is not dismissing it.
    await goTo(page, session("ses_stalled"));
    await world.settle([page], counts);
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
    await navLink(page, "Sessions").click();
    await world.step([page], 1000, counts);
    await expect(stuckCount).toHaveAccessibleName(/^1 Possibly stuck/);
    await expect(row.getByLabel(/^Possibly stuck:/)).toBeVisible();

    // Dismissed on its row: the count and the badge go.
    await row.getByRole("button", { name: "Dismiss possibly stuck for Shard the checkout e2e suite" }).click();
    await expect(stuckCount).toHaveCount(0);
    await expect(row.getByLabel(/^Possibly stuck:/)).toHaveCount(0);
  });

  test("a finished session queued again on its Machine reads as waiting for its next turn", async ({
    browser,
    baseURL,
  }) => {
    opened = await openWorld(browser, baseURL, session("ses_machine_transition"));
    await expect(sentenceOf(opened.page)).toHaveText(
      /^Finished a turn; waiting for its next turn on gpu-pool: \d+(st|nd|rd|th) in line for \d+ min$/,
    );
    await expect(sentenceOf(opened.page)).not.toContainText("Finished in");
  });

  test("the oracle's day: each session's answer matches the oracle's from the raw API data at every step", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    opened = await openWorld(browser, baseURL, `/o/${DEMO.orgId}/sessions`);
    const { world, page, counts } = opened;
    const ids = [
      "ses_stalled",
      "ses_machine_queue",
      "ses_machine_transition",
      "ses_action_required",
      "ses_failed_tests",
      "ses_with_changes",
      "ses_live_stream",
      "ses_error",
    ];
    const kinds = new Set<string>();
    const start = world.clock.now();
    // Through the scripted quarter hour (stuck, placed, recovered, stuck again, finished), then later on.
    for (const minutes of [0, 3.5, 6.5, 12, 15, 30]) {
      while (world.clock.now() + 30_000 <= start + minutes * MIN) await world.step([page], 30_000, counts);
      for (const id of ids) kinds.add((await expectOracle(page, world, counts, id)).kind);
    }
    expect([...kinds].sort()).toEqual(
      ["action_required", "failed", "finished", "running", "stalled", "waiting_turn", "waiting_worker"].sort(),
    );
  });
});
