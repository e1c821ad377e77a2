import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import type { ProbeWindow } from "./timeline-probe.ts";

/**
 * The floor page of the session screen's timings (bench/floor/session-floor.html): what the bench hands
 * it and how it is served. The page runs in a Playwright page made like the app's (the same probe), so
 * load100k, tabFirstScreen and the stream's latencies time it exactly as they time the app.
 *
 * API: replayPlan(appPage, …) → FloorPlan (the app's own /events reads, to replay) ·
 *      openFloor(page, plan) → the floor's URL
 */
const FLOOR_HTML = resolve(import.meta.dirname, "floor", "session-floor.html");

interface FloorRead {
  url: string;
  /** Indices of the reads whose answers were in before the app sent this one: the floor waits for them. */
  after: number[];
}

export type FloorPlan =
  | {
      key: string;
      reads: FloorRead[];
      /** The read that brought the newest event; its newest `rows` events are painted as it is parsed. */
      tail: number;
      rows: number;
      /** Rows each tab paints when clicked: as many as the app's first screen of that tab counted. */
      tabRows: Record<string, number>;
    }
  | { key: string; stream: { service: string; session: string } };

/**
 * The /events reads the app's page made (bench/timeline-probe.ts) that went out before `until`, long polls
 * left out (they wait for news, not for the history): the requests the app makes, in its order.
 */
export async function replayPlan(
  appPage: Page,
  opts: { key: string; until: number; newestId: string; rows: number; tabRows?: Record<string, number> },
): Promise<FloorPlan> {
  const probe = await appPage.evaluate(() => (window as unknown as ProbeWindow).__probe);
  const reads = probe.reads
    .filter((read) => read.start <= opts.until && !/[?&]wait_ms=/.test(read.url))
    .sort((a, b) => a.start - b.start);
  const tail = reads.findIndex((read) => read.at === probe.responseAt[opts.newestId]);
  if (tail < 0) throw new Error(`no recorded read brought ${opts.newestId}`);
  return {
    key: opts.key,
    reads: reads.map((read) => ({
      url: read.url,
      after: reads.flatMap((other, j) => (other.at <= read.start ? [j] : [])),
    })),
    tail,
    rows: opts.rows,
    tabRows: opts.tabRows ?? {},
  };
}

let served: Promise<string> | null = null;

/**
 * The page's address: a loopback HTTP server of its own on a free port, started once (like the app's
 * preview, another origin than the simulator's). Not a Playwright route: Chromium counts a routed
 * document as outside the loopback address space and refuses its reads of the local simulator.
 */
function floorUrl(): Promise<string> {
  served ??= new Promise((resolveUrl) => {
    const body = readFileSync(FLOOR_HTML);
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    });
    server.listen(0, "127.0.0.1", () => {
      server.unref();
      resolveUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    });
  });
  return served;
}

/** Hands the plan to the floor page opened next in `page`; returns the page's URL. */
export async function openFloor(page: Page, plan: FloorPlan): Promise<string> {
  await page.addInitScript({ content: `window.__floorPlan = ${JSON.stringify(plan)};` });
  return floorUrl();
}
