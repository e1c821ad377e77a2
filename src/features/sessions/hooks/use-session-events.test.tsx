// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock, demoKey } from "@/simulator";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import { getSessionEventsRegistry } from "./events-registry";
import { useSession } from "./use-session";
import { useSessionEvents } from "./use-session-events";

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
  getSessionEventsRegistry(client).dispose();
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

describe("useSessionEvents against the simulator", () => {
  it("catches up a finished session fully, then stops polling", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSessionEvents("org_demo", "ses_done_success"), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe("stopped"));
    const expected = await countEvents("ses_done_success");
    expect(expected.status).not.toBe("running");
    expect(result.current.store.size).toBe(expected.ids.size);
    expect(result.current.entries.map((e) => e.id).sort()).toEqual([...expected.ids].sort());
    expect(result.current.error).toBeNull();
    expect(result.current.status.requestCount).toBe(Math.ceil((expected.ids.size + 1) / 1000));
    const before = eventRequests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eventRequests.length).toBe(before);
  });

  it("shares one loop between two components and merges snapshots into the detail query", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({
        a: useSessionEvents("org_demo", "ses_done_success"),
        b: useSessionEvents("org_demo", "ses_done_success"),
        detail: useSession("org_demo", "ses_done_success"),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.a.phase).toBe("stopped"));
    await waitFor(() => expect(result.current.detail.data?.session_id).toBe("ses_done_success"));
    expect(result.current.a.store).toBe(result.current.b.store);
    expect(result.current.a.status.requestCount).toBe(eventRequests.length);
  });

  it("reports 404 session_not_found as an error state", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSessionEvents("org_demo", "ses_does_not_exist"), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe("error"));
    expect(result.current.error?.code).toBe("session_not_found");
  });
});
