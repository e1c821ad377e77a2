import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { getOutboxes } from "../outbox/outboxes-of-client";
import { resetSessions } from "./reset-sessions";
import { getSessionFeeds } from "./session-feeds-of-client";

describe("resetSessions", () => {
  it("resets the feeds and the outboxes made for that client, and only those", () => {
    const client = new QueryClient();
    const other = new QueryClient();
    const feeds = vi.spyOn(getSessionFeeds(client), "reset");
    const outboxes = vi.spyOn(getOutboxes(client), "reset");
    const otherFeeds = vi.spyOn(getSessionFeeds(other), "reset");
    resetSessions(client);
    expect(feeds).toHaveBeenCalledTimes(1);
    expect(outboxes).toHaveBeenCalledTimes(1);
    expect(otherFeeds).not.toHaveBeenCalled();
  });

  it("is a no-op before any session page made them", () => {
    expect(() => resetSessions(new QueryClient())).not.toThrow();
  });
});
