// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import type { EventsPage } from "@/api/types";
import { renderInApp } from "@/ui/test-harness";
import { makeEvent, makeSession } from "../../feed/fake-feed.test-util";
import { FeedReads, type FeedReadsView } from "../../feed/feed-reads";
import type { EventsRequest, PollerClock } from "../../feed/feed-types";
import type { FeedStatus } from "../../feed/session-feed";
import { LiveIndicator } from "./live-indicator";

afterEach(cleanup);

const STATUS: FeedStatus = {
  phase: "live",
  cursor: 41,
  lastError: null,
  attempt: 0,
  retryAt: null,
  sessionStatus: "running",
  history: null,
};

function request(afterSeq: number, limit = 1000, waitMs = 0): EventsRequest {
  return { afterSeq, limit, waitMs, signal: new AbortController().signal };
}

function page(count: number): EventsPage {
  return { session: makeSession("running"), items: Array.from({ length: count }, (_, i) => makeEvent(i)), next_seq: 0 };
}

/** A feed's record after: the first page (3 events), a refused catch-up, then a long poll still in flight. */
async function someReads(capacity?: number): Promise<FeedReadsView> {
  let now = Date.parse("2026-10-01T09:30:00Z");
  const clock: PollerClock = { now: () => now, setTimeout: () => null, clearTimeout: () => {} };
  const reads = new FeedReads({ clock, capacity });
  await reads.recording(
    async (r) => {
      now += 150;
      r.onHttpStatus?.(200);
      return page(3);
    },
    () => "open",
  )(request(-1));
  await reads
    .recording(
      async () => {
        throw new ApiError(503, "service_unavailable", "down");
      },
      () => "catch-up",
    )(request(2))
    .catch(() => {});
  void reads.recording(
    () => new Promise<EventsPage>(() => {}),
    () => "long-poll",
  )(request(2, 1000, 20_000));
  return reads.view();
}

async function openList(view: FeedReadsView) {
  const user = userEvent.setup();
  renderInApp(<LiveIndicator status={STATUS} reads={view} />);
  const figure = await screen.findByRole("button", { name: `${view.total} requests to the event feed: show them` });
  await user.click(figure);
  return { user, figure, dialog: screen.getByRole("dialog", { name: "Event feed requests" }) };
}

function rowsOf(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole("table", { name: "Event feed requests, newest first" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("the feed's request figure", () => {
  it("shows the record's count, and opens its reads newest first with focus on the list's heading", async () => {
    const view = await someReads();
    const { dialog } = await openList(view);
    expect(document.activeElement).toBe(within(dialog).getByRole("heading", { name: "Event feed requests" }));
    expect(within(dialog).getByText(/^3 requests from this tab since the feed started\./)).toBeTruthy();
    const rows = rowsOf(dialog);
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      ["Long pollafter_seq 2 · limit 1000 · wait_ms 20000", "in flight", "—", "—"],
      ["Catch-up pageafter_seq 2 · limit 1000", "503service_unavailable", "—", "0 ms"],
      ["First pageafter_seq -1 · limit 1000", "200", "3", "150 ms"],
    ]);
    expect(dialog.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it("hands focus back to the figure when the list closes", async () => {
    const { user, figure, dialog } = await openList(await someReads());
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(figure);
  });

  it("says the list is the newest part of the count once the record is full", async () => {
    const view = await someReads(2);
    const { dialog } = await openList(view);
    expect(within(dialog).getByText(/^The newest 2 of 3 requests/)).toBeTruthy();
    expect(rowsOf(dialog).map((cells) => cells[1]?.split("after_seq")[0])).toEqual(["Long poll", "Catch-up page"]);
  });

  it("says so when the feed has made no request yet, with no table", async () => {
    const empty = new FeedReads({ clock: { now: () => 0, setTimeout: () => null, clearTimeout: () => {} } }).view();
    const { dialog } = await openList(empty);
    expect(within(dialog).getByText("No requests yet: the feed has not asked the service for events.")).toBeTruthy();
    expect(within(dialog).queryByRole("table")).toBeNull();
  });

  it("keeps the count out of the feed's status region, so reads are not announced", async () => {
    renderInApp(<LiveIndicator status={STATUS} reads={await someReads()} />);
    const region = await screen.findByRole("status");
    expect(region.getAttribute("aria-label")).toMatch(/^Event feed: Live\./);
    expect(within(region).queryByRole("button")).toBeNull();
  });
});
