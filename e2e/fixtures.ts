import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every e2e test fails on a console error, an uncaught page error, a failed request or an
 * HTTP ≥ 500 answer. Tests that provoke one on purpose allow it by URL or message pattern,
 * either for the whole file (`test.use({ allowedFailures: [...] })`) or inline
 * (`failures.allow(/\/events/)`).
 */
export type FailurePattern = string | RegExp;

export interface FailureWatch {
  allow(pattern: FailurePattern): void;
  /** What was seen so far and not allowed (each entry says where). */
  readonly seen: readonly string[];
}

function matches(pattern: FailurePattern, text: string): boolean {
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

// Chromium repeats every non-2xx fetch as a "Failed to load resource" console error. Those are
// judged by the response/requestfailed listeners instead, which know the URL (so tests can allow them).
const RESOURCE_NOISE = /^Failed to load resource: /;

export const test = base.extend<{ allowedFailures: FailurePattern[]; failures: FailureWatch }>({
  allowedFailures: [[], { option: true }],
  failures: [
    async ({ page, allowedFailures }, use) => {
      const allowed: FailurePattern[] = [...allowedFailures];
      const seen: string[] = [];
      const record = (where: string) => {
        if (!allowed.some((p) => matches(p, where))) seen.push(where);
      };
      page.on("console", (msg) => {
        if (msg.type() === "error" && !RESOURCE_NOISE.test(msg.text())) record(`console.error: ${msg.text()}`);
      });
      page.on("pageerror", (error) => record(`pageerror: ${error.message}`));
      page.on("requestfailed", (request) => {
        const reason = request.failure()?.errorText ?? "unknown";
        // Aborts are deliberate (unmount, cancelled queries, long-polls stopped on navigation).
        if (reason.includes("ERR_ABORTED")) return;
        record(`requestfailed: ${request.method()} ${request.url()} (${reason})`);
      });
      page.on("response", (response) => {
        if (response.status() >= 500) {
          record(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
        }
      });
      await use({
        allow: (pattern) => allowed.push(pattern),
        get seen() {
          return seen;
        },
      });
      expect(seen, "console errors, page errors or failed requests during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type DemoKeyRole = "owner" | "admin" | "member" | "read-only" | "runner" | "legacy-owner" | "machine-token";

export const DEMO_KEY_LABEL: Record<DemoKeyRole, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  "read-only": "Read-only",
  runner: "CI runner",
  "legacy-owner": "Legacy owner",
  "machine-token": "Machine token",
};

/** "Demo key" is a radio group on /connect and on the Connection page. */
export async function chooseDemoKey(page: Page, role: DemoKeyRole): Promise<void> {
  const radio = page
    .getByRole("radiogroup", { name: "Demo key" })
    .getByRole("radio", { name: DEMO_KEY_LABEL[role], exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** The connect screen's mode cards ("Demo (built-in simulator)", "Live") are radios in a group named "Mode". */
function modeChoice(page: Page, name: RegExp): Locator {
  return page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name });
}

/** A link of the primary navigation (names are a contract: nav-items.ts). */
export function navLink(page: Page, name: string): Locator {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
}

/** Waits until the shell (primary nav) is on screen. */
export async function expectShell(page: Page): Promise<void> {
  await expect(navLink(page, "Sessions")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/o\/[^/]+/);
}

export interface OpenDemoOptions {
  key?: DemoKeyRole;
  /** Appended to /connect, e.g. "sim_latency=0" (fault knobs). */
  query?: string | Record<string, string>;
}

/** The tab's saved connection (src/features/connection/store.ts): a reload restores it. */
const CONNECTION_STORAGE_KEY = "session-control.connection";

/**
 * Starts the demo signed in with `key`, the way a reload of a demo tab does: the tab's saved connection
 * is written first (from the favicon, a same-origin page that runs no app), then the app opens at `/`
 * or at `next` (with the other knobs of `query`, which a demo link keeps for the tab) and restores it. Clicking through the
 * connect screen took seconds more per test; connect-screen journeys (smoke, bad-input) still click.
 */
export async function openDemo(page: Page, { key = "owner", query }: OpenDemoOptions = {}): Promise<void> {
  const params = new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : (query ?? {}));
  // The connect screen's `next=` is where a restored tab opens straight away.
  const next = params.get("next") ?? "/";
  params.delete("next");
  const qs = params.toString();
  await page.goto("/favicon.svg");
  await page.evaluate(([storageKey, saved]) => sessionStorage.setItem(storageKey, saved), [
    CONNECTION_STORAGE_KEY,
    JSON.stringify({ mode: "demo", keyLabel: DEMO_KEY_LABEL[key] }),
  ] as const);
  await page.goto(qs ? `${next}?${qs}` : next);
  await expectShell(page);
}

/** The demo started from the connect screen, as a first visit does: Demo, the key, Start demo. */
export async function startDemoFromConnect(page: Page, { key = "owner", query }: OpenDemoOptions = {}): Promise<void> {
  const qs = typeof query === "string" ? query.replace(/^\?/, "") : new URLSearchParams(query ?? {}).toString();
  await page.goto(qs ? `/connect?${qs}` : "/connect");
  await modeChoice(page, /^Demo/).click();
  await chooseDemoKey(page, key);
  await page.getByRole("button", { name: "Start demo" }).click();
  await expectShell(page);
}

/** Opens a session through the in-app "Open session" box (no reload, so the demo connection stays). */
export async function openSession(page: Page, sessionId: string): Promise<void> {
  await navLink(page, "Sessions").click();
  await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill(sessionId);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}(\\?|$)`));
  await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
}

export interface OpenLiveOptions {
  baseUrl: string;
  apiKey: string;
  /** "Remember in this tab", so a reload keeps the connection. */
  remember?: boolean;
  /** The app page to land on once connected (default: the connection's home, the sessions list). */
  next?: string;
}

export async function openLive(
  page: Page,
  { baseUrl, apiKey, remember = false, next }: OpenLiveOptions,
): Promise<void> {
  await page.goto(next ? `/connect?${new URLSearchParams({ next })}` : "/connect");
  await modeChoice(page, /^Live/).click();
  await page.getByRole("textbox", { name: "Base URL" }).fill(baseUrl);
  await page.getByLabel("API key", { exact: true }).fill(apiKey);
  if (remember) await page.getByRole("checkbox", { name: /^Remember in this tab/ }).check();
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expectShell(page);
}

/** Fixed demo fixtures (ARCHITECTURE.md): tests may rely on them. */
export const DEMO = {
  orgId: "org_demo",
  orgSlug: "demo",
  simBaseUrl: `http://127.0.0.1:${process.env.SIM_PORT ?? 4010}`,
  ownerKey: "svc_0d0e0000000000000000000000000001",
  memberKey: "svc_0d0e0000000000000000000000000003",
} as const;
