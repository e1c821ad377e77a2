import type { Page } from "@playwright/test";

export interface FirstScreenReady {
  /** Elements counted in each frame. */
  count: string;
  /** How many of them make the first screen. */
  atLeast: number;
  /** An element that must also be there (a summary drawn beside the rows). */
  also?: string;
}

/**
 * From the pointer going down on a session tab to the first animation frame that shows its first screen;
 * the Steps and Diff benches judge their tabs by it. Returns the time and how many elements were counted.
 */
export async function tabFirstScreen(
  page: Page,
  tab: string,
  ready: FirstScreenReady,
): Promise<{ ms: number; count: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __tabClickAt?: number };
    w.__tabClickAt = undefined;
    window.addEventListener(
      "pointerdown",
      () => {
        w.__tabClickAt ??= performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole("tab", { name: tab }).click();
  const handle = await page.waitForFunction(
    ({ count, atLeast, also }) => {
      const n = document.querySelectorAll(count).length;
      const w = window as unknown as { __tabClickAt?: number };
      const shown = n >= atLeast && (also === undefined || document.querySelector(also) !== null);
      return shown ? { ms: performance.now() - (w.__tabClickAt ?? Number.NaN), count: n } : null;
    },
    ready,
    { polling: "raf", timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { ms: number; count: number };
}
