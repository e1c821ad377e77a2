// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "@/api/types";
import { AnswerLinksProvider, SourceLink } from "../../answers/answer-links";
import { HIDDEN_TEXT } from "../../fields/hidden-value";
import { DiagnosticsTab } from "../diagnostics/diagnostics-tab";
import { makeSession, renderThemed } from "../test-utils";
import { useDetailsDisclosure } from "./details-disclosure";
import { SessionHeader } from "./session-header";

const link = (id: string) => <a href={`/s/${id}`}>{id}</a>;

/** What a key without sessions:debug receives (spec §2.1): no prompt, result or diagnostic context. */
function restricted(session: Session): Session {
  const {
    prompt: _p,
    prompt_bytes: _b,
    prompt_truncated: _t,
    result: _r,
    error_message: _e,
    diagnostic_message: _d,
    failure_diagnostics: _f,
    experimental_runtime_profile: _x,
    context: _c,
    ...rest
  } = session;
  return rest;
}

describe("SessionHeader", () => {
  it("shows status and outcome as distinct badges, PR link safely, policy components on/off", async () => {
    renderThemed(
      <SessionHeader
        session={makeSession({
          pr_url: "https://git.example/pr/1",
          pr_title: "Fix flake",
          context: { tokens: 50_000, window: 200_000, percent: 25 },
        })}
        linkToSession={link}
      />,
    );
    expect(screen.getByLabelText("Status: exit")).toBeInTheDocument();
    expect(screen.getByLabelText("Outcome: success")).toBeInTheDocument();
    const pr = screen.getByRole("link", { name: /Fix flake/ });
    expect(pr.getAttribute("rel")).toBe("noopener noreferrer");
    expect(pr.getAttribute("target")).toBe("_blank");
    // The compact facts: repository, model, cost and context at a glance.
    const facts = screen.getByRole("list", { name: "Session facts" });
    expect(facts.textContent).toContain("acme/api");
    expect(facts.textContent).toContain("svc-large-2026-10");
    expect(facts.textContent).toContain("25%");
    // The rest opens on demand.
    expect(screen.queryByText("memoryWrite: off")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByText("memoryWrite: off")).toBeInTheDocument();
    expect(screen.getByText("skills: on")).toBeInTheDocument();
    expect(screen.getAllByRole("meter", { name: "Context window" })[0]?.getAttribute("aria-valuenow")).toBe("50000");
    expect(screen.queryByText(HIDDEN_TEXT)).toBeNull();
  });

  it("renders fields the key cannot see as Hidden, never as blanks", async () => {
    renderThemed(<SessionHeader session={restricted(makeSession())} linkToSession={link} />);
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getAllByText(HIDDEN_TEXT).length).toBeGreaterThan(0);
    expect(screen.getByText(/Some fields: Hidden/)).toBeInTheDocument();
  });

  it("a session with no pull request reads as none, even for a restricted key", async () => {
    renderThemed(
      <SessionHeader session={restricted(makeSession({ pr_url: "", pr_title: "" }))} linkToSession={link} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    const row = screen.getByText("Pull request").closest("[class*=DataListItem]") ?? document.body;
    expect(row.textContent).toContain("none");
    expect(row.textContent).not.toContain(HIDDEN_TEXT);
  });

  it("subagent: read-only badge and a link to the spawning session", () => {
    renderThemed(
      <SessionHeader
        session={makeSession({ session_type: "subagent", read_only: true, source_session_id: "ses_live_stream" })}
        linkToSession={link}
      />,
    );
    expect(screen.getByText("subagent · read-only")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ses_live_stream" })).toBeInTheDocument();
  });

  it("a session still waiting for a worker says it has not started instead of 0 ms and 0 %", () => {
    renderThemed(
      <SessionHeader
        session={makeSession({
          status: "running",
          outcome: null,
          duration_ms: 0,
          cost_usd: null,
          context: { tokens: 0, window: 200_000, percent: 0 },
          machine: { id: "m", name: "build-fleet", state: "waiting", queue_position: 2 },
        })}
        linkToSession={link}
      />,
    );
    const facts = screen.getByRole("list", { name: "Session facts" });
    expect(facts.textContent).toContain("not started: waiting for a worker");
    expect(facts.textContent).not.toMatch(/0 ms|0%/);
  });

  it("a running session's time is counted from its start, not read from a stale duration_ms (nor 0 ms)", () => {
    const started = new Date(Date.now() - 28 * 60_000 - 5_000).toISOString();
    renderThemed(
      <SessionHeader
        session={makeSession({ status: "running", outcome: null, started_at: started, duration_ms: 20 * 60_000 })}
        linkToSession={link}
      />,
    );
    const facts = screen.getByRole("list", { name: "Session facts" });
    expect(facts.textContent).toMatch(/running for28m [5-7]s/);
    expect(facts.textContent).not.toContain("20m 0s");
  });

  it("the facts' figures open their sources: duration and context the Details, cost the Steps' turns", async () => {
    const user = userEvent.setup();
    const onOpenSteps = vi.fn();
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenSteps }}>
        <SessionHeader
          session={makeSession({ context: { tokens: 50_000, window: 200_000, percent: 25 } })}
          linkToSession={link}
        />
      </AnswerLinksProvider>,
    );
    await user.click(screen.getByRole("button", { name: "9m 55s" }));
    // Details opens and takes focus: a keyboard or screen-reader user lands on the source.
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Details" }));
    await user.click(screen.getByRole("button", { name: "$1.25" }));
    expect(onOpenSteps).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "25%" }).getAttribute("title")).toBe(
      "Context 50,000 of 200,000 tokens (25%), in Details",
    );
  });

  it("the Details button opens and closes Details where focus is, as a disclosure does", async () => {
    const user = userEvent.setup();
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {} }}>
        <SessionHeader session={makeSession()} linkToSession={link} />
      </AnswerLinksProvider>,
    );
    const button = screen.getByRole("button", { name: "Details" });
    await user.click(button);
    expect(screen.getByRole("region", { name: "Details" })).toBeInTheDocument();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(screen.queryByRole("region", { name: "Details" })).toBeNull();
  });

  it("Details held by the page: an answer outside the header opens it and lands focus on it, every time", async () => {
    const user = userEvent.setup();
    function Page() {
      const details = useDetailsDisclosure();
      return (
        <AnswerLinksProvider
          value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenDetails: details.show }}
        >
          <SessionHeader session={makeSession()} linkToSession={link} details={details} />
          <SourceLink to="details" label="Failed after 9 min, in Details">
            9 min
          </SourceLink>
        </AnswerLinksProvider>
      );
    }
    renderThemed(<Page />);
    const figure = screen.getByRole("button", { name: "9 min" });
    await user.click(figure);
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Details" }));
    // Already open, focus elsewhere: the link still lands on Details.
    figure.focus();
    await user.click(figure);
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Details" }));
    // The header's Details button closes what the answer opened: one state, not two.
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.queryByRole("region", { name: "Details" })).toBeNull();
  });

  it("a Machine target is named once, with its Machine", async () => {
    renderThemed(
      <SessionHeader session={makeSession({ target: { kind: "machine", machine: "nightly" } })} linkToSession={link} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    const target = screen.getByText("Target").closest("[class*=DataListItem]") ?? document.body;
    expect(target.textContent).not.toMatch(/machine\s+machine/i);
    expect(target.textContent).toContain("nightly");
  });
});

describe("DiagnosticsTab", () => {
  it("full projection: failure fields with unknown for nulls, prompt truncation and size", () => {
    renderThemed(
      <DiagnosticsTab
        session={makeSession({
          status: "error",
          outcome: null,
          error_class: "run_timeout",
          error_message: "timed out after 3600 s",
          diagnostic_message: "The run exceeded its time limit.",
          failure_diagnostics: { failure_stage: "execute", reason_code: null, root_cause: null },
          prompt: "x".repeat(100),
          prompt_truncated: true,
          prompt_bytes: 20_000,
        })}
      />,
    );
    expect(screen.getByText("run_timeout")).toBeInTheDocument();
    expect(screen.getByText("execute")).toBeInTheDocument();
    expect(screen.getAllByText("unknown")).toHaveLength(2);
    expect(screen.getByText(/Truncated/).textContent).toContain("19.5 KiB");
    expect(screen.queryByText(HIDDEN_TEXT)).toBeNull();
  });

  it("restricted projection: prompt, result and messages are Hidden and the reason is explained", () => {
    renderThemed(<DiagnosticsTab session={restricted(makeSession({ error_class: "run_error" }))} />);
    expect(screen.getByText("run_error")).toBeInTheDocument();
    expect(screen.getAllByText(HIDDEN_TEXT).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/only organization owners and admins/)).toBeInTheDocument();
  });
});
