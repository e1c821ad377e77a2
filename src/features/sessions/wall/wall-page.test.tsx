// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { demoKey } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { WallPage } from "./wall-page";
import type { WallSearch } from "./wall-search";

const simulator = createTestSimulator({ seed: 1 });
const eventReads = new Map<string, number>();
simulator.server.events.on("request:start", ({ request }) => {
  const match = /\/sessions\/([^/]+)\/events/.exec(request.url);
  if (match?.[1]) eventReads.set(match[1], (eventReads.get(match[1]) ?? 0) + 1);
});
beforeAll(() => {
  simulator.server.listen();
  configureApi({ baseUrl: simulator.baseUrl, apiKey: demoKey("owner").key });
});
afterAll(() => simulator.server.close());
afterEach(() => eventReads.clear());

/** The page with its search held in state, as the route does with the URL. */
function renderWall(initial: WallSearch) {
  const seen: WallSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <WallPage
        orgId="org_demo"
        search={search}
        onSearchChange={(patch) =>
          setSearch((prev) => {
            const next = { ...prev, ...patch };
            seen.push(next);
            return next;
          })
        }
      />
    );
  }
  const view = renderInApp(<Harness />);
  return { ...view, seen };
}

describe("WallPage against the simulator", () => {
  it("shows each session's title, status, outcome, cost and newest events, one feed read per session", async () => {
    const { queryClient } = renderWall({ sessions: "ses_done_success,ses_done_failure" });
    const cell = await screen.findByRole("article", { name: "Add idempotency keys to refunds" });
    expect(within(cell).getByRole("link", { name: "Add idempotency keys to refunds" }).getAttribute("href")).toBe(
      "/o/org_demo/sessions/ses_done_success",
    );
    expect(within(cell).getByLabelText("Status: exit")).toBeInTheDocument();
    expect(within(cell).getByLabelText("Outcome: success")).toBeInTheDocument();
    expect(within(cell).getByText("$3.30")).toBeInTheDocument();
    const lines = await within(cell).findByRole("list", { name: "Newest events of Add idempotency keys to refunds" });
    expect(within(lines).getAllByRole("listitem").at(-1)?.textContent).toBe("StatusSession finished: exit");
    expect(await screen.findByRole("article", { name: "Bump the TLS library" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText("Outcome: failure")).toHaveLength(1));
    // Finished sessions: one read each, then nothing (the same as their session pages).
    expect(Object.fromEntries(eventReads)).toEqual({ ses_done_success: 1, ses_done_failure: 1 });
    expect(getSessionFeeds(queryClient).size).toBe(2);
    getSessionFeeds(queryClient).dispose();
  });

  it("starts empty with an explanation and adds a session by id, refusing what is not one", async () => {
    const { queryClient, seen } = renderWall({});
    expect(await screen.findByRole("heading", { name: "Put sessions on the wall" })).toBeInTheDocument();
    const user = userEvent.setup();
    const input = screen.getByRole("textbox", { name: "Add by id" });
    await user.type(input, "not an id{Enter}");
    const refusal = screen.getByRole("alert");
    expect(refusal.textContent).toContain("Use a session id like ses_abc123");
    // Tied to the box, as the places-taken line is before it.
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(refusal.id);
    await user.clear(input);
    await user.type(input, "ses_error{Enter}");
    expect(seen.at(-1)).toEqual({ sessions: "ses_error" });
    expect(await screen.findByRole("article", { name: "Stabilise the settlement test suite" })).toBeInTheDocument();
    getSessionFeeds(queryClient).dispose();
  });

  it("offers the sessions running now and keeps the wall in the search", async () => {
    const { queryClient, seen } = renderWall({});
    const running = await screen.findByRole("group", { name: "Running now" });
    const user = userEvent.setup();
    await user.click(await within(running).findByRole("checkbox", { name: /Fix flaky retry in webhook dispatcher/ }));
    expect(seen.at(-1)).toEqual({ sessions: "ses_live_stream" });
    const cell = await screen.findByRole("article", { name: "Fix flaky retry in webhook dispatcher" });
    await user.click(
      within(cell).getByRole("button", { name: "Remove Fix flaky retry in webhook dispatcher from the wall" }),
    );
    expect(seen.at(-1)).toEqual({ sessions: undefined });
    await act(async () => getSessionFeeds(queryClient).dispose());
  });

  it("says which parts of a link it left out, and switches type size and darkness through the search", async () => {
    const { queryClient, seen } = renderWall({ sessions: "ses_done_success,<b>,ses_done_success" });
    expect((await screen.findByText(/Left out of this link/)).textContent).toContain("<b>");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: "Large type" }));
    expect(seen.at(-1)?.large).toBe(true);
    await user.click(screen.getByRole("switch", { name: "Wall is dark" }));
    expect(seen.at(-1)?.dark).toBe(false);
    getSessionFeeds(queryClient).dispose();
  });
});
