import type { Page, Route } from "@playwright/test";
import { createSimulatorServer, type SimulatorServer } from "../server/simulator.ts";
import { DEMO, expect, openLive, test } from "./fixtures";

/**
 * Issue 26's rules, over the rendered text of every route, against a service that drifted from the
 * contract the way real services do: enum values the app does not know, optional fields missing or
 * null, integer timestamps, lists without `total`, and problem+json error bodies. Whatever the page
 * can read it shows; what it cannot it names in words. Never `undefined`, `null`, `NaN`, an invalid or
 * 1970 date, `[object Object]`, a unit without its number, or a JavaScript exception's text.
 *
 * Live mode against a private simulator; every GET answer of the service is bent on its way to the
 * page (page.route), so the app's own code reads the drifted body.
 */

type Bend = (value: unknown, path: string) => unknown;

const ENUM_KEYS = new Set(["status", "outcome", "state", "indexing_status", "provenance", "delivery", "session_type"]);
/** Optional fields, each of which some screen shows. */
const OPTIONAL_KEYS = new Set([
  "total",
  "title",
  "description",
  "name",
  "online",
  "is_enabled",
  "has_wiki",
  "context",
  "usage",
  "cost_usd",
  "duration_ms",
  "finished_at",
  "last_indexed_at",
  "queue_position",
  "sessions",
  "outcome",
  "status",
  "branch",
  "pr_url",
]);

const TEXT_KEYS = new Set(["title", "description", "pr_title", "model", "label", "text", "error_message"]);

function mapObjects(value: unknown, change: (record: Record<string, unknown>) => void): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, change));
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = mapObjects(inner, change);
  change(copy);
  return copy;
}

const DRIFTS: Record<string, Bend> = {
  "unknown enum values": (body) =>
    mapObjects(body, (record) => {
      for (const key of Object.keys(record))
        if (ENUM_KEYS.has(key) && typeof record[key] === "string") record[key] = "zz_future";
    }),
  "missing optional fields": (body) =>
    mapObjects(body, (record) => {
      for (const key of Object.keys(record)) if (OPTIONAL_KEYS.has(key)) delete record[key];
    }),
  "nulls for optional fields": (body) =>
    mapObjects(body, (record) => {
      for (const key of Object.keys(record)) if (OPTIONAL_KEYS.has(key)) record[key] = null;
    }),
  // Labels a screen prints (not ids or names routes are built from): each sent as an object instead.
  "objects where text is expected": (body) =>
    mapObjects(body, (record) => {
      for (const key of Object.keys(record)) {
        if (TEXT_KEYS.has(key) && typeof record[key] === "string") record[key] = { text: record[key] };
      }
    }),
  "integer timestamps and lists without total": (body) =>
    mapObjects(body, (record) => {
      for (const [key, inner] of Object.entries(record)) {
        if (/_at$/.test(key) && typeof inner === "string") record[key] = Math.floor(Date.parse(inner) / 1000);
      }
      delete record.total;
    }),
};

/** Reads that identify the caller and the organization stay as they are: drifting them only locks the test out. */
const LEFT_ALONE = /\/v3\/self$|\/v3\/organizations$|\/agent-auth\/models/;

async function bendService(page: Page, sim: SimulatorServer, bend: Bend | "problem"): Promise<void> {
  await page.route(`${sim.url}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() !== "GET" || LEFT_ALONE.test(url.pathname)) return route.fallback();
    if (bend === "problem") {
      if (url.pathname.endsWith("/events")) return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: "application/problem+json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify({
          type: "https://svc.example.com/problems/maintenance",
          title: "Service Unavailable",
          status: 503,
          detail: "The service is down for maintenance.",
        }),
      });
    }
    try {
      const response = await route.fetch();
      const type = response.headers()["content-type"] ?? "";
      if (!response.ok() || !type.includes("json")) return await route.fulfill({ response });
      const body = bend(await response.json(), url.pathname);
      return await route.fulfill({ response, body: JSON.stringify(body) });
    } catch {
      // A long poll still parked when the test (or its page) ends: nobody waits for its answer.
      return undefined;
    }
  });
}

const ROUTES = [
  "/o/org_demo/sessions",
  "/o/org_demo/sessions/ses_live_stream",
  "/o/org_demo/sessions/ses_done_failure",
  "/o/org_demo/sessions/ses_error?tab=diagnostics",
  "/o/org_demo/sessions/ses_done_success?tab=links",
  "/o/org_demo/sessions/ses_machine_queue",
  "/o/org_demo/sessions/ses_stalled",
  "/o/org_demo/sessions/ses_failed_tests",
  "/o/org_demo/sessions/ses_failed_tests?tab=diagnostics",
  "/o/org_demo/sessions/ses_with_changes?tab=changes",
  "/o/org_demo/sessions/ses_with_changes?tab=steps",
  "/o/org_demo/compare?a=ses_with_changes&b=ses_failed_tests",
  "/o/org_demo/wall?sessions=ses_live_stream,ses_done_success,ses_error",
  "/o/org_demo/machines",
  "/o/org_demo/machines/build-fleet",
  "/o/org_demo/skills",
  "/o/org_demo/secrets",
  "/o/org_demo/members",
  "/o/org_demo/repositories",
  "/o/org_demo/network",
  "/o/org_demo/organizations",
  "/o/org_demo/settings",
] as const;

const FORBIDDEN =
  /\bundefined\b|\bnull\b|\bNaN\b|Invalid Date|\[object Object\]|\b1970\b|Cannot read propert|is not a function|is not iterable|TypeError|(^|\s)(%|ms|tokens|\$)(\s|$)/;

/** The page's visible text without code and JSON views, which show the service's own words on purpose. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const raw of clone.querySelectorAll("pre, code, [data-raw-value], script, style")) raw.remove();
    return clone.innerText;
  });
}

/** `skipPauses`: the page's clock is installed; move it past the app's retry pauses instead of waiting them out. */
async function visit(page: Page, path: string, { skipPauses = false } = {}): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  // A page that waits on a refused read shows its heading, and its panels their words, only after the
  // retry policy's pauses: move the page's clock past them a second at a time, checking every 100 ms of
  // real time (a pause waited out in real time cost this test 20–40 s of a run).
  const settled = async (done: () => Promise<boolean>): Promise<boolean> => {
    if (await done()) return true;
    if (skipPauses) await page.clock.fastForward(1000);
    return false;
  };
  const heading = page.locator("main h1").first();
  await expect
    .poll(() => settled(() => heading.isVisible()), { message: `a heading on ${path}`, intervals: [100] })
    .toBe(true);
  // Every panel has answered (or said why not): no loading skeleton left.
  const busy = page.locator("[aria-busy='true']");
  await expect
    .poll(async () => settled(async () => (await busy.count()) === 0), {
      message: `no loading skeleton left on ${path}`,
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(true);
}

let sim: SimulatorServer;
test.beforeAll(async () => {
  sim = await createSimulatorServer({ seed: 1, rateLimit: { requests: 1_000_000, windowMs: 1000 } });
});
test.afterAll(async () => {
  await sim.close();
});

for (const [name, bend] of [...Object.entries(DRIFTS), ["problem+json errors", "problem"] as const]) {
  test(`${name}: every route shows words, never undefined, null, NaN or an exception`, async ({ page, failures }) => {
    test.slow();
    failures.allow(/HTTP 503/);
    failures.allow(/console\.error/);
    // Refused reads are retried after pauses (the retry policy's backoff): on the page's clock, which the
    // test moves past them, so the error states show without waiting out every pause in real time.
    const skipPauses = bend === "problem";
    if (skipPauses) await page.clock.install();
    await openLive(page, { baseUrl: sim.url, apiKey: DEMO.ownerKey });
    await bendService(page, sim, bend);
    const found: string[] = [];
    for (const path of ROUTES) {
      await visit(page, path, { skipPauses });
      const text = await screenText(page);
      const match = FORBIDDEN.exec(text);
      if (match) {
        const at = Math.max(0, match.index - 60);
        found.push(`${path}: …${text.slice(at, match.index + 60).replace(/\s+/g, " ")}…`);
      }
    }
    expect(found).toEqual([]);
  });
}
