import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { makeSession } from "../components/test-utils";
import { describeErrorClass } from "./error-class";
import { assessStall } from "./stall";
import { describeSession, type SentenceFacts } from "./status-sentence";

const NOW = Date.parse("2026-10-01T13:00:00Z");
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const open: SentenceFacts = {
  lastEventAt: NOW - 8000,
  lastEvent: { ref: "evt_9", seq: 9 },
  openTool: { ref: "use_1", seq: 7, tool: "bash", since: NOW - 2 * MIN, command: null, longestEarlierMs: null },
  firstFailure: null,
  lastAssistant: null,
};
const full = { restricted: false };

describe("describeSession", () => {
  it("running: for how long, last activity and the open tool call", () => {
    const s = makeSession({ status: "running", outcome: null, started_at: iso(NOW - 12 * MIN), finished_at: null });
    const sentence = describeSession(s, open, NOW, full);
    expect(sentence.text).toBe("Running for 12 min · last activity 8 s ago · bash running 2 min");
    expect(sentence.kind).toBe("running");
    expect(sentence.parts.find((p) => p.text === "bash")).toMatchObject({ code: true, link: { ref: "use_1" } });
    expect(sentence.parts.find((p) => p.text === "8 s ago")?.link).toEqual({ kind: "event", ref: "evt_9" });
    // Before the feed has loaded: less, not a guess.
    expect(describeSession(s, null, NOW, full).text).toBe("Running for 12 min");
  });

  it("running but possibly stuck says why", () => {
    const s = makeSession({ status: "running", outcome: null, started_at: iso(NOW - 40 * MIN), finished_at: null });
    const facts = {
      ...open,
      lastEventAt: NOW - 7 * MIN,
      openTool: { ...open.openTool, since: NOW - 7 * MIN },
    } as SentenceFacts;
    const stall = assessStall({
      status: "running",
      lastEventAt: facts.lastEventAt,
      startedAt: NOW - 40 * MIN,
      openToolSince: NOW - 7 * MIN,
      now: NOW,
    });
    const sentence = describeSession(s, facts, NOW, full, { stall });
    expect(sentence.kind).toBe("stalled");
    expect(sentence.text).toBe(
      "Possibly stuck: bash has had no result for 7 min · last activity 7 min ago · running for 40 min",
    );
  });

  it("waiting for a worker: the Machine, the place in line and for how long", () => {
    const s = makeSession({
      status: "running",
      outcome: null,
      finished_at: null,
      machine: { id: "m", name: "build-fleet", state: "waiting", queue_position: 2, enqueued_at: iso(NOW - 3 * MIN) },
    });
    const sentence = describeSession(s, null, NOW, full);
    expect(sentence.text).toBe("Waiting for a worker on build-fleet: 2nd in line for 3 min");
    expect(sentence.parts.find((p) => p.text === "build-fleet")?.link).toEqual({
      kind: "machine",
      name: "build-fleet",
    });
    const noPlace = { ...s, machine: { id: "m", name: "build-fleet", state: "waiting", queue_position: null } };
    expect(describeSession(noPlace as Session, null, NOW, full).text).toBe("Waiting for a worker on build-fleet");
  });

  it("a held follow-up counts down", () => {
    const s = makeSession();
    expect(describeSession(s, null, NOW, full, { heldMsLeft: 9 * MIN + 12_000 }).text).toBe(
      "Your follow-up waits while the session moves (9:12 left)",
    );
  });

  it("action required quotes the agent's question from its result, not its last progress line", () => {
    const s = makeSession({
      outcome: "action_required",
      result: { question: "Which  region should I use?" },
      result_summary: "Needs input.",
    });
    const facts = {
      ...open,
      openTool: null,
      lastAssistant: { ref: "a1", seq: 4, text: "Reading the config files (step 3)" },
    };
    const sentence = describeSession(s, facts, NOW, full);
    expect(sentence.text).toBe("Needs you: Which region should I use?");
    expect(sentence.parts[1]?.link).toEqual({ kind: "result" });
    // A string result, then an object's summary, then result_summary.
    expect(describeSession({ ...s, result: "Pick  a region?" }, facts, NOW, full).text).toBe(
      "Needs you: Pick a region?",
    );
    expect(describeSession({ ...s, result: { summary: "Which API?" } }, facts, NOW, full).text).toBe(
      "Needs you: Which API?",
    );
    expect(describeSession({ ...s, result: null }, facts, NOW, full).text).toBe("Needs you: Needs input.");
    // A key that may not see the result says less, and never quotes the progress line.
    expect(describeSession(s, facts, NOW, { restricted: true }).text).toBe(
      "Needs you: the agent is waiting for an answer",
    );
    const bare = makeSession({ outcome: "action_required", result: null, result_summary: "" });
    expect(describeSession(bare, facts, NOW, full).text).toBe("Needs you: the agent is waiting for an answer");
  });

  it("running time counts from placement on a Machine; the wait is told apart", () => {
    const s = makeSession({
      status: "running",
      outcome: null,
      started_at: iso(NOW - 5 * MIN - 2000),
      finished_at: null,
      duration_ms: 5 * MIN,
      machine: {
        id: "m",
        name: "build-fleet",
        state: "placed",
        enqueued_at: iso(NOW - 5 * MIN - 2000),
        placed_at: iso(NOW - 2000),
      },
    });
    expect(describeSession(s, null, NOW, full).text).toBe("Running for 2 s · waited 5 min for a worker");
  });

  it("a finished session queued again on its Machine waits for its next turn", () => {
    const s = makeSession({
      status: "exit",
      outcome: "success",
      duration_ms: 40 * MIN,
      machine: { id: "m", name: "gpu-pool", state: "waiting", queue_position: 1, enqueued_at: iso(NOW - 2 * MIN) },
    });
    const sentence = describeSession(s, null, NOW, full);
    expect(sentence.kind).toBe("waiting_turn");
    expect(sentence.text).toBe("Finished a turn; waiting for its next turn on gpu-pool: 1st in line for 2 min");
  });

  it("an open call names its command and its earlier runs", () => {
    const s = makeSession({ status: "running", outcome: null, started_at: iso(NOW - 30 * MIN), finished_at: null });
    const tool = {
      ref: "u",
      seq: 3,
      tool: "bash",
      since: NOW - 7 * MIN,
      command: "npm test",
      longestEarlierMs: 6 * MIN,
    };
    const facts = { ...open, lastEventAt: NOW - 7 * MIN, openTool: tool };
    const quiet = {
      status: "running",
      lastEventAt: NOW - 7 * MIN,
      startedAt: NOW - 30 * MIN,
      openToolSince: tool.since,
    };
    const early = assessStall({ ...quiet, openToolEarlierMs: tool.longestEarlierMs, now: NOW });
    expect(early.stalled).toBe(false);
    expect(describeSession(s, facts, NOW, full, { stall: early }).text).toBe(
      "Running for 30 min · last activity 7 min ago · npm test running 7 min; earlier runs took 6 min",
    );
    const later = NOW + 2 * MIN;
    const stall = assessStall({ ...quiet, openToolEarlierMs: tool.longestEarlierMs, now: later });
    expect(stall.stalled).toBe(true);
    expect(describeSession(s, facts, later, full, { stall }).text).toBe(
      "Possibly stuck: npm test running 9 min; earlier runs took 6 min · last activity 9 min ago · running for 32 min",
    );
  });

  it("failed: how long, the class in words, the root cause and the first failing step", () => {
    const s = makeSession({
      status: "error",
      outcome: null,
      duration_ms: 21 * MIN,
      error_class: "run_timeout",
      failure_diagnostics: { failure_stage: "verify", reason_code: "run_timeout", root_cause: "test_suite_hang" },
      diagnostic_message: "The run exceeded its time limit before producing an outcome.",
    });
    const facts = {
      ...open,
      openTool: null,
      firstFailure: {
        ref: "r1",
        seq: 5,
        tool: "bash",
        use: { ref: "u1", seq: 4 },
        command: "npm test",
        exitCode: 1,
        excerpt: "",
      },
    };
    const sentence = describeSession(s, facts, NOW, full);
    expect(sentence.text).toBe(
      "Failed after 21 min: the run hit its time limit — test_suite_hang · first failing step: npm test (exit 1)",
    );
    expect(sentence.parts.find((p) => p.text === "npm test")?.link).toEqual({ kind: "event", ref: "r1" });
    // Without sessions:debug: the class only (it is visible), no diagnostics.
    const restricted = { ...s, prompt: undefined, root_cause: undefined };
    expect(describeSession(restricted, null, NOW, { restricted: true }).text).toBe(
      "Failed after 21 min: the run hit its time limit",
    );
    expect(
      describeSession(
        makeSession({ status: "suspended", outcome: null, error_class: "run_cancelled" }),
        null,
        NOW,
        full,
      ).text,
    ).toBe("Stopped after 9 min: the run was cancelled");
  });

  it("finished: duration, PR and cost", () => {
    const s = makeSession({ duration_ms: 12 * MIN, pr_url: "https://x/pr/1", cost_usd: 1.649 });
    expect(describeSession(s, null, NOW, full).text).toBe("Finished in 12 min · PR opened · $1.65");
    const two = makeSession({
      duration_ms: 12 * MIN,
      cost_usd: null,
      change_requests: [
        { url: "a", status: "active" },
        { url: "b", status: "merged" },
      ],
    });
    // The words follow the states sent: one is open, one merged.
    expect(describeSession(two, null, NOW, full).text).toBe("Finished in 12 min · 2 change requests: 1 open, 1 merged");
    const merged = makeSession({
      duration_ms: 12 * MIN,
      cost_usd: null,
      change_requests: [{ url: "a", status: "merged" }],
    });
    expect(describeSession(merged, null, NOW, full).text).toBe("Finished in 12 min · PR merged");
    // A cost under half a cent is a cost, not "$0.00" (the header's format).
    const cheap = makeSession({ duration_ms: 8000, cost_usd: 0.0042 });
    expect(describeSession(cheap, null, NOW, full).text).toBe("Finished in 8 s · $0.0042");
  });

  it("an unknown or missing status is shown as sent, never guessed", () => {
    const weird = makeSession({ status: "paused_by_ops" as Session["status"] });
    expect(describeSession(weird, open, NOW, full).text).toBe("Status paused_by_ops (as sent) · last activity 8 s ago");
    const none = makeSession({ status: undefined as unknown as Session["status"] });
    expect(describeSession(none, null, NOW, full).text).toBe("Status not reported");
  });

  it("property: never undefined, null, NaN or Invalid Date on screen, whatever the service sends", () => {
    const anyText = fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null));
    fc.assert(
      fc.property(
        fc.record({
          status: fc.oneof(fc.constantFrom("running", "exit", "error", "suspended"), fc.string(), fc.constant(null)),
          outcome: fc.oneof(fc.constantFrom("success", "failure", "action_required"), fc.constant(null)),
          started_at: anyText,
          finished_at: anyText,
          duration_ms: fc.oneof(fc.double(), fc.constant(null)),
          cost_usd: fc.oneof(fc.double(), fc.constant(null)),
          error_class: anyText,
          root_cause: anyText,
          pr_url: anyText,
        }),
        fc.option(fc.integer({ min: -1e7, max: 1e7 })),
        fc.boolean(),
        (over, held, restricted) => {
          const s = makeSession(over as Partial<Session>);
          const sentence = describeSession(s, open, NOW, { restricted }, { heldMsLeft: held });
          expect(sentence.text).not.toMatch(/undefined|null|NaN|Invalid Date|\[object/);
          expect(sentence.text.trim()).not.toBe("");
        },
      ),
    );
  });
});

describe("words", () => {
  it("error classes", () => {
    expect(describeErrorClass("cloud_device_unavailable")?.words).toBe(
      "the device was unavailable (infrastructure, not the agent)",
    );
    expect(describeErrorClass("cloud_quota_gone")?.words).toBe("infrastructure, not the agent (cloud_quota_gone)");
    expect(describeErrorClass("run_exploded")).toMatchObject({ words: "run_exploded", known: false });
    expect(describeErrorClass(null)).toBeNull();
  });
});
