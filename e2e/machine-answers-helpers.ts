import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Helpers of the "machine answers" cases in answers-truth.spec.ts (issue 42): the Machine page's hint
 * card, its target set through the page's own alert rules, and the page's numbers read back.
 *
 * API: openMachine(page, name) · setTarget(page, minutes) · hintCard(page) · measuredOver(card)
 */
export async function openMachine(page: Page, name: string): Promise<void> {
  // A deep link (the demo's connection and sim_* knobs outlive the reload): a time-scaled demo keeps the
  // page busy, and a click waits on it where a load does not.
  await page.goto(`/o/org_demo/machines/${name}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 60_000 });
}

/** The hint's target is this Machine's oldest-wait alert rule: set it the way a person would. */
export async function setTarget(page: Page, minutes: number): Promise<void> {
  const field = page.getByRole("spinbutton", { name: /^Oldest wait at least \(min\)/ });
  await field.fill(String(minutes));
  await page.getByRole("button", { name: "Save rules" }).click();
}

/** The "How many workers are enough" card. */
export function hintCard(page: Page): Locator {
  return page.locator(".rt-Card").filter({ has: page.getByRole("heading", { name: "How many workers are enough" }) });
}

/** The measured p95 row says over or within the target. */
export async function measuredOver(card: Locator): Promise<boolean | null> {
  const text = (await card.textContent()) ?? "";
  const m = /from [\d,]+ waits seen \((over|within) the target\)/.exec(text);
  return m ? m[1] === "over" : null;
}
