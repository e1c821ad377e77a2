import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, navLink, openDemo, test } from "./fixtures";

/**
 * Capacity history that survives a reload, with gaps where the page was closed and ranges in the
 * link, and the overview's TV mode. Time is the page's clock (the demo simulator reads it too):
 * paused once the app is up, moved only by the test. `settle` moves it 100 ms per try so the work a
 * step made due (an answer, React Query's zero-delay notification) finishes; nothing waits for real
 * time to pass. A check inside `settle` asserts with `quick`: an assertion that waits its full timeout
 * with the clock paused only waits in vain (three such waits were 30 of this file's 40 s). The history
 * table's and TV mode's axe checks run in machines-insight.spec.ts, on the page that opens them anyway.
 */
const quick = expect.configure({ timeout: 250 });

// TV mode cycles only for a device that does not ask for reduced motion (the suite asks, in its config).
test.use({ reducedMotion: "no-preference" });

async function settle(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(100);
    await check();
  }).toPass({ timeout: 15_000 });
}

const summary = (page: Page) => page.getByText(/^(1 sample so far|\d+ samples over the last)/);

async function sampleCount(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? "";
  return text.startsWith("1 sample so far") ? 1 : Number(/^(\d+) samples/.exec(text)?.[1] ?? 0);
}

/** Steps the page's paused clock while waiting. */
async function openBuildFleet(page: Page): Promise<void> {
  await page
    .getByRole("list", { name: "Machine capacity" })
    .getByRole("link", { name: "build-fleet", exact: true })
    .click();
  const heading = page.getByRole("heading", { level: 1, name: "build-fleet" });
  // Moving a clock that was never installed installs one at the epoch: the page would live in 1970.
  await settle(page, () => quick(heading).toBeVisible());
}

async function cardOrder(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Machine capacity" }).getByRole("heading", { level: 3 }).allTextContents();
}

const tv = (page: Page) => page.getByRole("dialog", { name: "Machines · TV mode" });
const shownName = async (dialog: Locator) => (await dialog.getByRole("heading", { level: 2 }).textContent()) ?? "";
const stripNames = async (dialog: Locator) =>
  (await dialog.getByRole("list", { name: "Machines in this cycle" }).getByRole("button").allTextContents()).map(
    (t) => t.split(" · ")[0] ?? "",
  );

test("history survives a reload, shows the closed time as a gap, switches ranges; TV mode cycles trouble first", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openDemo(page);
  await navLink(page, "Machines").click();
  await expect(page.getByRole("list", { name: "Machine capacity" })).toBeVisible();
  await openBuildFleet(page);
  await expect(summary(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // Sampling: one refresh period later the chart holds a second sample.
  await page.clock.runFor(10_000);
  await settle(page, async () => expect(await sampleCount(page)).toBeGreaterThanOrEqual(2));
  const before = await sampleCount(page);
  await expect(page.getByRole("img", { name: /over time/ }).locator("path[data-series='online']")).not.toHaveCount(0);

  // A reload starts a new page: the samples are still there (a fresh one would say "1 sample so far").
  await page.reload();
  await settle(page, () => quick(page.getByRole("heading", { level: 1, name: "build-fleet" })).toBeVisible());
  await settle(page, async () => expect(await sampleCount(page)).toBeGreaterThanOrEqual(before));
  await expect(page.getByText(/kept in this browser for 24 h/)).toBeVisible();

  // Closed for ten minutes (the overview writes no samples), then back: a gap, not a line.
  await navLink(page, "Machines").click();
  await settle(page, () => quick(page.getByRole("list", { name: "Machine capacity" })).toBeVisible());
  await page.clock.fastForward("10:00");
  await openBuildFleet(page);
  await settle(page, () =>
    quick(summary(page)).toContainText(/No samples from .+ \(1[01] min\): the page was closed, hidden or offline\./),
  );
  await expect(page.getByRole("img", { name: /over time/ }).locator("rect[data-gap]")).toHaveCount(1);

  // Ranges live in the link; the default stays out of it. The table tells the gap in words too.
  const ranges = page.getByRole("radiogroup", { name: "History range" });
  await ranges.getByRole("radio", { name: "Last 15 min" }).click();
  await expect(page).toHaveURL(/[?&]range=15m/);
  await page.getByText("Show the history as a table").click();
  const table = page.getByRole("table", { name: "Capacity history" });
  await expect(table.getByRole("row").filter({ hasText: /No samples until/ })).toHaveCount(1);
  await expect(page.getByText(/worst reading of its 10 s:/)).toBeVisible();
  await ranges.getByRole("radio", { name: "Last 24 h" }).click();
  await expect(page).toHaveURL(/[?&]range=24h/);
  await expect(page.getByText(/worst reading of its 5 min:/)).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: /No samples until/ })).toHaveCount(1);
  await ranges.getByRole("radio", { name: "Last 1 h" }).click();
  await expect(page).not.toHaveURL(/range=/);
  await expect(summary(page)).toBeVisible();

  // TV mode from the button: no app chrome, the worst Machine first, the next after 10 s.
  await navLink(page, "Machines").click();
  await settle(page, async () => expect((await cardOrder(page)).length).toBeGreaterThan(1));
  const order = await cardOrder(page);
  await page.getByRole("button", { name: "TV mode" }).click();
  const dialog = tv(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]tv=true/);
  await expect(navLink(page, "Sessions")).toHaveCount(0);
  expect(await stripNames(dialog)).toEqual(order);
  expect(await shownName(dialog)).toBe(order[0]);
  await expect(dialog.getByRole("button", { name: new RegExp(`^${order[0]} · `) })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await page.clock.runFor(5_000);
  expect(await shownName(dialog)).toBe(order[0]);
  await page.clock.runFor(5_000);
  await expect(dialog.getByRole("heading", { level: 2 })).not.toHaveText(order[0] as string);

  // Keyboard: Space pauses, arrows move through the strip's order, Escape leaves.
  await page.keyboard.press("Space");
  await expect(dialog.getByText(/ · paused$/)).toBeVisible();
  const names = await stripNames(dialog);
  const at = names.indexOf(await shownName(dialog));
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(names[(at + 1) % names.length] as string);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(names[at] as string);
  await page.clock.runFor(20_000);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(names[at] as string);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/tv=/);
  // Focus goes back to the button (Radix returns it on a zero-delay timer: the paused clock moves a little).
  await settle(page, () => quick(page.getByRole("button", { name: "TV mode" })).toBeFocused());

  // From a link, on a device that asks for reduced motion: it does not cycle until asked to.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/o/${DEMO.orgId}/machines?tv=true`);
  await settle(page, () => quick(tv(page)).toBeVisible());
  await expect(tv(page).getByText(/not cycling: this device asks for reduced motion/)).toBeVisible();
  await settle(page, async () => expect(await stripNames(tv(page))).toHaveLength(order.length));
  const still = await shownName(tv(page));
  await page.clock.runFor(20_000);
  await expect(tv(page).getByRole("heading", { level: 2 })).toHaveText(still);
  await tv(page).getByRole("button", { name: "Leave TV mode" }).click();
  await expect(tv(page)).toHaveCount(0);

  // Back in TV mode, a big number leads to its source on the Machine page; focus lands there, not
  // where the dialog would hand it back.
  await page.goBack();
  await settle(page, () => quick(tv(page)).toBeVisible());
  const queued = tv(page).getByRole("link", { name: /^\d+ queued: see them on the Machine page$/ });
  await settle(page, () => quick(queued).toBeVisible());
  const shown = await shownName(tv(page));
  await queued.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/machines/${shown}#machine-sessions$`));
  await expect(tv(page)).toHaveCount(0);
  await settle(page, () =>
    quick(page.getByRole("heading", { name: "Sessions placed on or waiting for this Machine" })).toBeFocused(),
  );
});
