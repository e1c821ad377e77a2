import type { Page } from "@playwright/test";

export interface FirstScreenReady {
  /** Elements counted in each frame. */
  count: string;
  /** How many of them make the first screen. */
  atLeast: number;
  /** An element that must also be there (a summary drawn beside the rows). */
  also?: string;
}

interface FirstScreenWindow {
  __tabFirstScreen?: { ms: number; count: number };
}

/**
 * From the pointer going down on a session tab to the first animation frame that shows its first screen;
 * the Steps and Diff benches judge their tabs by it. Returns the time and how many elements were counted.
 * The frames are watched in the page from the pointer down on (not from when Playwright's click has
 * returned, which under load came hundreds of ms after the rows were painted), and only shown elements
 * count: a tab drawn ahead while hidden is not on screen until it is shown.
 */
export async function tabFirstScreen(
  page: Page,
  tab: string,
  ready: FirstScreenReady,
): Promise<{ ms: number; count: number }> {
  await page.evaluate(({ count, atLeast, also }) => {
    const w = window as unknown as FirstScreenWindow;
    w.__tabFirstScreen = undefined;
    let clickAt = Number.NaN;
    const shown = (el: Element | null) => el?.checkVisibility() === true;
    const frame = () => {
      let n = 0;
      for (const el of document.querySelectorAll(count)) if (shown(el)) n++;
      const done = n >= atLeast && (also === undefined || shown(document.querySelector(also)));
      if (done) w.__tabFirstScreen = { ms: performance.now() - clickAt, count: n };
      else if (performance.now() - clickAt < 60_000) requestAnimationFrame(frame);
    };
    window.addEventListener(
      "pointerdown",
      () => {
        clickAt = performance.now();
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  }, ready);
  await page.getByRole("tab", { name: tab }).click();
  const handle = await page.waitForFunction(
    () => (window as unknown as FirstScreenWindow).__tabFirstScreen ?? null,
    null,
    {
      polling: 50,
      timeout: 60_000,
    },
  );
  return (await handle.jsonValue()) as { ms: number; count: number };
}
