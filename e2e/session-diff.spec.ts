import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { blockingViolations } from "./axe";
import { DEMO, expect, openDemo, openSession, test } from "./fixtures";

/**
 * The Changes tab's Diff on the demo's ses_diff_review (src/simulator/domains/sessions/diff-scenario.ts):
 * read the rebuilt changes, see which file is not fully shown and why, jump from a hunk to the step that
 * made it, download the patch, filter by path, move with n/p and j/k, on a phone, and axe in both themes.
 */
async function openDiff(page: Page): Promise<void> {
  await openDemo(page);
  await openSession(page, "ses_diff_review");
  await page.getByRole("tab", { name: "Changes" }).click();
  await expect(page.getByRole("heading", { name: "Diff", exact: true })).toBeVisible();
}

async function judgeBothThemes(page: Page, where: string, include = "[data-testid=diff-panel]"): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    const violations = await blockingViolations(page, { coloursOnly: scheme === "dark", include });
    expect.soft(violations, `axe in ${scheme}: ${where}`).toEqual([]);
  }
}

const files = (page: Page) => page.getByRole("region", { name: "Changed files" }).getByRole("button");
const current = (page: Page) =>
  page.getByRole("region", { name: "Changed files" }).getByRole("button", { pressed: true });

test.describe("session diff", () => {
  // Opening the demo and the session is most of each journey; on a busy two-core machine it nears a minute.
  test.describe.configure({ timeout: 120_000 });
  test("reads the diff, names what it cannot show, and jumps from a hunk to its step", async ({ page }) => {
    await openDiff(page);
    await expect(page.getByText("4 files changed")).toBeVisible();
    await expect(files(page)).toHaveCount(4);
    // The Changes card above the Diff: its command links keep their 24 px targets (WCAG 2.5.8).
    await judgeBothThemes(page, "the Changes card", "section[aria-labelledby=changes-heading]");
    // The PR is named as the complete source.
    await expect(page.getByText(/complete source of its changes is its pull request/)).toBeVisible();

    // The file changed by sed -i is marked, with the command and a link to its step.
    await files(page).filter({ hasText: "src/retry/backoff.ts" }).click();
    await expect(page).toHaveURL(/file=src%2Fretry%2Fbackoff\.ts|file=src\/retry\/backoff\.ts/);
    const note = page.getByRole("note").filter({ hasText: "Not fully shown" });
    await expect(note).toContainText("also changed by a shell command");
    await expect(note).toContainText("sed -i");
    await expect(page.getByText("1 edit failed and changed nothing.")).toBeVisible();

    // An edit-only file: two places, each its own hunk, each linked to its step.
    await files(page).filter({ hasText: "src/webhooks/dispatcher.ts" }).click();
    const diff = page.getByRole("region", { name: "Diff of src/webhooks/dispatcher.ts" });
    await expect(diff.getByText("const delay = backoff(attempt, rng);")).toBeVisible();
    await expect(page.getByText(/Only the edited places are known/)).toBeVisible();
    const hunkLinks = diff.getByRole("link", { name: /Open the step that made hunk/ });
    await expect(hunkLinks).toHaveCount(2);
    const href = (await hunkLinks.first().getAttribute("href")) ?? "";
    const ref = new URL(href, page.url()).searchParams.get("event");
    expect(ref).toBe("ses_diff_review-e4-use");

    // Split layout pairs the removed line with the added one (kept in the URL).
    await page.getByRole("group", { name: "Diff layout" }).getByRole("button", { name: "Split" }).click();
    await expect(page).toHaveURL(/layout=split/);
    await expect(diff.locator("[data-layout=split]").first()).toBeVisible();

    await judgeBothThemes(page, "the diff of a file only edited, split");
    if (process.env.DIFF_SHOTS) await page.screenshot({ path: "test-results/session-diff-wide.png", fullPage: true });

    await hunkLinks.first().click();
    await expect(page).toHaveURL(/tab=timeline/);
    const row = page.locator(`article[data-event-id="${ref}"]`);
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(row).toBeInViewport();
    await expect(row).toBeFocused();
  });

  test("downloads the patch, filters by path and moves with the keys", async ({ page }) => {
    await openDiff(page);
    await page.getByRole("button", { name: "2 left out: why" }).click();
    const leftOut = page.getByRole("dialog");
    await expect(leftOut).toContainText("src/retry/backoff.ts: also changed by a shell command");
    await expect(leftOut).toContainText("src/webhooks/dispatcher.ts: only the edited places are known");
    await page.keyboard.press("Escape");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .patch" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("ses_diff_review.patch");
    const text = readFileSync((await file.path()) ?? "", "utf8");
    expect(text).toContain("# left out: src/retry/backoff.ts: also changed by a shell command");
    expect(text).toContain("+++ b/src/retry/backoff.test.ts");
    expect(text).toContain("+++ b/src/retry/index.ts");
    expect(text).not.toContain("+++ b/src/webhooks/dispatcher.ts");

    // n / p move between files (the current one is kept in the URL); not while typing in the filter.
    await expect(current(page)).toContainText("src/retry/backoff.test.ts");
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("n");
    await expect(current(page)).toContainText("src/retry/backoff.ts");
    await expect(page).toHaveURL(/file=/);
    await page.keyboard.press("n");
    await page.keyboard.press("n");
    await expect(current(page)).toContainText("src/webhooks/dispatcher.ts");
    await page.keyboard.press("p");
    await expect(current(page)).toContainText("src/retry/index.ts");
    await page.keyboard.press("n");
    // j / k move the focus between hunks.
    await page.keyboard.press("j");
    await expect(page.locator("[data-hunk='0']")).toBeFocused();
    await page.keyboard.press("j");
    await expect(page.locator("[data-hunk='1']")).toBeFocused();
    await page.keyboard.press("k");
    await expect(page.locator("[data-hunk='0']")).toBeFocused();

    const filter = page.getByRole("textbox", { name: "Filter files by path" });
    await filter.fill("retry/index");
    await expect(files(page)).toHaveCount(1);
    await expect(current(page)).toContainText("src/retry/index.ts");

    // The link names the file shown.
    await expect.poll(() => new URL(page.url()).searchParams.get("file")).toBe("src/retry/index.ts");
    await expect(page.getByRole("heading", { name: "src/retry/index.ts" })).toBeVisible();
    await page.keyboard.press("n");
    await expect(filter).toHaveValue("retry/indexn");
  });

  test("Compare sets the changed files of two sessions side by side, each linked to its diff", async ({ page }) => {
    await openDemo(page);
    // The demo lands on the sessions list; the link is followed once it has (no reload: the demo stays).
    await expect(page.getByRole("heading", { name: "Sessions", level: 1 })).toBeVisible();
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/o/${DEMO.orgId}/compare?a=ses_diff_review&b=ses_done_success`);
    await expect(page).toHaveURL(/\/compare\?/);
    const changed = page.getByRole("region", { name: "Changed files" });
    const table = changed.getByRole("table", { name: "Changed files of A and B" });
    const row = (path: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: path }) });
    await expect(changed.getByText(/A changed 4 files .* B changed 1 file .* 1 file changed in both/)).toBeVisible();
    await expect(row("src/webhooks/dispatcher.ts")).toContainText("in both");
    await expect(
      row("src/webhooks/dispatcher.ts").getByRole("link", { name: /^\+\d+ −\d+ in B's diff/ }),
    ).toBeVisible();
    await expect(row("src/retry/backoff.test.ts")).toContainText("only in A");
    // A file not fully shown says why, in its own session's column.
    await expect(row("src/retry/backoff.ts")).toContainText("not fully shown");
    await expect(row("src/retry/backoff.ts")).toContainText("also changed by a shell command");
    await judgeBothThemes(page, "Compare's changed files", "section[aria-labelledby=compare-files-heading]");
    if (process.env.DIFF_SHOTS) await page.screenshot({ path: "test-results/compare-files-wide.png", fullPage: true });

    // On a phone the rows stack as cards, with no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(changed.getByRole("list", { name: "Changed files of A and B" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.DIFF_SHOTS) await page.screenshot({ path: "test-results/compare-files-phone.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The counts open that session's Diff at that file: the file's heading, in view and focused.
    await row("src/retry/index.ts").getByRole("link", { name: "+1 −0 in A's diff of src/retry/index.ts" }).click();
    await expect(page).toHaveURL(/\/sessions\/ses_diff_review\?.*tab=changes/);
    const heading = page.getByRole("heading", { name: "src/retry/index.ts" });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(current(page)).toContainText("src/retry/index.ts");
  });

  test("fits a phone", async ({ page }) => {
    await openDiff(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await files(page).filter({ hasText: "src/retry/backoff.test.ts" }).click();
    await expect(page.getByRole("region", { name: "Diff of src/retry/backoff.test.ts" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await judgeBothThemes(page, "the diff on a phone");
    if (process.env.DIFF_SHOTS) await page.screenshot({ path: "test-results/session-diff-phone.png", fullPage: true });
  });
});
