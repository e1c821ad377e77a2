import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { makeSession } from "../components/test-utils";
import type { ToolFailure } from "../timeline-model/changes";
import { isFailedSession, summariseFailure } from "./failure-summary";

const failure: ToolFailure = {
  ref: "evt_t2",
  seq: 12,
  tool: "bash",
  use: { ref: "evt_u2", seq: 11 },
  command: "npm test -- payments",
  exitCode: 1,
  excerpt: "Tests: 3 failed, 41 passed",
};
const full = { restricted: false };
const diagnosed: Partial<Session> = {
  status: "error",
  outcome: null,
  duration_ms: 21 * 60_000,
  error_class: "run_timeout",
  error_message: "npm test exceeded the limit",
  failure_diagnostics: { failure_stage: "verify", reason_code: "run_timeout", root_cause: "test_suite_hang" },
  diagnostic_message: "The run exceeded its time limit before producing an outcome.",
  result_summary: "Stopped before finishing.",
  context: { tokens: 176_000, window: 200_000, percent: 88 },
};

describe("summariseFailure", () => {
  it("gathers every field the key may see, with the error class in words", () => {
    const summary = summariseFailure(makeSession(diagnosed), { firstFailure: failure }, full);
    expect(summary).toMatchObject({
      kind: "error",
      headline: "Failed after 21 min",
      verb: "Failed",
      took: "21 min",
      stage: "verify",
      reasonCode: "run_timeout",
      rootCause: "test_suite_hang",
      diagnosticMessage: "The run exceeded its time limit before producing an outcome.",
      errorMessage: "npm test exceeded the limit",
      resultSummary: "Stopped before finishing.",
      firstFailure: failure,
      contextPercent: 88,
      restricted: false,
    });
    expect(summary?.errorClass?.words).toBe("the run hit its time limit");
  });

  it("reads the flat diagnostic fields when the object is missing", () => {
    const s = makeSession({
      ...diagnosed,
      failure_diagnostics: undefined,
      failure_stage: "provision",
      root_cause: null,
    });
    expect(summariseFailure(s, null, full)).toMatchObject({ stage: "provision", rootCause: null });
  });

  it("without sessions:debug keeps only what the restricted snapshot carries", () => {
    const summary = summariseFailure(makeSession(diagnosed), { firstFailure: failure }, { restricted: true });
    expect(summary).toMatchObject({
      stage: null,
      reasonCode: null,
      rootCause: null,
      diagnosticMessage: null,
      errorMessage: null,
      resultSummary: null,
      restricted: true,
    });
    expect(summary?.errorClass?.raw).toBe("run_timeout");
    expect(summary?.firstFailure).toBe(failure);
  });

  it("says 'Stopped' for a suspended session and 'Failed' for exit with outcome failure", () => {
    expect(summariseFailure(makeSession({ status: "suspended", outcome: null }), null, full)?.kind).toBe("suspended");
    expect(summariseFailure(makeSession({ status: "suspended", outcome: null }), null, full)).toMatchObject({
      headline: expect.stringMatching(/^Stopped/),
      verb: "Stopped",
    });
    expect(summariseFailure(makeSession({ status: "exit", outcome: "failure" }), null, full)?.kind).toBe("failure");
  });

  it("has nothing to say for a session that did not fail", () => {
    for (const s of [
      makeSession({ status: "running", outcome: null }),
      makeSession({ status: "exit", outcome: "success" }),
      makeSession({ status: "exit", outcome: "action_required" }),
      makeSession({ status: "paused" as Session["status"], outcome: "failure" }),
    ]) {
      expect(summariseFailure(s, { firstFailure: failure }, full)).toBeNull();
    }
  });

  it("a headline without a readable run time is just the verb, never 'undefined' or 'NaN'", () => {
    const s = makeSession({ status: "error", duration_ms: 0, started_at: "soon", finished_at: null, created_at: "x" });
    expect(summariseFailure(s, null, full)).toMatchObject({ headline: "Failed", verb: "Failed", took: null });
  });

  it("property: any drifted snapshot gives null or a summary whose texts are words", () => {
    const junk = fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer(), fc.double());
    fc.assert(
      fc.property(
        fc.constantFrom("running", "exit", "error", "suspended", "other", undefined),
        fc.constantFrom("success", "failure", "action_required", null, undefined),
        junk,
        junk,
        junk,
        fc.boolean(),
        (status, outcome, cls, message, duration, restricted) => {
          const s = makeSession({
            status: status as Session["status"],
            outcome: outcome as Session["outcome"],
            error_class: cls as string,
            error_message: message as string,
            duration_ms: duration as number,
          });
          const summary = summariseFailure(s, null, { restricted });
          expect(summary === null).toBe(!isFailedSession(s));
          if (!summary) return;
          expect(summary.headline).toMatch(/^(Failed|Stopped)( after \d+ (s|min|h|d)( \d+ (min|h))?)?$/);
          // A message is the service's own text, trimmed, or nothing: never a placeholder of ours.
          const sent = typeof message === "string" && message.trim() !== "" ? message.trim() : null;
          expect(summary.errorMessage).toBe(restricted ? null : sent);
        },
      ),
    );
  });
});
