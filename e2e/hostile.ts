import { expect, type Page, type Route } from "@playwright/test";

/**
 * Hostile text for the XSS checks. Each payload, if it ever ran, would bump `window.__xss` (or open a
 * dialog); rendered as text, it does nothing. `planted` counts every field a payload was put in.
 */
const RUN = "window.__xss=(window.__xss||0)+1";

export const PAYLOADS = {
  img: `<img src=x onerror="${RUN}">`,
  script: `<script>${RUN}</script>`,
  svg: `"><svg onload="${RUN}">`,
  jsUrl: `javascript:${RUN}`,
  anchor: `<a href="javascript:${RUN}">click</a>`,
  iframe: `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  markdown: `[click me](javascript:${RUN}) ![x](javascript:${RUN}) <img src=x onerror=${RUN}> \`<b>code</b>\``,
  alert: `<img src=x onerror=alert(document.domain)>`,
} as const;

export class Planted {
  count = 0;
  /** Returns the payload, counting the field it goes into. */
  put<T extends string>(payload: T): T {
    this.count += 1;
    return payload;
  }
}

/** Dialogs (alert, confirm) are counted and dismissed; inert pages open none. */
export function watchDialogs(page: Page): { opened: string[] } {
  const seen = { opened: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/**
 * The page after hostile text was shown: no payload ran, no element carries an inline handler, no
 * link or frame points at javascript:/data:, no element a payload would inject exists.
 */
export async function expectInert(page: Page, dialogs: { opened: string[] }, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll("*"));
    return {
      ran: (window as unknown as { __xss?: number }).__xss ?? 0,
      handlers: all
        .filter((el) => Array.from(el.attributes).some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 80)),
      badLinks: Array.from(document.querySelectorAll("[href], [src], [srcdoc], [action], [formaction]"))
        .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action") ?? "srcdoc")
        .filter((url) => url === "srcdoc" || /^\s*(javascript|data|vbscript):/i.test(url)),
      injected: document.querySelectorAll("img[src='x'], iframe, object, embed, script:not([src])").length,
    };
  });
  expect(found, `inert after ${where}`).toEqual({ ran: 0, handlers: [], badLinks: [], injected: 0 });
  expect(dialogs.opened, `dialogs after ${where}`).toEqual([]);
}

/** Answers a request with the real answer (simulator), its JSON bent by `bend`. */
export async function bendJson(page: Page, url: RegExp, bend: (body: unknown) => unknown): Promise<void> {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: bend(await response.json()) });
  });
}
