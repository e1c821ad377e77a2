import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, type Locator, type Page, type Request, type TestInfo } from "@playwright/test";
import { getResponse } from "msw";
import { createManualClock } from "../src/simulator/core/clock.ts";
import { createSimulator } from "../src/simulator/index.ts";
import { DEMO, navLink } from "./fixtures";

/** Helpers of e2e/faults.spec.ts: fault bookkeeping, reading the timeline and the simulator, the counts file. */

export interface WireEvent {
  id: string;
  seq: number;
  type: string;
  created_at: string;
  [field: string]: unknown;
}

export interface RequestTally {
  ok: number;
  "500": number;
  "429": number;
  dropped: number;
  other: number;
}

/**
 * Outcomes of the page's requests whose URL matches, as the browser saw them, counted only while
 * `on()` (aborts are deliberate, e.g. a long poll stopped on navigation, and are not counted).
 */
export function watchRequests(page: Page, method: string, url: RegExp): { tally: RequestTally; on(): void } {
  const tally: RequestTally = { ok: 0, "500": 0, "429": 0, dropped: 0, other: 0 };
  let counting = false;
  const watched = (request: Request) => counting && request.method() === method && url.test(request.url());
  page.on("response", (response) => {
    if (!watched(response.request())) return;
    const status = response.status();
    tally[status < 300 ? "ok" : status === 429 ? "429" : status >= 500 ? "500" : "other"] += 1;
  });
  page.on("requestfailed", (request) => {
    if (watched(request) && !(request.failure()?.errorText ?? "").includes("ERR_ABORTED")) tally.dropped += 1;
  });
  return {
    tally,
    on: () => {
      counting = true;
    },
  };
}

export function failed(t: RequestTally): number {
  return t["500"] + t["429"] + t.dropped;
}

export function total(t: RequestTally): number {
  return failed(t) + t.ok + t.other;
}

/** Picks a value in one of the Connection → Simulator selects (a Radix Select: combobox + options). */
export async function setSimulatorKnob(page: Page, knob: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: knob }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: knob })).toHaveText(option);
}

export async function openSimulatorPanel(page: Page): Promise<void> {
  await navLink(page, "Connection").click();
  await expect(page.getByRole("heading", { name: "Simulator" })).toBeVisible();
}

export interface FaultSettings {
  error: string;
  rateLimited: string;
  dropped: string;
  chaos: string;
}

export const NO_FAULTS: FaultSettings = { error: "0 %", rateLimited: "0 %", dropped: "0 %", chaos: "Off" };

/**
 * Switches the page's simulator faults in Connection → Simulator and comes back (history back: an
 * in-app navigation, so the session's feed and outbox live on). Pages load fault-free first, so a
 * test never fails on a screen that could not load.
 */
export async function setFaults(page: Page, faults: FaultSettings): Promise<void> {
  await openSimulatorPanel(page);
  await setSimulatorKnob(page, "Error rate (500)", faults.error);
  await setSimulatorKnob(page, "Rate limited (429)", faults.rateLimited);
  await setSimulatorKnob(page, "Dropped connections", faults.dropped);
  await setSimulatorKnob(page, "Event page chaos", faults.chaos);
  await page.goBack();
}

/**
 * A GET through the page's own simulator, as a plain client with the owner key, retried on 5xx,
 * 429 (after Retry-After) and dropped connections: used only for idempotent reads.
 */
export async function readThroughPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await fetch(`${location.origin}/api${path}`, {
          headers: { Authorization: `Bearer ${key}` },
        }).catch(() => null);
        if (response?.ok) return (await response.json()) as T;
        const wait = Number(response?.headers.get("retry-after") ?? 0);
        await new Promise((r) => setTimeout(r, wait * 1000 || 100));
      }
      throw new Error(`GET ${path} kept failing`);
    },
    { path, key: DEMO.ownerKey },
  );
}

export interface FaultFreeRun {
  /** The session's final log. */
  final: WireEvent[];
  /** Every seq each id was published at, as a client polling every simulated second saw them. */
  versions: Map<string, number[]>;
}

/**
 * The same session in a world that never saw a fault: same seed, a manual clock moved one simulated
 * second at a time to `runForMs`, polled after every step like a client that never misses a version.
 */
export async function faultFreeRun(seed: number, sessionId: string, runForMs: number): Promise<FaultFreeRun> {
  const clock = createManualClock();
  const sim = createSimulator({ seed, clock });
  const read = async (afterSeq: number) => {
    const url = `http://sim.test/v3/organizations/${DEMO.orgSlug}/sessions/${sessionId}/events?after_seq=${afterSeq}&limit=1000`;
    const response = await getResponse(
      sim.handlers,
      new Request(url, { headers: { authorization: `Bearer ${DEMO.ownerKey}` } }),
    );
    if (!response?.ok) throw new Error(`fault-free read failed: ${response?.status}`);
    return (await response.json()) as { items: WireEvent[]; next_seq: number };
  };
  const versions = new Map<string, number[]>();
  let next = -1;
  for (let at = 0; at <= runForMs; at += 1_000) {
    const page = await read(next);
    for (const e of page.items) versions.set(e.id, [...(versions.get(e.id) ?? []), e.seq]);
    next = page.next_seq;
    await clock.advance(1_000);
  }
  const final = (await read(-1)).items;
  sim.dispose();
  return { final, versions };
}

/**
 * Two worlds built at different instants differ only by that instant: timestamps are compared as
 * offsets from the session's first event.
 */
export function relativeTimes(events: readonly WireEvent[]): unknown[] {
  const origin = Date.parse(events.reduce((a, b) => (b.seq < a.seq ? b : a)).created_at);
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
  return JSON.parse(
    JSON.stringify(events, (_key, value) =>
      typeof value === "string" && iso.test(value)
        ? `t0${Date.parse(value) - origin >= 0 ? "+" : ""}${Date.parse(value) - origin}ms`
        : value,
    ),
  );
}

export interface TimelineRowRead {
  key: string;
  position: number;
  /** What the row's "Copy event … as JSON" put on the clipboard: one event, or [tool_use, tool_result]. */
  events: WireEvent[];
}

/**
 * Walks the virtualized timeline top to bottom and, for every row once, copies its event(s) as JSON
 * through the row's own copy button: what the app holds for that row, without a test hook.
 */
export async function readTimeline(page: Page, feed: Locator): Promise<TimelineRowRead[]> {
  const rows = new Map<string, TimelineRowRead>();
  const shownTwice: string[] = [];
  await feed.evaluate((el) => {
    el.scrollTop = 0;
  });
  const mountedRows = () =>
    feed
      .locator("article[data-event-id]")
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute("data-event-id") ?? "", Number(e.getAttribute("aria-posinset"))] as const),
      );
  // The virtualizer mounts the rows for a new scroll position on its next render, not at once: start the
  // walk once the first row is there (read straight after the scroll, the feed can hold no row at all).
  await expect
    .poll(async () => {
      await feed.evaluate((el) => {
        el.scrollTop = 0;
      });
      return (await mountedRows()).some(([, position]) => position === 1);
    })
    .toBe(true);
  // Off the tail for the app too: until its scroll handler has seen the move up ("Jump to latest" shows),
  // it still follows the newest row, and a late re-measure would take the list back down under the walk.
  const jump = page.getByRole("button", { name: /^Jump to latest/ });
  await expect
    .poll(async () => {
      await feed.evaluate((el) => {
        el.scrollTop = 0;
      });
      return jump.isVisible();
    })
    .toBe(true);
  for (let step = 0; step < 500; step += 1) {
    // Mounted rows are read again after every click: clicking scrolls its row into view, and the
    // virtualizer may then unmount an overscan row read before (it comes back as the walk goes on).
    for (;;) {
      let next: readonly [string, number] | undefined;
      for (const [key, position] of await mountedRows()) {
        const known = rows.get(key);
        if (!known) next ??= [key, position];
        else if (known.position !== position) shownTwice.push(key);
      }
      if (next === undefined) break;
      const [key, position] = next;
      await feed
        .locator(`article[data-event-id="${key}"]`)
        .getByRole("button", { name: /^Copy event .* as JSON$/ })
        .click();
      let events: WireEvent[] = [];
      await expect
        .poll(async () => {
          const text = await page.evaluate(() => navigator.clipboard.readText());
          const parsed = JSON.parse(text || "null") as WireEvent | WireEvent[] | null;
          events = parsed === null ? [] : Array.isArray(parsed) ? parsed : [parsed];
          return events[0]?.id;
        })
        .toBe(key);
      rows.set(key, { key, position, events });
    }
    const atEnd = await feed.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    if (atEnd) break;
    await feed.evaluate((el) => {
      el.scrollTop += el.clientHeight * 0.7;
    });
  }
  expect(shownTwice, "event ids shown at two positions").toEqual([]);
  return [...rows.values()].sort((a, b) => a.position - b.position);
}

/** Where the fault suite's counts go: FAULT_COUNTS_DIR, else <outputDir>/fault-counts (bench/faults.ts reads them). */
export function writeCounts(testInfo: TestInfo, name: string, counts: Record<string, number | string>): string {
  const dir = process.env.FAULT_COUNTS_DIR ?? join(testInfo.project.outputDir, "fault-counts");
  const file = join(dir, `${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...counts, writtenAt: new Date().toISOString() }, null, 2)}\n`);
  console.info(`fault suite (${name}): ${JSON.stringify(counts)}`);
  return file;
}
