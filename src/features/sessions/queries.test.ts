import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createManualClock, demoKey } from "@/simulator";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import {
  modelsQueryOptions,
  sessionKeys,
  sessionMessagesQueryOptions,
  sessionQueryOptions,
  sessionsListQueryOptions,
  sharedLinksQueryOptions,
} from "./queries";

const test = createTestSimulator({
  clock: createManualClock(),
  seed: 1,
  rateLimit: { requests: 1_000_000, windowMs: 1000 },
});
let client: QueryClient;

beforeAll(() => {
  test.server.listen();
  configureApi({ baseUrl: TEST_BASE_URL, apiKey: demoKey("owner").key });
});
beforeEach(() => {
  test.sim.options().strictSpec = false;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterAll(() => test.server.close());

describe("sessionKeys", () => {
  it("nests every session read under ['org', orgId, 'sessions']", () => {
    const prefix = sessionKeys.all("o");
    for (const key of [
      sessionKeys.detail("o", "s"),
      sessionKeys.sharedLinks("o", "s"),
      sessionKeys.messages("o", "s"),
      sessionKeys.list("o", {}),
    ]) {
      expect(key.slice(0, 3)).toEqual([...prefix]);
    }
    expect(sessionKeys.sharedLinks("o", "s").slice(0, 5)).toEqual([...sessionKeys.detail("o", "s")]);
    expect(sessionKeys.list("o", { q: "  " })).toEqual(sessionKeys.list("o", {}));
    expect(sessionKeys.models()).toEqual(["models"]);
  });
});

describe("session queries against the simulator", () => {
  it("reads a session (also by its attempt UUID alias), its shared links and the models", async () => {
    const session = await client.fetchQuery(sessionQueryOptions("org_demo", "ses_done_success"));
    expect(session.session_id).toBe("ses_done_success");
    const alias = await client.fetchQuery(sessionQueryOptions("org_demo", "5e55a000-0000-4000-8000-000000000001"));
    expect(alias.session_id).toBe("ses_done_success");
    const links = await client.fetchQuery(sharedLinksQueryOptions("org_demo", "ses_done_success"));
    expect(Array.isArray(links.items)).toBe(true);
    const models = await client.fetchQuery(modelsQueryOptions());
    expect(models.items.length).toBeGreaterThan(0);
  });

  it("pages the optional session list and filters it", async () => {
    const data = await client.fetchInfiniteQuery(sessionsListQueryOptions("org_demo", { status: "running" }));
    const first = data.pages[0];
    expect(first?.unavailable).toBe(false);
    expect(first?.items.every((s) => s.status === "running")).toBe(true);
  });

  it("treats a strict service's 404 not_found on optional lists as unavailable, not an error", async () => {
    test.sim.options().strictSpec = true;
    const data = await client.fetchInfiniteQuery(sessionsListQueryOptions("org_demo"));
    expect(data.pages[0]).toMatchObject({ unavailable: true, items: [], has_next_page: false });
    const messages = await client.fetchQuery(sessionMessagesQueryOptions("org_demo", "ses_done_success"));
    expect(messages.unavailable).toBe(true);
  });

  it("still fails on a real 404", async () => {
    await expect(client.fetchQuery(sessionQueryOptions("org_demo", "ses_nope"))).rejects.toMatchObject({
      status: 404,
      code: "session_not_found",
    });
  });
});
