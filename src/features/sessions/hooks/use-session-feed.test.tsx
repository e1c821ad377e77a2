// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock, demoKey } from "@/simulator";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { useSession } from "./use-session";
import { useSessionFeed, useTrailingSessionFeed } from "./use-session-feed";

const test = createTestSimulator({
  clock: createManualClock(),
  seed: 1,
  rateLimit: { requests: 1_000_000, windowMs: 1000 },
});
const eventRequests: string[] = [];
test.server.events.on("request:start", ({ request }) => {
  if (request.url.includes("/events")) eventRequests.push(request.url);
});

beforeAll(() => {
  test.server.listen();
  configureApi({ baseUrl: TEST_BASE_URL, apiKey: demoKey("owner").key });
});
afterAll(() => test.server.close());

let client: QueryClient;
afterEach(() => {
  vi.useRealTimers();
  getSessionFeeds(client).dispose();
  client.clear();
  eventRequests.length = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function countEvents(sessionId: string): Promise<{ ids: Set<string>; status: string }> {
  const ids = new Set<string>();
  let after = -1;
  let status = "";
  for (;;) {
    const response = await fetch(
      `${TEST_BASE_URL}/v3/organizations/org_demo/sessions/${sessionId}/events?after_seq=${after}&limit=1000`,
      { headers: { authorization: `Bearer ${demoKey("owner").key}` } },
    );
    const page = (await response.json()) as { items: { id: string }[]; next_seq: number; session: { status: string } };
    for (const item of page.items) ids.add(item.id);
    status = page.session.status;
    if (page.items.length < 1000) return { ids, status };
    after = page.next_seq;
  }
}

describe("useSessionFeed against the simulator", () => {
  it("catches up a finished session fully, then stops polling", async () => {
    // Fake timers that also follow real time: the catch-up runs as usual, then ten minutes are skipped at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSessionFeed("org_demo", "ses_done_success"), { wrapper });
    await waitFor(() => expect(result.current.snapshot.status.phase).toBe("stopped"));
    const expected = await countEvents("ses_done_success");
    expect(expected.status).not.toBe("running");
    expect(result.current.snapshot.entries.list.size).toBe(expected.ids.size);
    expect(
      result.current.snapshot.entries.list
        .toArray()
        .map((e) => e.event.id)
        .sort(),
    ).toEqual([...expected.ids].sort());
    expect(result.current.snapshot.status.lastError).toBeNull();
    expect(result.current.snapshot.reads.total).toBe(Math.ceil((expected.ids.size + 1) / 1000));
    const before = eventRequests.length;
    // No resume check, backoff or long-poll padding left scheduled: ten minutes pass without a request.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(eventRequests.length).toBe(before);
  });

  it("shares one loop between two components and merges snapshots into the detail query", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({
        a: useSessionFeed("org_demo", "ses_done_success"),
        b: useSessionFeed("org_demo", "ses_done_success"),
        detail: useSession("org_demo", "ses_done_success"),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.a.snapshot.status.phase).toBe("stopped"));
    await waitFor(() => expect(result.current.detail.data?.session_id).toBe("ses_done_success"));
    expect(result.current.a.snapshot).toBe(result.current.b.snapshot);
    expect(result.current.a.snapshot.reads.total).toBe(eventRequests.length);
    // The real fetcher gives the record each answer's HTTP status.
    expect(result.current.a.snapshot.reads.newestFirst.at(-1)).toMatchObject({
      kind: "open",
      outcome: { kind: "answered", httpStatus: 200 },
    });
  });

  it("reports 404 session_not_found as an error state", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSessionFeed("org_demo", "ses_does_not_exist"), { wrapper });
    await waitFor(() => expect(result.current.snapshot.status.phase).toBe("error"));
    expect(result.current.snapshot.status.lastError?.code).toBe("session_not_found");
  });

  it("a trailing reader follows the same feed a render behind the rows, and never shows another session's", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: [number, number][] = [];
    const trailingOf: [string, unknown][] = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => {
        const urgent = useSessionFeed("org_demo", id).snapshot;
        const trailing = useTrailingSessionFeed("org_demo", id);
        seen.push([urgent.version, trailing.version]);
        trailingOf.push([id, trailing]);
        return { urgent, trailing };
      },
      { wrapper, initialProps: { id: "ses_done_success" } },
    );
    await waitFor(() => expect(result.current.urgent.status.phase).toBe("stopped"));
    await waitFor(() => expect(result.current.trailing).toBe(result.current.urgent));
    // The rows' render came first: some render had the urgent snapshot ahead of the trailing one.
    expect(seen.some(([urgent, trailing]) => urgent > trailing)).toBe(true);
    // Another session: its own snapshot from the first render on.
    const finished = result.current.trailing;
    rerender({ id: "ses_live_stream" });
    const first = trailingOf.find(([id]) => id === "ses_live_stream");
    expect(first?.[1]).toBeDefined();
    expect(first?.[1]).not.toBe(finished);
  });
});
