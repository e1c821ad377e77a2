// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import type { Session } from "@/api/types";
import { connectionStore } from "@/features/connection";
import { resetSessions, sessionKeys } from "@/features/sessions";
import { createManualClock, demoKey } from "@/simulator";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { readUnseen } from "../storage/alert-log";
import { watch } from "../storage/watch-list";
import { NotificationsWatcher } from "./notifications-watcher";

const sim = createTestSimulator({ clock: createManualClock(), rateLimit: { requests: 1_000_000, windowMs: 1000 } });
const reads: string[] = [];
sim.server.events.on("request:start", ({ request }) => {
  reads.push(new URL(request.url).pathname);
});

interface Shown {
  title: string;
  body?: string;
  tag?: string;
  onclick: (() => void) | null;
}
const shown: Shown[] = [];
class RecordingNotification {
  static permission: NotificationPermission = "granted";
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push(Object.assign(this, { title, body: options?.body, tag: options?.tag }));
  }
  close(): void {}
}

beforeAll(() => {
  sim.server.listen();
  configureApi({ baseUrl: TEST_BASE_URL, apiKey: demoKey("owner").key });
  Object.assign(window, { Notification: RecordingNotification });
});
afterAll(() => sim.server.close());

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
});
afterEach(() => {
  resetSessions(client);
  client.clear();
  localStorage.clear();
  reads.length = 0;
  shown.length = 0;
  sim.reset();
});

const path = (id: string, events = false) => `/v3/organizations/org_demo/sessions/${id}${events ? "/events" : ""}`;
const count = (p: string) => reads.filter((r) => r === p).length;

describe("NotificationsWatcher against the simulator", () => {
  it("reads a watched finished session once and never polls it; keeps one feed for a running one", async () => {
    watch("org_demo", "ses_done_success");
    watch("org_demo", "ses_live_stream");
    const view = renderInApp(<NotificationsWatcher orgId="org_demo" />, { queryClient: client });
    await waitFor(() => expect(count(path("ses_live_stream", true))).toBeGreaterThan(0));
    await waitFor(() => expect(client.getQueryData(sessionKeys.detail("org_demo", "ses_done_success"))).toBeDefined());
    expect(count(path("ses_done_success"))).toBe(1);
    expect(count(path("ses_done_success", true))).toBe(0);
    expect(count(path("ses_live_stream"))).toBe(1);
    expect(shown).toEqual([]);
    view.unmount();
  });

  it("reads again after a connection change empties the cache", async () => {
    watch("org_demo", "ses_done_success");
    const view = renderInApp(<NotificationsWatcher orgId="org_demo" />, { queryClient: client });
    const key = sessionKeys.detail("org_demo", "ses_done_success");
    await waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    // What main.tsx does on a key switch.
    connectionStore.connect({ mode: "live", baseUrl: TEST_BASE_URL, apiKey: demoKey("admin").key, remember: false });
    client.clear();
    await waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(count(path("ses_done_success"))).toBe(2);
    expect(count(path("ses_done_success", true))).toBe(0);
    view.unmount();
    connectionStore.disconnect();
    configureApi({ baseUrl: TEST_BASE_URL, apiKey: demoKey("owner").key });
  });

  it("announces the end of a watched running session once, with the title badge", async () => {
    watch("org_demo", "ses_live_stream");
    const view = renderInApp(<NotificationsWatcher orgId="org_demo" />, { queryClient: client });
    const key = sessionKeys.detail("org_demo", "ses_live_stream");
    await waitFor(() => expect(client.getQueryData<Session>(key)?.status).toBe("running"));
    const running = client.getQueryData<Session>(key) as Session;
    // What the feed's snapshot merge writes when the session ends.
    const ended: Session = { ...running, status: "exit", outcome: "success", finished_at: "2026-11-22T09:03:00.000Z" };
    client.setQueryData(key, ended);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: `Finished: ${running.title}`,
      body: "Finished with success.",
      tag: "session-control:org_demo:ses_live_stream:finished:2026-11-22T09:03:00.000Z",
    });
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    expect(readUnseen("org_demo").map((a) => a.sessionId)).toEqual(["ses_live_stream"]);
    // The same snapshot again (every page repeats it) is no second alert.
    // act() lets the watcher's observer and effects run to the end before counting.
    await act(async () => {
      client.setQueryData(key, { ...ended, cost_usd: 1 });
    });
    expect(shown).toHaveLength(1);
    // Its click opens the session.
    shown[0]?.onclick?.();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/o/org_demo/sessions/ses_live_stream"));
    view.unmount();
    await waitFor(() => expect(document.title).not.toMatch(/^\(/));
  });
});
