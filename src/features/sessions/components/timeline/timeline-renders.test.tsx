// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import type { EventsPage, SessionEvent } from "@/api/types";
import { createTestSimulator } from "@/simulator/node";
import { watchRenders } from "@/test/react-commits";
import { renderInApp } from "@/ui/test-harness";
import { NO_ROW_FILTER } from "../../timeline-model/row-filter";
import type { FilterType } from "../../timeline-model/timeline-rows";
import { makeSession } from "../test-utils";
import { TimelinePanel } from "./timeline-panel";

const OWNER = "svc_0d0e0000000000000000000000000001";
const SESSION = "ses_done_success";
const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

const session = makeSession({ session_id: SESSION, status: "running", finished_at: null, outcome: null });
const events: SessionEvent[] = Array.from({ length: 12 }, (_, seq) => ({
  seq,
  id: `evt_${seq}`,
  type: seq % 2 === 0 ? "assistant" : "reasoning",
  text: `Message ${seq}`,
  data: null,
  created_at: "2026-10-01T12:00:00Z",
}));

/**
 * The session's events answered by the test: the first read gets the events, every long poll waits
 * until the test answers it (empty).
 */
function controlledFeed() {
  const polls: ((page: EventsPage) => void)[] = [];
  simulator.server.use(
    http.get(`${simulator.baseUrl}/v3/organizations/org_demo/sessions/${SESSION}/events`, async ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get("wait_ms") === null)
        return HttpResponse.json({ session, items: events, next_seq: events.length });
      const page = await new Promise<EventsPage>((resolve) => polls.push(resolve));
      return HttpResponse.json(page);
    }),
  );
  return {
    pending: () => polls.length,
    answerEmpty: () => polls.shift()?.({ session, items: [], next_seq: events.length }),
    answerWith: (event: SessionEvent) => polls.shift()?.({ session, items: [event], next_seq: event.seq + 1 }),
  };
}

function renderPanel() {
  renderInApp(
    <TimelinePanel
      orgId="org_demo"
      sessionId={SESSION}
      types={TYPES}
      onTypesChange={() => {}}
      query=""
      onQueryChange={() => {}}
      selectedEvent={undefined}
      eventHref={(ref) => `#${ref}`}
      onSelectEvent={() => {}}
      filter={NO_ROW_FILTER}
      onFilterChange={() => {}}
      concise={false}
      onConciseChange={() => {}}
    />,
  );
}

const TYPES: FilterType[] = ["assistant", "reasoning", "tool", "status"];

describe("a feed read that brings no events", () => {
  it("re-renders the requests count, not the Timeline", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    const feed = controlledFeed();
    const timelineRenders = watchRenders("Timeline");
    renderPanel();
    await waitFor(() => expect(feed.pending()).toBe(1));
    await screen.findByRole("button", { name: /^2 requests/ });
    // Whatever else settles after the first rows (the key's capabilities, the messages list) settles first.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const before = timelineRenders();
    expect(before).toBeGreaterThan(0);

    feed.answerEmpty();
    // The empty answer is asked again at once: the count moves on to the third read, held again.
    await waitFor(() => expect(feed.pending()).toBe(1));
    await screen.findByRole("button", { name: /^3 requests/ });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(timelineRenders()).toBe(before);
    feed.answerEmpty();
  });
});

describe("a feed read that brings an event", () => {
  it("re-renders the Timeline, not its toolbar of filters", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    const feed = controlledFeed();
    const timelineRenders = watchRenders("Timeline");
    const toolbarRenders = watchRenders("TimelineToolbar");
    renderPanel();
    await waitFor(() => expect(feed.pending()).toBe(1));
    await screen.findByRole("button", { name: /^2 requests/ });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const [timelineBefore, toolbarBefore] = [timelineRenders(), toolbarRenders()];
    expect(toolbarBefore).toBeGreaterThan(0);

    feed.answerWith({ ...(events[0] as SessionEvent), seq: 12, id: "evt_12", text: "Message 12" });
    await screen.findByRole("button", { name: /^3 requests/ });
    await waitFor(() => expect(timelineRenders()).toBeGreaterThan(timelineBefore));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(toolbarRenders()).toBe(toolbarBefore);
  });
});
