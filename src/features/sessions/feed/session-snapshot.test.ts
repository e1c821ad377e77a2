import { describe, expect, it } from "vitest";
import { makeSession } from "./fake-feed.test-util";
import { mergeSessionSnapshot } from "./session-snapshot";

describe("mergeSessionSnapshot", () => {
  it("updates live fields and keeps single-retrieval-only ones", () => {
    const detail = {
      ...makeSession("running"),
      target: { kind: "cloud" },
      machine: { id: "m", name: "build-fleet", state: "waiting", queue_position: 2 },
      repos: ["acme/api"],
      change_requests: [{ url: "https://example.test/pr/1", status: "active" }],
      title: "old title",
    };
    const snapshot = { ...makeSession("exit"), title: "new title", duration_ms: 42 };
    const merged = mergeSessionSnapshot(detail, snapshot);
    expect(merged).toMatchObject({ status: "exit", title: "new title", duration_ms: 42 });
    expect(merged?.target).toEqual(detail.target);
    expect(merged?.machine).toEqual(detail.machine);
    expect(merged?.repos).toEqual(detail.repos);
    expect(merged?.change_requests).toEqual(detail.change_requests);
  });

  it("returns the current detail itself when the snapshot changes nothing", () => {
    const detail = { ...makeSession("exit"), target: { kind: "cloud" }, repos: ["acme/api"] };
    const snapshot = { ...makeSession("exit") };
    expect(mergeSessionSnapshot(detail, snapshot)).toBe(detail);
    const grown = { ...snapshot, usage: { ...snapshot.usage, total_tokens: 7 } };
    const merged = mergeSessionSnapshot(detail, grown);
    expect(merged).not.toBe(detail);
    expect(merged?.usage.total_tokens).toBe(7);
    expect(merged?.repos).toEqual(["acme/api"]);
  });

  it("does not create a detail entry from a partial snapshot", () => {
    expect(mergeSessionSnapshot(undefined, makeSession("running"))).toBeUndefined();
  });
});
