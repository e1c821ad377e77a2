import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What the route walks share (a11y.spec.ts, rough-edges.spec.ts): moving between routes in the app, and
 * the layout and naming checks judged on every route one signed-in page visits.
 */

/** In-app navigation (no reload, so the demo world and the connection stay as they are). */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

export const h1 = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });

export interface RouteCase {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

/**
 * To `route` in the app, once what shows it is ready is on screen. The first visit of a route loads its
 * code, which on a busy machine takes longer than a web-first assertion's usual wait.
 */
export async function visit(page: Page, route: RouteCase): Promise<void> {
  await goTo(page, route.path);
  await expect(route.ready(page)).toBeVisible({ timeout: 30_000 });
}

export const WIDTHS = [320, 360, 390, 414, 480, 600, 700, 767, 768, 800, 855, 900, 1024, 1280, 1440, 1920] as const;
/** A phone's width, among WIDTHS. */
export const PHONE_WIDTH = 390;

/** How far the page scrolls sideways at the current width (0 = not at all), and what sticks out. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(async () => {
    // Let layout and ResizeObserver-driven switches (table → cards) settle over two frames.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (by > 0) {
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const rect = el.getBoundingClientRect();
        if (rect.right > root.clientWidth + 1 && rect.width > 0 && culprits.length < 6) {
          const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? "";
          culprits.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${label}" right=${rect.right}`,
          );
        }
      }
    }
    return { by, culprits };
  });
}

/** Roles a person operates; each needs a name a screen reader can say. */
const CONTROL_ROLES = new Set([
  "button",
  "checkbox",
  "combobox",
  "link",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "textbox",
  "listbox",
]);

/**
 * Controls without an accessible name, from Chromium's own accessibility tree. The CDP session lives for
 * one reading only: with the Accessibility and DOM domains left on for a whole walk, Chromium keeps its
 * accessibility tree up to date and reports every change of a live page (ticking times, streamed rows),
 * and everything else the walk does waits behind that.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await unnamedIn(cdp);
  } finally {
    await cdp.detach();
  }
}

async function unnamedIn(cdp: CDPSession): Promise<string[]> {
  await cdp.send("DOM.enable");
  await cdp.send("Accessibility.enable");
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }[];
  };
  const bad: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value ?? "";
    if (node.ignored || !CONTROL_ROLES.has(role)) continue;
    if ((node.name?.value ?? "").trim() === "") {
      let html = "";
      if (node.backendDOMNodeId !== undefined) {
        const { outerHTML } = (await cdp.send("DOM.getOuterHTML", { backendNodeId: node.backendDOMNodeId })) as {
          outerHTML: string;
        };
        html = outerHTML.slice(0, 160);
      }
      bad.push(`${role}: ${html}`);
    }
  }
  return bad;
}

/**
 * On a phone a list is stacked cards, not a table, and no part of a card lies off-screen (no sideways
 * scroller inside either).
 */
export async function expectStackedCards(page: Page, list: string): Promise<void> {
  const cards = page.getByRole("list", { name: list, exact: true });
  await expect(cards.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("table", { name: list, exact: true })).toHaveCount(0);
  const outside = await cards.evaluate((ul) =>
    Array.from(ul.querySelectorAll("*"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      })
      .map((el) => el.textContent?.slice(0, 30)),
  );
  expect(outside, `${list}: parts of cards off-screen`).toEqual([]);
}
