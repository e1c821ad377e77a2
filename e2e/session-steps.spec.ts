import type { Page } from "@playwright/test";
import { blockingViolations } from "./axe";
import { DEMO, expect, openSession, test } from "./fixtures";
import { type SteppedWorld, startSteppedWorld } from "./stepped-world";

/**
 * The steps view and the timeline tools on the stepped simulator world: ses_live_stream is watched to
 * its end in simulated time (no wall clock), then reviewed as a finished session — its longest step
 * found and opened, its error results filtered and the link shared — with axe in both themes.
 */
const STEP_MS = 5000;

/** Live mode against the world, remembered in this tab so a shared link opened here (a reload) stays connected. */
async function connect(page: Page, world: SteppedWorld): Promise<void> {
  await page.clock.install();
  await page.goto("/connect");
  await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
  await page.getByRole("textbox", { name: "Base URL" }).fill(world.url);
  await page.getByLabel("API key", { exact: true }).fill(DEMO.ownerKey);
  await page.getByRole("checkbox", { name: /Remember in this tab/ }).click();
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens ses_live_stream while it runs and moves both clocks until it has ended; then the page's clock
 * runs on (a finished session has nothing timed left, and React's Suspense and axe need timers).
 */
async function watchToTheEnd(page: Page, world: SteppedWorld): Promise<void> {
  const counts = world.track(page.context());
  await openSession(page, "ses_live_stream");
  await expect(page.getByLabel("Status: running")).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await world.settle([page], counts);
  const exit = page.getByLabel("Status: exit");
  for (let s = 0; s < 400 && !(await exit.isVisible()); s += STEP_MS / 1000) await world.step([page], STEP_MS, counts);
  await expect(exit).toBeVisible();
  await page.clock.resume();
}

async function judgeBothThemes(page: Page, where: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    const violations = await blockingViolations(page, { coloursOnly: scheme === "dark" });
    expect.soft(violations, `axe in ${scheme}: ${where}`).toEqual([]);
  }
}

/** "1m 4s", "3.2s", "850 ms" → ms (the formats of formatDuration). */
function msOf(text: string): number {
  const ms = /(\d+) ms\b/.exec(text);
  if (ms) return Number(ms[1]);
  let total = 0;
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)([hms])\b/g)) {
    total += Number(n) * (unit === "h" ? 3_600_000 : unit === "m" ? 60_000 : 1000);
  }
  return total;
}

test.describe("steps view", () => {
  let world: SteppedWorld;
  test.beforeEach(async () => {
    world = await startSteppedWorld(1);
  });
  test.afterEach(async () => {
    await world.close();
  });

  test("finds the longest step of a finished session and jumps to it", async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page, world);
    await watchToTheEnd(page, world);
    await page.getByRole("tab", { name: "Steps" }).click();
    await expect(page).toHaveURL(/tab=steps/);

    const longest = page.getByRole("list", { name: "Longest steps" }).getByRole("listitem");
    await expect(longest.first()).toBeVisible();
    const listed = (await longest.allTextContents()).map(msOf);
    expect(listed.length).toBeGreaterThan(1);
    expect([...listed].sort((a, b) => b - a)).toEqual(listed);
    // Every bar's duration (its accessible name) is at most the first of the longest.
    const bars = page.getByRole("list", { name: "Steps", exact: true }).getByRole("link");
    const names = await bars.evaluateAll((links) => links.map((a) => a.getAttribute("aria-label") ?? ""));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names)
      expect(msOf(name.split(", ").slice(-1)[0] ?? "")).toBeLessThanOrEqual(listed[0] as number);

    // Keyboard: one bar in the Tab order, arrow keys move between bars.
    await bars.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(bars.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(bars.last()).toBeFocused();

    await judgeBothThemes(page, "steps tab of a finished session");

    const first = longest.first().getByRole("link");
    const href = (await first.getAttribute("href")) ?? "";
    const ref = new URL(href, page.url()).searchParams.get("event");
    expect(ref).toBeTruthy();
    await first.click();
    await expect(page).toHaveURL(/tab=timeline/);
    await expect(page.getByRole("tab", { name: "Timeline", selected: true })).toBeVisible();
    const row = page.locator(`article[data-event-id="${ref}"]`);
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(row).toBeInViewport();
  });

  test("filters the timeline to errors only and shares the link", async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page, world);
    await watchToTheEnd(page, world);
    const tools = page.getByRole("group", { name: "Timeline tools" });
    await tools.getByRole("checkbox", { name: "Errors only" }).check();
    await expect(page).toHaveURL(/errors=true/);
    const rows = page.locator("article[data-event-id]");
    const toolRows = rows.filter({ hasText: /^Tool/ });
    await expect(toolRows.first()).toBeVisible();
    const shown = await toolRows.count();
    expect(shown).toBeGreaterThan(0);
    for (let i = 0; i < shown; i++) await expect(toolRows.nth(i).getByText("error", { exact: true })).toBeVisible();
    // Find keeps working under the filter: it counts only what the filter leaves.
    await page.getByRole("searchbox", { name: "Find in timeline" }).fill("FAIL");
    await expect(page.locator("#timeline-find-count")).toHaveText(new RegExp(`^${shown} match`));

    await tools.getByRole("checkbox", { name: "Concise" }).check();
    await expect(page).toHaveURL(/concise=true/);
    // j moves the current row (kept in the link) down to the first failed call, k back up; e expands it.
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    const current = page.locator("article[aria-current=true]");
    await page.keyboard.press("j");
    await expect(page).toHaveURL(/event=/);
    await expect(current).toHaveCount(1);
    for (let i = 0; i < 5 && !(await current.textContent())?.startsWith("Tool"); i++) await page.keyboard.press("j");
    await expect(current).toHaveText(/^Tool/);
    const failedRef = await current.getAttribute("data-event-id");
    await page.keyboard.press("e");
    await expect(current.getByRole("button", { name: "Collapse" })).toHaveAttribute("aria-expanded", "true");
    await expect(current.getByText("Result", { exact: true })).toBeVisible();
    await page.keyboard.press("k");
    await expect(current).not.toHaveAttribute("data-event-id", failedRef ?? "");
    await page.keyboard.press("j");
    await expect(current).toHaveAttribute("data-event-id", failedRef ?? "");
    await judgeBothThemes(page, "timeline with errors only and concise rows");

    // The shared link opens the same view.
    const shared = page.url();
    await page.goto(shared);
    const again = page.getByRole("group", { name: "Timeline tools" });
    await expect(again.getByRole("checkbox", { name: "Errors only" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "Concise" })).toBeChecked();
    await expect(page.locator("article[data-event-id]").filter({ hasText: /^Tool/ })).toHaveCount(shown);
  });
});
