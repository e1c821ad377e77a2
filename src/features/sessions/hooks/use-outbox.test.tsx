// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import type { SendMessageRequest } from "@/api/types";
import { createManualClock, demoKey } from "@/simulator";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { useOutbox } from "./use-outbox";
import { useSessionFeed } from "./use-session-feed";

const test = createTestSimulator({
  clock: createManualClock(),
  seed: 1,
  rateLimit: { requests: 1_000_000, windowMs: 1000 },
});
const bodies: SendMessageRequest[] = [];
test.server.events.on("request:start", async ({ request }) => {
  if (request.method === "POST" && request.url.endsWith("/messages")) bodies.push(await request.clone().json());
});

beforeAll(() => {
  test.server.listen();
  configureApi({ baseUrl: TEST_BASE_URL, apiKey: demoKey("owner").key });
});
afterAll(() => test.server.close());

function renderSession(sessionId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => ({ events: useSessionFeed("org_demo", sessionId), outbox: useOutbox("org_demo", sessionId) }),
    { wrapper },
  );
  return { ...rendered, dispose: () => getSessionFeeds(client).dispose() };
}

describe("useOutbox against the simulator", () => {
  it("sends a follow-up to a finished session and resumes its events loop", async () => {
    const { result, dispose } = renderSession("ses_done_success");
    await waitFor(() => expect(result.current.events.snapshot.status.phase).toBe("stopped"));
    const before = result.current.events.snapshot.reads.total;
    await act(async () => {
      const sent = await result.current.outbox.send("Please also update the changelog.");
      expect(sent.ok).toBe(true);
    });
    const [message] = result.current.outbox.messages;
    expect(message?.state).toMatch(/^(delivered|queued)$/);
    expect(bodies.at(-1)).toEqual({
      message: "Please also update the changelog.",
      client_message_id: message?.clientMessageId,
    });
    await waitFor(() => expect(result.current.events.snapshot.reads.total).toBeGreaterThan(before));
    dispose();
  });

  it("holds follow-ups of a session whose machine is changing", async () => {
    const { result, dispose } = renderSession("ses_machine_transition");
    await act(async () => {
      await result.current.outbox.send("Hold on.");
    });
    expect(result.current.outbox.messages[0]).toMatchObject({
      state: "held",
      heldReason: "session_machine_transition_pending",
    });
    dispose();
  });

  it("rejects an empty message locally", async () => {
    const { result, dispose } = renderSession("ses_done_success");
    const count = bodies.length;
    let outcome: Awaited<ReturnType<typeof result.current.outbox.send>> | null = null;
    await act(async () => {
      outcome = await result.current.outbox.send("  ");
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: "message_required" } });
    expect(bodies.length).toBe(count);
    dispose();
  });
});
