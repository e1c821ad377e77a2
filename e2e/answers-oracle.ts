import type { Page } from "@playwright/test";
import { type OracleAnswer, oracleOf, type RawSession } from "../src/test/oracle/session-oracle.ts";
import { DEMO, expect, navLink } from "./fixtures";
import type { EventCounts, SteppedWorld } from "./stepped-world";

/**
 * Helpers of e2e/answers-truth.spec.ts (issue 42): read a session's raw data from the stepped world like
 * a plain client (its retrieval, every event, its messages), ask the oracle what the page should say,
 * and hold the page's status sentence to it. The oracle imports none of the app's answer code.
 *
 * API: sentenceOf(page) · goTo(page, path) · pauseTogether(world, page, counts) ·
 *      expectOracle(page, world, counts, sessionId)
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

/** The session's raw data as a plain client reads it from the world now. */
async function rawNow(world: SteppedWorld, sessionId: string): Promise<RawSession> {
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
  return { session, events, messages };
}

const THRESHOLD_MS = 5 * 60_000;

interface Shown {
  kind: string | null;
  text: string;
  badges: number;
}

/** What is wrong with the page's answer against this oracle answer ("" when nothing). */
function disagreement(shown: Shown, oracle: OracleAnswer): string {
  const wrong: string[] = [];
  if (shown.kind !== oracle.kind) wrong.push(`kind ${shown.kind}, oracle ${oracle.kind}`);
  for (const word of oracle.words) if (!shown.text.includes(word)) wrong.push(`lacks "${word}"`);
  for (const word of oracle.never) if (shown.text.includes(word)) wrong.push(`says "${word}"`);
  if (shown.badges !== (oracle.stalled ? 1 : 0)) wrong.push(`${shown.badges} stall badges, oracle ${oracle.stalled}`);
  return wrong.length === 0 ? "" : `"${shown.text}": ${wrong.join("; ")}`;
}

/**
 * Opens the session in the app and holds its status sentence (kind, words, badge) to the oracle.
 *
 * The page reads the time from the app's one clock (src/ui/clock.ts), a 1-second tick whose phase is set
 * by the first reader: between ticks it is up to a second behind the world. So the page must give the
 * oracle's whole answer at the world's time or at the one a second before it, not a mix of the two.
 */
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
  const raw = await rawNow(world, sessionId);
  const now = world.clock.now();
  const oracle = oracleOf(raw, now, THRESHOLD_MS);
  const tickBefore = oracleOf(raw, now - 999, THRESHOLD_MS);
  const sentence = sentenceOf(page);
  const shown = async (): Promise<Shown> => ({
    kind: await sentence.getAttribute("data-kind"),
    text: (await sentence.textContent()) ?? "",
    badges: await page.getByLabel(/^Possibly stuck:/).count(),
  });
  await expect
    .poll(
      async () => {
        const seen = await shown();
        const [atNow, atTick] = [disagreement(seen, oracle), disagreement(seen, tickBefore)];
        return atNow === "" || atTick === "" ? "" : atNow;
      },
      { message: `${sessionId}: the page's answer against the oracle's` },
    )
    .toBe("");
  return oracle;
}
