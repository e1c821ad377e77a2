// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeSession, renderThemed } from "../components/test-utils";
import { AnswerLinksProvider } from "./answer-links";
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

  it("in full: the run time and the context at the end open their source, Details", async () => {
    const user = userEvent.setup();
    const onOpenDetails = vi.fn();
    const withContext = { ...error, context: { tokens: 176_000, window: 200_000, percent: 88 } };
    const summary = summariseFailure(withContext, null, { restricted: false });
    if (!summary) throw new Error("expected a summary");
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenDetails }}>
        <FailureCard summary={summary} />
      </AnswerLinksProvider>,
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading.textContent).toBe("Failed after 9 min: the run hit its time limit");
    const took = within(heading).getByRole("button", { name: "9 min" });
    expect(took.getAttribute("title")).toBe("Failed after 9 min, in Details");
    await user.click(took);
    expect(onOpenDetails).toHaveBeenCalledTimes(1);
    const context = screen.getByRole("button", { name: "88%" });
    expect(context.getAttribute("title")).toBe("Context at the end 88%, in Details");
    await user.click(context);
    expect(onOpenDetails).toHaveBeenCalledTimes(2);
  });

  it("without a place to open, the figures are plain text", () => {
    const summary = summariseFailure(error, null, { restricted: false });
    if (!summary) throw new Error("expected a summary");
    renderThemed(<FailureCard summary={summary} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toContain("Failed after 9 min");
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
