import type { Locator, Page, Request } from "@playwright/test";
import { createSimulatorServer } from "../server/simulator.ts";
import { createScaledClock } from "../src/simulator/core/clock.ts";
import type { SimClock } from "../src/simulator/core/types.ts";
import { DEMO, expect, navLink, test } from "./fixtures";
import { startProdServer, startSimulator, stopStarted } from "./prod-helpers";

/**
 * The built app served by the production server (server/prod.ts) under its real CSP, proxying /api
 * to the standalone simulator over real HTTP with the owner key held server-side. The shared server
 * (playwright.config.ts) serves most tests; those that need their own fault knobs or send the
 * server a signal start a simulator and a server of their own (prod-helpers.ts).
 */
const PROD = `http://127.0.0.1:${Number(process.env.E2E_PROD_PORT ?? 4174)}`;
const ORG = DEMO.orgId;

/** Services started in this process by a test, closed after it. */
const onTestEnd: (() => Promise<void>)[] = [];
test.afterEach(async ({ page }) => {
  // The page first: a request it still has open must not fail because its server went away first.
  await page.close();
  await stopStarted();
  for (const close of onTestEnd.splice(0)) await close();
});

/** Every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

/** In-app navigation (no reload): what a click on a link does. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const h1 = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });

interface RouteCase {
  path: string;
  ready: (page: Page) => Locator;
}

/** Every area of the navigation, a session of each kind, a Machine, and an unknown page. */
const ROUTES: readonly RouteCase[] = [
  { path: `/o/${ORG}/sessions`, ready: h1("Sessions") },
  {
    path: `/o/${ORG}/sessions/ses_live_stream`,
    ready: (page) => page.getByRole("feed", { name: "Session timeline" }),
  },
  {
    path: `/o/${ORG}/sessions/ses_error?tab=diagnostics`,
    ready: (page) => page.getByRole("tab", { name: "Diagnostics", selected: true }),
  },
  { path: `/o/${ORG}/sessions/ses_done_success?tab=links`, ready: (page) => page.getByRole("table") },
  { path: `/o/${ORG}/wall?sessions=ses_live_stream,ses_done_success`, ready: h1("Watch wall") },
  { path: `/o/${ORG}/machines`, ready: h1("Machines") },
  { path: `/o/${ORG}/machines/build-fleet`, ready: h1("build-fleet") },
  { path: `/o/${ORG}/skills`, ready: h1("Skills") },
  { path: `/o/${ORG}/secrets`, ready: h1("Secrets") },
  { path: `/o/${ORG}/members`, ready: h1("Members") },
  { path: `/o/${ORG}/repositories`, ready: h1("Repositories") },
  { path: `/o/${ORG}/network`, ready: h1("Agent network") },
  { path: `/o/${ORG}/organizations`, ready: h1("Organizations") },
  { path: `/o/${ORG}/settings`, ready: h1("Connection") },
  { path: `/o/${ORG}/no-such-page`, ready: (page) => page.getByText("Page not found") },
];

async function openThroughServer(page: Page, base = PROD): Promise<void> {
  // The server holds the key: the app connects through /api straight away.
  await page.goto(`${base}/`);
  await expect(h1("Sessions")(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/o/${ORG}/sessions`));
}

test.describe("production server", () => {
  test("every route and dialog runs under the CSP with no violation", async ({ page, failures }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await openThroughServer(page);
    await expect(page.getByRole("group", { name: /^Signed in as / })).toHaveAccessibleName(/, owner, /);
    for (const route of ROUTES) {
      await goTo(page, route.path);
      await expect(route.ready(page), route.path).toBeVisible({ timeout: 20_000 });
    }

    // Things that inject styles at run time: a select (Radix's fixed <style>, allowed by hash),
    // dialogs and the palette (the scroll lock's <style>, allowed by the page's nonce).
    await goTo(page, `/o/${ORG}/sessions`);
    await page.getByRole("combobox").first().click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeFocused();
    await page.keyboard.press("Escape");
    await navLink(page, "Machines").click();
    await page.getByRole("button", { name: "Enroll a worker" }).click();
    await expect(page.getByRole("dialog", { name: "Enroll a worker" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Enroll a worker" })).toBeHidden();

    // The connect screen says where the key is, and needs none typed.
    await page.goto(`${PROD}/connect`);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await expect(page.getByText(/This server holds the API key for \/api/)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /The server adds the key/ })).toBeChecked();
    await expect(page.getByLabel("API key", { exact: true })).toBeDisabled();

    expect(violations).toEqual([]);
    // The watch itself works: an inline <style> without the nonce is reported (and logged by Chromium).
    failures.allow(/^console\.error: Applying inline style violates/);
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement("style"), { textContent: "" })),
    );
    await expect.poll(() => violations.join("\n")).toMatch(/^style-src-elem blocked inline/);
  });

  test("the server-held key appears in no request, response, storage or page", async ({ page, context }) => {
    test.setTimeout(90_000);
    const key = DEMO.ownerKey;
    const leaks: string[] = [];
    const check = (where: string, text: string | null | undefined) => {
      if (text?.includes(key)) leaks.push(where);
    };
    const keyed: string[] = [];
    page.on("request", (request) => {
      void request.allHeaders().then((headers) => {
        if (request.url().startsWith(`${PROD}/api/`) && headers.authorization) keyed.push(request.url());
        check(`request ${request.url()}`, `${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ""}`);
      });
    });
    const bodies: Promise<void>[] = [];
    page.on("response", (response) => {
      bodies.push(
        (async () => {
          const headers = await response.allHeaders();
          check(`response headers ${response.url()}`, JSON.stringify(headers));
          // Redirects and aborted polls have no body to read.
          const body = await response.text().catch(() => null);
          check(`response body ${response.url()}`, body);
        })(),
      );
    });
    const pages: string[] = [];

    await openThroughServer(page);
    // The key is in use: the service answers as to the owner.
    await expect(page.getByRole("group", { name: /^Signed in as / })).toHaveAccessibleName(/, owner, /);
    for (const route of [ROUTES[1], ROUTES[6], ROUTES[8], ROUTES[13]] as RouteCase[]) {
      await goTo(page, route.path);
      await expect(route.ready(page)).toBeVisible({ timeout: 20_000 });
      pages.push(await page.content());
    }
    await page.goto(`${PROD}/connect`);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await expect(page.getByText(/This server holds the API key for \/api/)).toBeVisible();
    pages.push(await page.content());
    const storage = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
    );
    const cookies = JSON.stringify(await context.cookies());
    await Promise.all(bodies);

    for (const [i, html] of pages.entries()) check(`page ${i}`, html);
    check("localStorage/sessionStorage", storage);
    check("cookies", cookies);
    expect(bodies.length).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
    expect(keyed).toEqual([]);
  });

  test("deep links load and reload: the server answers every client-side route with the app", async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of [ROUTES[1], ROUTES[3], ROUTES[6], ROUTES[8], ROUTES[13]] as RouteCase[]) {
      for (const load of [() => page.goto(`${PROD}${route.path}`), () => page.reload()]) {
        const response = await load();
        expect(response?.status(), route.path).toBe(200);
        expect(response?.headers()["content-security-policy"]).toMatch(/style-src-elem 'self' 'nonce-/);
        await expect(route.ready(page), route.path).toBeVisible({ timeout: 30_000 });
        await expect(page).toHaveURL(`${PROD}${route.path}`);
      }
    }
  });

  test("answers the operator's endpoints and sends its security headers", async ({ request }) => {
    expect(await (await request.get(`${PROD}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await request.get(`${PROD}/readyz`)).json()).toEqual({ status: "ready" });
    const page = await request.get(`${PROD}/o/${ORG}/machines`);
    expect(page.headers()["content-security-policy"]).toMatch(/style-src-elem 'self' 'nonce-[^']+'/);
    expect(page.headers()["referrer-policy"]).toBe("no-referrer");
    const refused = await request.get(`${PROD}/api/v3/x%2F..%2F..%2Finternal`);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_path" });
  });
});

test.describe("production server with a simulator of its own", () => {
  test("a running session streams through the proxy to its end", async ({ page }) => {
    test.setTimeout(120_000);
    // Thirty simulated seconds a second: ses_live_stream's three minutes take about six, a few long
    // polls' worth. (The simulator runs in its own process behind the server, out of reach of a stepped clock.)
    const sim = await startSimulator({ SIM_TIME_SCALE: "30" });
    const prod = await startProdServer(sim.url);
    const polls: number[] = [];
    page.on("response", (response) => {
      if (/\/api\/v3\/organizations\/[^/]+\/sessions\/ses_live_stream\/events\?/.test(response.url())) {
        polls.push(response.status());
      }
    });
    await page.goto(`${prod.url}/o/${ORG}/sessions/ses_live_stream`);
    await expect(page.getByLabel(/^Event feed: Live/)).toBeVisible({ timeout: 30_000 });
    const rows = async () => Number(await page.locator("[data-event-id]").first().getAttribute("aria-setsize"));
    const before = await rows();
    await expect.poll(rows, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect(page.getByLabel("Status: exit")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel("Outcome: success")).toBeVisible();
    expect(polls.length).toBeGreaterThan(2);
    expect(polls.filter((status) => status !== 200)).toEqual([]);
  });

  test("a 429 with Retry-After reaches the browser, which waits that long before asking again", async ({ page }) => {
    test.setTimeout(90_000);
    // The service's first answer is a 429 with Retry-After: 3 — longer than any backoff of the app's own.
    const sim = await startSimulator({ SIM_429_BURST: "1", SIM_429_RETRY_AFTER: "3" });
    const prod = await startProdServer(sim.url);
    const apiRequests: Request[] = [];
    page.on("requestfinished", (request) => {
      if (request.url().startsWith(`${prod.url}/api/`)) apiRequests.push(request);
    });
    await openThroughServer(page, prod.url);

    const statuses = await Promise.all(apiRequests.map(async (r) => (await r.response())?.status()));
    const limitedAt = statuses.indexOf(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = apiRequests[limitedAt] as Request;
    const answer = await limited.response();
    expect(answer?.headers()["retry-after"]).toBe("3");
    expect(await answer?.json()).toMatchObject({ error: { type: "rate_limited" } });

    const retry = apiRequests.slice(limitedAt + 1).find((r) => r.url() === limited.url());
    if (!retry) throw new Error(`${limited.url()} was not asked again`);
    expect((await retry.response())?.status()).toBe(200);
    // Browser-side times: when the 429 had fully arrived, and when the same request went out again.
    const answeredAt = limited.timing().startTime + limited.timing().responseEnd;
    expect(retry.timing().startTime - answeredAt).toBeGreaterThanOrEqual(2_950);
  });

  test("SIGTERM during a held long poll: the poll ends, the server exits 0, the app carries on when it is back", async ({
    page,
    failures,
  }) => {
    test.setTimeout(120_000);
    // The service in this process on a real clock whose sleeps are counted: a parked long poll is a
    // sleep in progress, so the test knows the poll is held (no fixed wait).
    const real = createScaledClock(1);
    let parked = 0;
    const clock: SimClock = {
      now: real.now,
      wallNow: real.wallNow,
      sleep(simMs, signal) {
        parked += 1;
        return real.sleep(simMs, signal).finally(() => {
          parked -= 1;
        });
      },
    };
    const sim = await createSimulatorServer({ clock, seed: 1 });
    onTestEnd.push(() => sim.close());
    const prod = await startProdServer(sim.url, { SHUTDOWN_GRACE_MS: "1500" });
    // The poll cut by the shutdown, and whatever the page asks while no server listens (polls, idle
    // preloads of lazy chunks), fail on purpose.
    failures.allow(new RegExp(`^requestfailed: \\w+ ${prod.url}/`));
    const port = new URL(prod.url).port;
    const ended = new Set<Request>();
    page.on("requestfinished", (r) => ended.add(r));
    page.on("requestfailed", (r) => ended.add(r));
    const isLongPoll = (r: Request) => /\/sessions\/ses_machine_queue\/events\?.*wait_ms=20000/.test(r.url());

    // A running session with nothing new: its long poll is held by the service for 20 s.
    const held = page.waitForRequest(isLongPoll, { timeout: 60_000 });
    await page.goto(`${prod.url}/o/${ORG}/sessions/ses_machine_queue`);
    const poll = await held;
    await expect.poll(() => parked, { message: "the service holds the long poll" }).toBeGreaterThan(0);
    expect(ended.has(poll), "the long poll is still held when the signal comes").toBe(false);

    prod.child.kill("SIGTERM");
    expect(await prod.exited).toBe(0);
    expect(prod.output()).toMatch(/SIGTERM: stopping[\s\S]*stopped/);
    await expect.poll(() => ended.has(poll), { message: "the held poll ended with the server" }).toBe(true);

    // The service let go of it too (the server closed its side): nothing is held until the page asks again.
    await expect.poll(() => parked, { message: "the service let go of the cut poll" }).toBe(0);

    // Back on the same port: the open page reads the session's events again by itself, without a reload.
    // The page is the service's only client, so a long poll held again can only be the page's, through
    // the new server (its answer would come when the 20 s hold ends, the session having nothing new).
    let navigations = 0;
    page.on("framenavigated", () => {
      navigations += 1;
    });
    await startProdServer(sim.url, { PORT: port });
    await expect
      .poll(() => parked, { message: "the service holds the page's new long poll", timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
    expect(navigations).toBe(0);
  });
});
