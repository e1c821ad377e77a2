import type { Rng, SimContext } from "../../core/types.ts";
import type { EventPage } from "./event-log.ts";
import type { SimEvent } from "./model.ts";
import type { EventsQuery } from "./params.ts";
import { isTurnRunning, type SessionState } from "./state.ts";
import { eventVisible, projectEvent } from "./visibility.ts";

function readPage(state: SessionState, q: EventsQuery, debug: boolean): EventPage {
  const page = state.log.page(q.afterSeq, q.limit, (e) => eventVisible(e, debug));
  return { items: page.items.map((e) => projectEvent(e, debug)), nextSeq: page.nextSeq };
}

/**
 * Long poll (spec §4.3, §6.5): while the session runs and nothing newer is visible, park until
 * the next scheduled event or a notify(), up to wait_ms simulated. Otherwise answer at once.
 */
export async function pollEvents(
  ctx: SimContext,
  advance: () => void,
  state: SessionState,
  q: EventsQuery,
  debug: boolean,
  signal: AbortSignal,
): Promise<EventPage> {
  const deadline = ctx.clock.now() + q.waitMs;
  for (;;) {
    advance();
    const page = readPage(state, q, debug);
    const now = ctx.clock.now();
    if (page.items.length > 0 || !isTurnRunning(state) || now >= deadline || signal.aborted) return page;
    const nextAt = state.steps[0]?.at ?? deadline;
    await ctx.waitForChange(Math.max(1, Math.min(deadline, nextAt) - now), signal).catch(() => undefined);
  }
}

/**
 * eventPageChaos: the page is re-delivered, duplicated, split or dropped, but never corrupted:
 * a client that keeps the highest seq per id and resumes from next_seq ends in the same state.
 */
export function applyChaos(
  page: EventPage,
  afterSeq: number,
  state: SessionState,
  rng: Rng,
  debug: boolean,
): EventPage {
  const mode = rng.int(0, 3);
  if (mode === 0 || page.items.length === 0) return { items: [], nextSeq: Math.max(afterSeq, -1) };
  if (mode === 1) {
    const dup = page.items.slice(0, Math.ceil(page.items.length / 2));
    return { items: [...dup, ...page.items], nextSeq: page.nextSeq };
  }
  if (mode === 2) {
    const half = page.items.slice(0, Math.ceil(page.items.length / 2));
    const last = half[half.length - 1] as SimEvent;
    return { items: half, nextSeq: last.seq };
  }
  const replayFrom = Math.max(-1, afterSeq - 5);
  const replay = state.log.page(replayFrom, Math.max(0, afterSeq - replayFrom), (e) => eventVisible(e, debug));
  return { items: [...replay.items.map((e) => projectEvent(e, debug)), ...page.items], nextSeq: page.nextSeq };
}
