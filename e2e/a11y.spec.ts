import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, navLink, openDemo, openSession, test } from "./fixtures";

const BLOCKING = new Set(["serious", "critical"]);

/** Runs axe (WCAG 2.1 A/AA) on the page as it is and returns the serious/critical findings, readable. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test("connect screen", async ({ page }) => {
    await page.goto("/connect");
    await expect(page.getByRole("heading", { level: 1, name: "Session Control" })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("sessions index", async ({ page }) => {
    await openDemo(page);
    await navLink(page, "Sessions").click();
    await expect(page.getByRole("heading", { level: 1, name: "Sessions", exact: true })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("a session page (streaming timeline)", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_live_stream");
    await expect(page.getByRole("tab", { name: "Timeline" })).toHaveAttribute("aria-selected", "true");
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("machines", async ({ page }) => {
    await openDemo(page);
    await navLink(page, "Machines").click();
    await expect(page.getByRole("heading", { level: 1, name: "Machines", exact: true })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
