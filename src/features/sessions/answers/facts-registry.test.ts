import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { makeSession } from "../components/test-utils";
import { resetSessions } from "../feed/reset-sessions";
import { TimelineFacts } from "../timeline-model/changes";
import { getFactsRegistry } from "./facts-registry";

const session = (cost: number) => makeSession({ session_id: "s1", status: "running", cost_usd: cost });
const factsAt = (lastEventAt: number) => ({ ...new TimelineFacts().facts(), lastEventAt });

describe("facts registry", () => {
  it("belongs to its QueryClient and is emptied with the sessions", () => {
    const client = new QueryClient();
    const registry = getFactsRegistry(client);
    expect(getFactsRegistry(client)).toBe(registry);
    expect(getFactsRegistry(new QueryClient())).not.toBe(registry);
    registry.noteSpend("o", "s1", session(1), factsAt(10));
    expect(registry.usageRose("o", "s1", session(2), factsAt(10))).toBe(true);
    resetSessions(client);
    expect(registry.usageRose("o", "s1", session(2), factsAt(10))).toBe(false);
  });

  it("reads a rise of spend without changing what it read, and notes spend once per newest event", () => {
    const registry = getFactsRegistry(new QueryClient());
    // Nothing noted yet: reading twice is still no rise (a read notes nothing).
    expect(registry.usageRose("o", "s1", session(1), factsAt(10))).toBe(false);
    expect(registry.usageRose("o", "s1", session(2), factsAt(10))).toBe(false);
    registry.noteSpend("o", "s1", session(1), factsAt(10));
    registry.noteSpend("o", "s1", session(2), factsAt(10));
    expect(registry.usageRose("o", "s1", session(1), factsAt(10))).toBe(false);
    expect(registry.usageRose("o", "s1", session(2), factsAt(10))).toBe(true);
    // A newer event: the old note no longer counts until the spend at the new event is noted.
    expect(registry.usageRose("o", "s1", session(3), factsAt(20))).toBe(false);
    registry.noteSpend("o", "s1", session(3), factsAt(20));
    expect(registry.usageRose("o", "s1", session(3), factsAt(20))).toBe(false);
    expect(registry.usageRose("o", "s1", session(4), factsAt(20))).toBe(true);
  });
});
