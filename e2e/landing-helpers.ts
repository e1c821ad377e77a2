import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, openDemo } from "./fixtures";

/**
 * Does a link from an answer land on its evidence (issue 42)? The row must be inside the timeline's
 * scroll viewport and inside the window, and hold the focus. A row taller than the timeline counts as
 * landed when its top is at the timeline's top (its command or first line showing) and it fills the view.
 *
 * API: feed(page) · openAt(page, size) · sessionUrl(id, search?) · eventOf(href) · landing(page, eventId)
 * · expectLanded(page, eventId) · visibleFeedHeight(page)
 */
export const feed = (page: Page): Locator => page.getByRole("feed", { name: "Session timeline" });

export interface Size {
  width: number;
  height: number;
}

export const PHONE: Size = { width: 390, height: 844 };
export const WIDE: Size = { width: 1920, height: 1080 };

/** The demo, opened at the default desktop size (its helpers use the desktop navigation), then resized. */
export async function openAt(page: Page, size: Size): Promise<void> {
  await openDemo(page);
  await page.setViewportSize(size);
}

export const sessionUrl = (sessionId: string, search = ""): string =>
  `/o/${DEMO.orgId}/sessions/${sessionId}${search === "" ? "" : `?${search}`}`;

/** The event a link leads to (its `event` search parameter). */
export function eventOf(href: string | null): string {
  const event = new URL(href ?? "", "http://x").searchParams.get("event");
  if (event === null) throw new Error(`no event in ${href}`);
  return event;
}

export interface Landing {
  found: boolean;
  /** Inside the timeline's viewport (or, taller than it, its top at the top and filling it). */
  inFeed: boolean;
  /** Inside the window. */
  inWindow: boolean;
  focused: boolean;
}

/** Where the row of this event (its own id, or its tool result's) is now. */
export function landing(page: Page, eventId: string): Promise<Landing> {
  return page.evaluate((id) => {
    const viewport = document.querySelector<HTMLElement>('[role="feed"][aria-label="Session timeline"]');
    const row = [...(viewport?.querySelectorAll<HTMLElement>("article[data-index]") ?? [])].find(
      (el) => el.dataset.eventId === id || el.dataset.resultId === id,
    );
    if (!viewport || !row) return { found: false, inFeed: false, inWindow: false, focused: false };
    const f = viewport.getBoundingClientRect();
    // The list's own box, without a horizontal scrollbar's height.
    const feedBottom = f.top + viewport.clientHeight;
    const r = row.getBoundingClientRect();
    const slack = 1;
    const fits = r.height <= viewport.clientHeight + slack;
    const inFeed = fits
      ? r.top >= f.top - slack && r.bottom <= feedBottom + slack
      : Math.abs(r.top - f.top) <= slack && r.bottom >= feedBottom - slack;
    const inWindow = r.top >= -slack && Math.min(r.bottom, feedBottom) <= window.innerHeight + slack;
    return { found: true, inFeed, inWindow, focused: document.activeElement === row };
  }, eventId);
}

export async function expectLanded(page: Page, eventId: string): Promise<void> {
  await expect
    .poll(() => landing(page, eventId), { message: `the row of ${eventId} in view and focused`, timeout: 20_000 })
    .toEqual({ found: true, inFeed: true, inWindow: true, focused: true });
}

/** How much of the timeline's viewport the window shows (px). */
export function visibleFeedHeight(page: Page): Promise<{ own: number; inWindow: number }> {
  return page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('[role="feed"][aria-label="Session timeline"]');
    if (!viewport) return { own: 0, inWindow: 0 };
    const f = viewport.getBoundingClientRect();
    const bottom = Math.min(f.top + viewport.clientHeight, window.innerHeight);
    return { own: viewport.clientHeight, inWindow: Math.max(0, bottom - Math.max(f.top, 0)) };
  });
}
