import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { SessionSteps } from "../timeline-model/steps";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { keepWarm, type WarmFeeds } from "./keep-warm";

/** An idle queue run by hand, as requestIdleCallback would run it. */
function manualIdle() {
  const queue = new Set<() => boolean>();
  return {
    idle: (work: () => boolean) => {
      queue.add(work);
      return () => void queue.delete(work);
    },
    pending: () => queue.size,
    run: () => {
      const works = [...queue];
      queue.clear();
      for (const work of works) if (!work()) queue.add(work);
    },
  };
}

/** A feed over a TimelineEntries: each page merged is announced to the subscribers. */
function fakeFeed() {
  const entries = new TimelineEntries();
  const listeners = new Set<() => void>();
  const feeds: WarmFeeds<TimelineEntries> = {
    subscribe: (_org, _session, listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
  const push = (events: SessionEvent[]) => {
    entries.merge(events);
    for (const listener of listeners) listener();
  };
  return { feeds, entries, listeners, push };
}

const at = (seq: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, seq)).toISOString();

/** `pairs` tool calls from `start` on, each with its result. */
function page(start: number, pairs: number): SessionEvent[] {
  const out: SessionEvent[] = [];
  for (let k = 0; k < pairs; k++) {
    const seq = start + 2 * k;
    const id = `t${seq}`;
    const input = { command: `npm test ${seq}` };
    out.push({
      seq,
      id: `${id}-use`,
      type: "tool_use",
      text: null,
      data: { tool: "bash", tool_use_id: id, input },
      created_at: at(seq),
    });
    out.push({
      seq: seq + 1,
      id: `${id}-res`,
      type: "tool_result",
      text: null,
      data: { tool_use_id: id, content: "ok" },
      created_at: at(seq + 1),
    });
  }
  return out;
}

describe("keepWarm", () => {
  it("warms once in idle time, never inside the announcement", () => {
    const { feeds, push } = fakeFeed();
    const idle = manualIdle();
    const seen: number[] = [];
    keepWarm(feeds, "org", "ses", (entries) => seen.push(entries.view().version), idle.idle);
    expect(seen).toEqual([]);
    idle.run();
    expect(seen).toHaveLength(1);
    push(page(0, 2));
    expect(seen).toHaveLength(1);
    idle.run();
    expect(seen).toHaveLength(2);
  });

  it("takes the pages announced before it ran together, in one run with the newest snapshot", () => {
    const { feeds, entries, push } = fakeFeed();
    const idle = manualIdle();
    const seen: number[] = [];
    keepWarm(feeds, "org", "ses", (snapshot) => seen.push(snapshot.view().version), idle.idle);
    push(page(0, 2));
    push(page(4, 2));
    push(page(8, 2));
    expect(idle.pending()).toBe(1);
    idle.run();
    expect(seen).toEqual([entries.view().version]);
  });

  it("stops: no subscription is left and a pending run never comes", () => {
    const { feeds, listeners, push } = fakeFeed();
    const idle = manualIdle();
    let runs = 0;
    const stop = keepWarm(feeds, "org", "ses", () => runs++, idle.idle);
    push(page(0, 1));
    stop();
    expect(listeners.size).toBe(0);
    expect(idle.pending()).toBe(0);
    push(page(2, 1));
    idle.run();
    expect(runs).toBe(0);
  });

  it("keeps a steps fold current page by page, so its reader finds nothing left to fold", () => {
    const { feeds, entries, push } = fakeFeed();
    const idle = manualIdle();
    const steps = new SessionSteps();
    const sync = () => steps.sync(entries.view(), (from) => entries.changesSince(from));
    keepWarm(feeds, "org", "ses", () => sync(), idle.idle);
    for (let p = 0; p < 5; p++) {
      push(page(p * 20, 10));
      idle.run();
    }
    expect(steps.version).toBe(entries.view().version);
    expect(sync()).toBe(false);
    expect(steps.summary().steps).toBe(50);
  });
});
