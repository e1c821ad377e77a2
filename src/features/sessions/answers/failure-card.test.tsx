// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSession, renderThemed } from "../components/test-utils";
import { FailureCard } from "./failure-card";
import { summariseFailure } from "./failure-summary";

const failing = {
  ref: "evt_t2",
  seq: 12,
  tool: "bash",
  use: null,
  command: "npm test",
  exitCode: 1,
  excerpt: "Tests: 3 failed",
};
const error = makeSession({
  status: "error",
  outcome: null,
  error_class: "run_timeout",
  diagnostic_message: "The run exceeded its time limit.",
  failure_diagnostics: { failure_stage: "verify", reason_code: null, root_cause: "test_suite_hang" },
});

describe("FailureCard", () => {
  it("in full: the class in words and as sent, the codes, the message and the failing step", () => {
    const summary = summariseFailure(error, { firstFailure: failing }, { restricted: false });
    if (!summary) throw new Error("expected a summary");
    renderThemed(<FailureCard summary={summary} />);
    const card = screen.getByRole("region", { name: "Why it failed" });
    expect(card.textContent).toContain("the run hit its time limit");
    expect(card.textContent).toContain("run_timeout");
    expect(card.textContent).toContain("verify · unknown · test_suite_hang");
    expect(card.textContent).toContain("The run exceeded its time limit.");
    expect(card.textContent).toContain("npm test exited with code 1");
    expect(card.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it("compact: the evidence without a second headline", () => {
    const summary = summariseFailure(error, { firstFailure: failing }, { restricted: false });
    if (!summary) throw new Error("expected a summary");
    renderThemed(<FailureCard summary={summary} compact />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("region", { name: "Why it failed" }).textContent).toContain("run_timeout");
  });

  it("restricted: says what sessions:debug would add instead of showing blanks", () => {
    const summary = summariseFailure(error, null, { restricted: true });
    if (!summary) throw new Error("expected a summary");
    renderThemed(<FailureCard summary={summary} />);
    const card = screen.getByRole("region", { name: "Why it failed" });
    expect(card.textContent).toContain("need sessions:debug");
    expect(card.textContent).not.toContain("The run exceeded its time limit.");
  });
});
