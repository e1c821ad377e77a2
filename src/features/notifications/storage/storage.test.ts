// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearUnseen, FIRED_CAP, readUnseen, recordAlert, subscribeAlerts, type UnseenAlert } from "./alert-log";
import {
  clearWatched,
  isWatched,
  readWatched,
  readWatchedRaw,
  subscribeWatched,
  unwatch,
  WATCH_LIST_CAP,
  watch,
} from "./watch-list";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: data,
  };
}

const alert = (sessionId: string, tag: string, at: number): UnseenAlert => ({ sessionId, kind: "finished", tag, at });

afterEach(() => localStorage.clear());

describe("watch list", () => {
  it("keeps ids per organization, once each, and stores nothing but ids", () => {
    const storage = memoryStorage();
    watch("org_a", "ses_1", storage);
    watch("org_a", "ses_2", storage);
    watch("org_a", "ses_1", storage);
    watch("org_b", "ses_9", storage);
    expect(readWatched("org_a", storage)).toEqual(["ses_2", "ses_1"]);
    expect(readWatched("org_b", storage)).toEqual(["ses_9"]);
    expect(readWatched("org_c", storage)).toEqual([]);
    expect(isWatched("org_a", "ses_2", storage)).toBe(true);
    expect(isWatched("org_b", "ses_2", storage)).toBe(false);
    expect(JSON.parse(storage.raw.get("session-control:notify-sessions") ?? "")).toEqual({
      org_a: ["ses_2", "ses_1"],
      org_b: ["ses_9"],
    });
  });

  it("removes one, clears an organization, and drops the oldest past the cap", () => {
    const storage = memoryStorage();
    for (let i = 0; i <= WATCH_LIST_CAP; i++) watch("org_a", `ses_${i}`, storage);
    expect(readWatched("org_a", storage)).toHaveLength(WATCH_LIST_CAP);
    expect(isWatched("org_a", "ses_0", storage)).toBe(false);
    expect(isWatched("org_a", `ses_${WATCH_LIST_CAP}`, storage)).toBe(true);
    unwatch("org_a", "ses_5", storage);
    expect(isWatched("org_a", "ses_5", storage)).toBe(false);
    watch("org_b", "x", storage);
    clearWatched("org_a", storage);
    expect(readWatched("org_a", storage)).toEqual([]);
    expect(readWatched("org_b", storage)).toEqual(["x"]);
  });

  it("reads a corrupt or foreign entry as empty and ignores bad ids", () => {
    expect(readWatched("org_a", memoryStorage({ "session-control:notify-sessions": "{nope" }))).toEqual([]);
    expect(readWatched("org_a", memoryStorage({ "session-control:notify-sessions": "[1,2]" }))).toEqual([]);
    const mixed = memoryStorage({
      "session-control:notify-sessions": JSON.stringify({ org_a: ["ok", 3, "", "ok", "x".repeat(201)], org_b: "no" }),
    });
    expect(readWatched("org_a", mixed)).toEqual(["ok"]);
    expect(readWatched("org_b", mixed)).toEqual([]);
    const storage = memoryStorage();
    watch("org_a", "", storage);
    expect(readWatched("org_a", storage)).toEqual([]);
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => watch("org_a", "ses_1", broken)).not.toThrow();
    expect(readWatched("org_a", broken)).toEqual([]);
    expect(readWatchedRaw(broken)).toBe("");
  });

  it("tells subscribers about writes here and in other tabs", () => {
    const listener = vi.fn();
    const off = subscribeWatched(listener);
    watch("org_a", "ses_1");
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: "session-control:notify-sessions" }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    watch("org_a", "ses_2");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("alert log", () => {
  it("announces a tag once, across callers", () => {
    const storage = memoryStorage();
    expect(recordAlert("org_a", alert("ses_1", "t1", 1), { unseen: true }, storage)).toBe(true);
    expect(recordAlert("org_a", alert("ses_1", "t1", 2), { unseen: true }, storage)).toBe(false);
    expect(readUnseen("org_a", storage)).toEqual([alert("ses_1", "t1", 1)]);
    // Another organization has its own log.
    expect(recordAlert("org_b", alert("ses_1", "t1", 3), { unseen: true }, storage)).toBe(true);
  });

  it("records a suppressed alert as announced without making it unseen", () => {
    const storage = memoryStorage();
    expect(recordAlert("org_a", alert("ses_1", "t1", 1), { unseen: false }, storage)).toBe(true);
    expect(readUnseen("org_a", storage)).toEqual([]);
    expect(recordAlert("org_a", alert("ses_1", "t1", 2), { unseen: true }, storage)).toBe(false);
  });

  it("lists unseen alerts newest first and clears by session or all", () => {
    const storage = memoryStorage();
    recordAlert("org_a", alert("ses_1", "t1", 1), { unseen: true }, storage);
    recordAlert("org_a", alert("ses_2", "t2", 3), { unseen: true }, storage);
    recordAlert("org_a", alert("ses_1", "t3", 2), { unseen: true }, storage);
    expect(readUnseen("org_a", storage).map((a) => a.tag)).toEqual(["t2", "t3", "t1"]);
    clearUnseen("org_a", "ses_1", storage);
    expect(readUnseen("org_a", storage).map((a) => a.tag)).toEqual(["t2"]);
    clearUnseen("org_a", null, storage);
    expect(readUnseen("org_a", storage)).toEqual([]);
    // Cleared alerts stay announced: the same end never comes back.
    expect(recordAlert("org_a", alert("ses_1", "t1", 9), { unseen: true }, storage)).toBe(false);
  });

  it("forgets the oldest tags past the cap", () => {
    const storage = memoryStorage();
    for (let i = 0; i <= FIRED_CAP; i++) recordAlert("org_a", alert("s", `t${i}`, i), { unseen: false }, storage);
    expect(recordAlert("org_a", alert("s", "t0", 0), { unseen: false }, storage)).toBe(true);
    expect(recordAlert("org_a", alert("s", `t${FIRED_CAP}`, 0), { unseen: false }, storage)).toBe(false);
  });

  it("writes nothing when viewing a session with nothing unseen", () => {
    recordAlert("org_a", alert("ses_1", "t1", 1), { unseen: true });
    const listener = vi.fn();
    const off = subscribeAlerts(listener);
    clearUnseen("org_a", "ses_other");
    clearUnseen("org_nobody", null);
    expect(listener).not.toHaveBeenCalled();
    clearUnseen("org_a", "ses_1");
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it("drops malformed entries", () => {
    const storage = memoryStorage({
      "session-control:notify-alerts": JSON.stringify({
        org_a: {
          unseen: [alert("s", "t", 1), { sessionId: "s", kind: "boom", tag: "x", at: 1 }, null],
          fired: [1, "t"],
        },
      }),
    });
    expect(readUnseen("org_a", storage)).toEqual([alert("s", "t", 1)]);
    expect(recordAlert("org_a", alert("s", "t", 2), { unseen: true }, storage)).toBe(false);
  });
});
