import type { Page } from "@playwright/test";
import { type OracleAnswer, oracleOf } from "../src/test/oracle/session-oracle.ts";
import { DEMO, expect, navLink } from "./fixtures";
import type { EventCounts, SteppedWorld } from "./stepped-world";

/**
 * Helpers of e2e/answers-truth.spec.ts (issue 42): read a session's raw data from the stepped world like
 * a plain client (its retrieval, every event, its messages), ask the oracle what the page should say,
 * and hold the page's status sentence to it. The oracle imports none of the app's answer code.
 *
 * API: sentenceOf(page) · goTo(page, path) · pauseTogether(world, page, counts) ·
 *      oracleNow(world, sessionId) → OracleAnswer · expectOracle(page, world, counts, sessionId)
 */
type Json = Record<string, unknown>;

export const sentenceOf = (page: Page) => page.getByRole("region", { name: "Session status" });

/** In-app navigation (no reload: the live connection and the paused clock stay). */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

async function read(world: SteppedWorld, path: string): Promise<Json> {
  const response = await world.send("GET", `/v3/organizations/${DEMO.orgId}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
}

/**
 * pauseWithWorld with room for a loaded machine: the page's clock runs while the app loads, so the pause
 * is set a few seconds ahead (never in the page's past), then the service is brought to the same time.
 */
export async function pauseTogether(world: SteppedWorld, page: Page, counts: EventCounts): Promise<void> {
  let pageNow = 0;
  // A busy page can take seconds to run the pause: aim further ahead after each miss.
  for (let margin = 2000; ; margin *= 2) {
    pageNow = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.context().clock.pauseAt(pageNow);
      break;
    } catch (error) {
      if (margin > 30_000 || !String(error).includes("to the past")) throw error;
    }
  }
  await world.clock.advance(Math.max(0, pageNow - world.clock.now()));
  await world.settle([page], counts);
}

export async function oracleNow(world: SteppedWorld, sessionId: string): Promise<OracleAnswer> {
  const session = await read(world, `/sessions/${sessionId}`);
  const events: Json[] = [];
  for (let after = -1; ; ) {
    const page = await read(world, `/sessions/${sessionId}/events?after_seq=${after}&limit=1000`);
    const items = page.items as Json[];
    events.push(...items);
    after = Number(page.next_seq);
    if (items.length < 1000) break;
  }
  const messages = (await read(world, `/sessions/${sessionId}/messages`)).items as Json[];
  return oracleOf({ session, events, messages }, world.clock.now(), 5 * 60_000);
}

/** Opens the session in the app and holds its status sentence (kind, words, badge) to the oracle. */
export async function expectOracle(
  page: Page,
  world: SteppedWorld,
  counts: EventCounts,
  sessionId: string,
): Promise<OracleAnswer> {
  // openSession's own wait for the page would never end here: the page's clock is the world's, paused
  // between steps, and the session page renders only once its timers run. Step the world by a second.
  await navLink(page, "Sessions").click();
  await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill(sessionId);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  const tabs = page.getByRole("tablist", { name: "Session views" });
  for (let k = 0; k < 20 && !(await tabs.isVisible()); k += 1) await world.step([page], 1_000, counts);
  await expect(tabs).toBeVisible();
  await world.settle([page], counts);
  const oracle = await oracleNow(world, sessionId);
  const sentence = sentenceOf(page);
  await expect(sentence, `${sessionId}: the kind of answer`).toHaveAttribute("data-kind", oracle.kind);
  for (const word of oracle.words) await expect(sentence, sessionId).toContainText(word);
  for (const word of oracle.never) await expect(sentence, sessionId).not.toContainText(word);
  const badge = page.getByLabel(/^Possibly stuck:/);
  await expect(badge, `${sessionId}: the stall badge`).toHaveCount(oracle.stalled ? 1 : 0);
  return oracle;
}
