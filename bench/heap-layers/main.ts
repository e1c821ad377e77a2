import type { SessionEvent } from "../../src/api/types";
import { TimelineFacts } from "../../src/features/sessions/timeline-model/changes";
import { SessionSteps } from "../../src/features/sessions/timeline-model/steps";
import { TimelineEntries } from "../../src/features/sessions/timeline-model/timeline-entries";
import { TimelineFind } from "../../src/features/sessions/timeline-model/timeline-find";
import { TimelineModel, type TimelineState } from "../../src/features/sessions/timeline-model/timeline-model";
import { FILTER_TYPES } from "../../src/features/sessions/timeline-model/timeline-rows";
import { historicEvents } from "../../src/simulator/domains/sessions/historic";

/**
 * The session's layers built one at a time over ses_100k's 100 000 events, for bench/heap.ts to read the
 * heap between them (a GC and Runtime.getHeapUsage after each): the events store as the feed fills it
 * (1 000-event pages, each parsed from its JSON as a fetch answer is), the timeline rows, the session
 * answers' facts, the steps, and a Find over every row. Each layer is held, as the app holds it.
 */
const EVENTS = 100_000;
const PAGE = 1_000;
const T0 = Date.parse("2026-11-20T08:00:00Z");

const entries = new TimelineEntries();
const source = {
  get entries() {
    return entries.view();
  },
  changesSince: (from: number, to: number) => entries.changesSince(from, to),
};
const held: unknown[] = [];
let rows: TimelineState | null = null;

const layers: Record<string, () => void> = {
  store: () => {
    const { at } = historicEvents("ses_100k", EVENTS, T0, T0 + 72 * 3_600_000, "success");
    for (let from = 0; from < EVENTS; from += PAGE) {
      const page: unknown[] = [];
      for (let seq = from; seq < Math.min(EVENTS, from + PAGE); seq++) page.push(at(seq));
      const answer = JSON.parse(JSON.stringify({ items: page })) as { items: SessionEvent[] };
      entries.merge(answer.items);
    }
  },
  rows: () => {
    const model = new TimelineModel();
    rows = model.update(source, FILTER_TYPES, "");
    held.push(model);
  },
  facts: () => {
    const facts = new TimelineFacts();
    facts.sync(entries.view(), (from) => entries.changesSince(from));
    held.push(facts, facts.facts());
  },
  steps: () => {
    const steps = new SessionSteps();
    steps.sync(entries.view(), (from) => entries.changesSince(from));
    held.push(steps, steps.summary());
  },
  find: () => {
    // A query over every row, held as the timeline holds its Find (its matches and whatever it keeps).
    if (rows) held.push(new TimelineFind("npm test -- webhooks", rows.rows));
  },
};

(window as unknown as { __heapLayers: (name: string) => number }).__heapLayers = (name) => {
  layers[name]?.();
  return entries.size;
};
