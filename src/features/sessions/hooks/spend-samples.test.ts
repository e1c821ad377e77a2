import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "@/api/types";
import { resetSessions } from "../feed/reset-sessions";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { registryPerClient } from "./bounded-registry";
import { getSpendSamples } from "./spend-samples";

const at = (maxSeq: number, phase = "live") =>
  ({ status: { phase, history: null }, entries: { maxSeq } }) as unknown as SessionFeedSnapshot;
const costing = (cost_usd: number) => ({ session_id: "s", cost_usd }) as Session;

describe("spend samples", () => {
  it("belong to one QueryClient and are emptied with its sessions", () => {
    const client = new QueryClient();
    const other = new QueryClient();
    getSpendSamples(client).note("o", "s", at(3), costing(0.5));
    expect(getSpendSamples(client).samplesOf("o", "s")).toEqual([{ seq: 3, cost: 0.5 }]);
    expect(getSpendSamples(other).samplesOf("o", "s")).toEqual([]);
    resetSessions(client);
    expect(getSpendSamples(client).samplesOf("o", "s")).toEqual([]);
  });

  it("tell their readers of a new reading only, and keep the same array otherwise", () => {
    const spend = getSpendSamples(new QueryClient());
    const listener = vi.fn();
    spend.subscribe(listener);
    spend.note("o", "s", at(3, "catching_up"), costing(0.5));
    expect(listener).not.toHaveBeenCalled();
    spend.note("o", "s", at(3), costing(0.5));
    const first = spend.samplesOf("o", "s");
    spend.note("o", "s", at(3), costing(0.5));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(spend.samplesOf("o", "s")).toBe(first);
  });
});

describe("registryPerClient", () => {
  it("gives each QueryClient its own values, dropped on its reset", () => {
    const registryOf = registryPerClient(4, () => ({ n: 0 }));
    const client = new QueryClient();
    registryOf(client).get("k").n = 7;
    expect(registryOf(client).get("k").n).toBe(7);
    expect(registryOf(new QueryClient()).get("k").n).toBe(0);
    resetSessions(client);
    expect(registryOf(client).peek("k")).toBeUndefined();
  });
});
