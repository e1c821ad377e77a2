import { describe, expect, it, vi } from "vitest";
import {
  addRecent,
  clearRecent,
  RECENT_SESSIONS_CAP,
  readRecent,
  removeRecent,
  subscribeRecent,
} from "./recent-sessions-storage";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: data,
  };
}

describe("recent sessions", () => {
  it("keeps the newest 20 per organization without duplicates", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 25; i++) addRecent({ orgId: "a", sessionId: `s${i}`, title: `T${i}`, openedAt: i }, storage);
    addRecent({ orgId: "b", sessionId: "x", title: "other org", openedAt: 1 }, storage);
    addRecent({ orgId: "a", sessionId: "s10", title: "T10 again", openedAt: 100 }, storage);
    const items = readRecent("a", storage);
    expect(items).toHaveLength(RECENT_SESSIONS_CAP);
    expect(items[0]).toMatchObject({ sessionId: "s10", title: "T10 again" });
    expect(new Set(items.map((i) => i.sessionId)).size).toBe(items.length);
    expect(readRecent("b", storage)).toHaveLength(1);
  });

  it("removes and clears, and notifies subscribers", () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const off = subscribeRecent(listener);
    addRecent({ orgId: "a", sessionId: "s1", title: "one", openedAt: 1 }, storage);
    addRecent({ orgId: "a", sessionId: "s2", title: "two", openedAt: 2 }, storage);
    removeRecent("a", "s1", storage);
    expect(readRecent("a", storage).map((i) => i.sessionId)).toEqual(["s2"]);
    clearRecent("a", storage);
    expect(readRecent("a", storage)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    off();
  });

  it("ignores corrupt or foreign data and stores only ids, titles and times", () => {
    const storage = memoryStorage();
    storage.setItem("session-control:recent-sessions", "{not json");
    expect(readRecent("a", storage)).toEqual([]);
    storage.setItem("session-control:recent-sessions", JSON.stringify([{ orgId: "a" }, 3]));
    expect(readRecent("a", storage)).toEqual([]);
    addRecent({ orgId: "a", sessionId: "s1", title: "x".repeat(500), openedAt: 1 }, storage);
    const stored = JSON.parse(storage.raw.get("session-control:recent-sessions") ?? "[]");
    expect(Object.keys(stored[0]).sort()).toEqual(["openedAt", "orgId", "sessionId", "title"]);
    expect(stored[0].title.length).toBe(200);
  });
});
