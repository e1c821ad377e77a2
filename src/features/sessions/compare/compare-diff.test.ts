import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { makeSession } from "../components/test-utils";
import { type CompareFacts, compareFactsOf, compareSentence, diffOf } from "./compare-diff";
import { queuedSession, runningSession } from "./test-utils";

const MIN = 60_000;
const facts = (over: Partial<CompareFacts> = {}): CompareFacts => ({
  status: "exit",
  outcome: "success",
  repo: "acme/api",
  model: "svc-large",
  durationMs: 17 * MIN,
  costUsd: 3.3,
  tokens: 1000,
  steps: 20,
  errors: 0,
  files: 4,
  byTool: new Map([
    ["bash", 5 * MIN],
    ["edit", 2 * MIN],
  ]),
  ...over,
});

describe("diffOf", () => {
  it("signs each number from A to B, with a ratio when one took half as long again", () => {
    const a = facts();
    const b = facts({ durationMs: 59 * MIN, costUsd: 1.65, errors: 3, steps: 20, files: 2, tokens: 3500 });
    expect(diffOf("duration", a, b)).toBe("+42m 0s (3.5×)");
    expect(diffOf("cost", a, b)).toBe("\u2212$1.65");
    expect(diffOf("errors", a, b)).toBe("+3");
    expect(diffOf("steps", a, b)).toBe("same");
    expect(diffOf("files", a, b)).toBe("\u22122");
    expect(diffOf("tokens", a, b)).toBe("+2,500");
    expect(diffOf("duration", b, a)).toBe("\u221242m 0s (0.29×)");
  });

  it("calls words the same or different", () => {
    expect(diffOf("outcome", facts(), facts({ outcome: "failure" }))).toBe("differs");
    expect(diffOf("repo", facts(), facts())).toBe("same");
  });

  it("names the tools whose time moved most, each way", () => {
    const b = facts({
      byTool: new Map([
        ["bash", 36 * MIN],
        ["grep", 1 * MIN],
      ]),
    });
    expect(diffOf("tools", facts(), b)).toBe("bash +31m 0s, edit \u22122m 0s");
    expect(diffOf("tools", facts(), facts())).toBe("same");
  });

  it("says nothing where a side does not report the fact or its events are still being read", () => {
    expect(diffOf("cost", facts(), facts({ costUsd: null }))).toBeNull();
    expect(diffOf("errors", facts({ errors: null }), facts())).toBeNull();
    expect(diffOf("tools", facts(), facts({ byTool: null }))).toBeNull();
    expect(diffOf("session", facts(), facts())).toBeNull();
    expect(diffOf("duration", facts(), facts({ durationMs: 17 * MIN + 400 }))).toBe("same");
  });
});

describe("compareSentence", () => {
  it("tells where the time and money went, in one sentence", () => {
    const b = facts({
      durationMs: 59 * MIN,
      costUsd: 4.5,
      errors: 3,
      byTool: new Map([
        ["bash", 40 * MIN],
        ["edit", 2 * MIN],
      ]),
    });
    expect(compareSentence(facts(), b)).toBe(
      "B took 42m 0s longer than A (3.5×), cost $1.20 more and had 3 more error results; most of the extra time was in bash (+35m 0s).",
    );
  });

  it("says a run was as long and as costly where it was", () => {
    expect(compareSentence(facts(), facts({ durationMs: 17 * MIN + 20_000 }))).toBe(
      "B took about as long as A and cost the same.",
    );
  });

  it("leaves out what it cannot know, and says nothing when nothing is known", () => {
    const unread = { steps: null, errors: null, files: null, byTool: null };
    expect(compareSentence(facts(unread), facts({ ...unread, durationMs: 5 * MIN, costUsd: null }))).toBe(
      "B took 12m 0s less than A (0.29×).",
    );
    const blank = facts({ ...unread, durationMs: null, costUsd: null });
    expect(compareSentence(blank, facts())).toBeNull();
  });
});

describe("compareFactsOf", () => {
  const session = {
    session_id: "ses_1",
    status: "exit",
    outcome: null,
    repo: "",
    cost_usd: Number.NaN,
    started_at: "2026-11-25T10:00:00Z",
    finished_at: "2026-11-25T10:10:00Z",
    usage: { total_tokens: 42 },
  } as unknown as Session;
  const steps = { steps: 3, errors: 1, byTool: [{ tool: "bash", ms: 1000 }] };

  it("reads only what the session reports, and counts only once every event is read", () => {
    const read = compareFactsOf({ session, complete: true, steps, files: 2 });
    expect(read).toMatchObject({ status: "exit", outcome: null, repo: null, costUsd: null, tokens: 42 });
    expect(read.durationMs).toBe(10 * MIN);
    expect(read.errors).toBe(1);
    expect(read.byTool?.get("bash")).toBe(1000);
    const reading = compareFactsOf({ session, complete: false, steps, files: 2 });
    expect([reading.steps, reading.errors, reading.files, reading.byTool]).toEqual([null, null, null, null]);
    expect(compareFactsOf({ session: undefined, complete: false, steps, files: 0 }).durationMs).toBeNull();
  });
});

describe("compareFactsOf before a session has ended", () => {
  const steps = { steps: 0, errors: 0, byTool: [] };
  const done = compareFactsOf({ session: makeSession(), complete: true, steps, files: 0 });

  it("does not compare a queued session's 0 ms and no spend as a run", () => {
    const queued = compareFactsOf({ session: queuedSession, complete: true, steps, files: 0 });
    expect([queued.durationMs, queued.costUsd]).toEqual([null, null]);
    expect(diffOf("duration", done, queued)).toBeNull();
    expect(compareSentence(done, queued)).toBeNull();
  });

  it("does not compare a running session's time and spend so far as final", () => {
    const running = compareFactsOf({ session: runningSession, complete: true, steps, files: 0 });
    expect([running.durationMs, running.costUsd]).toEqual([null, null]);
    expect(diffOf("cost", done, running)).toBeNull();
    expect(compareSentence(running, done)).toBeNull();
    // Its tokens, steps and files still grow: no "+11 steps" against a finished run.
    expect([running.tokens, running.steps, running.errors, running.files]).toEqual([null, null, null, null]);
    expect(diffOf("steps", done, running)).toBeNull();
  });
});
