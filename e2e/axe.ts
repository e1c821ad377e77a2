import type { Page } from "@playwright/test";
import axe from "axe-core";
import { judgeContrast, overlappedTexts } from "./unjudged-contrast";

/** WCAG 2.2 A and AA as axe tags them (2.2's new AA rule, target-size, is `wcag22aa`). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

const BLOCKING = new Set(["serious", "critical"]);

export interface AxeScope {
  /** CSS selector to limit the scan to (e.g. "[role=dialog]"). */
  include?: string;
  /** Judge the control under the pointer in its hover colour (the pointer leaves first otherwise). */
  keepPointer?: boolean;
  /** Only the rules that judge colour: a second theme changes colours, never names, roles or structure. */
  coloursOnly?: boolean;
}

/** axe's WCAG A/AA rules that depend on colour (contrast of text, links told apart from text). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

type Axe = typeof axe;

/**
 * axe-core itself, run in the page: injected once per document (in-app navigation keeps it) and asked
 * for violations and incomplete findings only. @axe-core/playwright re-injected its 550 kB script and
 * opened a blank page per run to finish it, and shipped every passing node of a big page back and forth:
 * the same rules and verdicts (the app has no frames), for a third of the time.
 */
async function runAxe(page: Page, run: { include?: string; options: axe.RunOptions }): Promise<axe.AxeResults> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(({ include, options }) => {
    const inPage = (window as unknown as { axe: Axe }).axe;
    return inPage.run(include ? { include: [include] } : document, options);
  }, run);
}

/**
 * axe on the page as it is now; returns the serious and critical findings, one readable line each
 * (impact, rule, help, where). The pointer leaves first unless told otherwise: the control just clicked
 * would be judged in its hover colour, which is checked on purpose where it matters.
 */
export async function blockingViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  if (!scope.keepPointer) await page.mouse.move(0, 0);
  // Colours judged mid-transition are neither state's (a theme switch fades Radix's Kbd background over
  // 120 ms while its text is already the new colour): let running CSS transitions end first. Endless
  // animations (spinners) are not transitions and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const runOnly: axe.RunOnly = scope.coloursOnly
    ? { type: "rule", values: [...COLOUR_RULES] }
    : { type: "tag", values: [...WCAG_22_AA] };
  const results = await runAxe(page, {
    include: scope.include,
    // Passing nodes are not read: leave them in the page.
    options: { runOnly, resultTypes: ["violations", "incomplete"] },
  });
  const found = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  return [...found, ...(await judgeContrast(page, overlappedTexts(results.incomplete)))];
}
