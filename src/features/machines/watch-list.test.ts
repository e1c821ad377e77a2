import { describe, expect, it, vi } from "vitest";
import { sameMachineName, validateMachineName } from "@/api/machine-name";
import {
  addName,
  moveName,
  parseWatchList,
  readWatchList,
  removeName,
  subscribeWatchList,
  WATCH_LIST_MAX,
  writeWatchList,
} from "./watch-list";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("validateMachineName", () => {
  it("accepts 1 and 63 characters, refuses empty, blank and 64", () => {
    expect(validateMachineName("b")).toBeNull();
    expect(validateMachineName("a".repeat(63))).toBeNull();
    expect(validateMachineName("a".repeat(64))).toBe(
      "A Machine name or id has at most 63 characters (this one has 64).",
    );
    expect(validateMachineName("")).toBe("Enter a Machine name or id.");
    expect(validateMachineName("   ")).toBe("Enter a Machine name or id.");
  });

  it("counts characters, not UTF-16 units or bytes, and ignores surrounding spaces", () => {
    expect(validateMachineName("🚀".repeat(63))).toBeNull();
    expect(validateMachineName("🚀".repeat(64))).not.toBeNull();
    expect(validateMachineName(`  ${"a".repeat(63)}  `)).toBeNull();
  });

  it("compares names case-insensitively", () => {
    expect(sameMachineName("GPU-Pool", "gpu-pool")).toBe(true);
    expect(sameMachineName("gpu-pool", "gpu-pool2")).toBe(false);
  });
});

describe("watch list operations", () => {
  it("adds a trimmed name at the end", () => {
    expect(addName(["build-fleet"], "  gpu-pool ")).toEqual({ ok: true, names: ["build-fleet", "gpu-pool"] });
  });

  it("refuses a name already there in any case, naming the one kept", () => {
    expect(addName(["gpu-pool"], "GPU-POOL")).toEqual({ ok: false, reason: "gpu-pool is already on the watch list." });
  });

  it("refuses an invalid name before anything else", () => {
    expect(addName([], "x".repeat(64))).toMatchObject({ ok: false, reason: expect.stringContaining("63") });
    expect(addName([], " ")).toEqual({ ok: false, reason: "Enter a Machine name or id." });
  });

  it(`holds at most ${WATCH_LIST_MAX} names`, () => {
    const full = Array.from({ length: WATCH_LIST_MAX }, (_, i) => `m-${i}`);
    expect(addName(full.slice(1), "new")).toMatchObject({ ok: true });
    expect(addName(full, "new")).toMatchObject({ ok: false, reason: expect.stringContaining("at most 50") });
  });

  it("removes case-insensitively and leaves the rest in order", () => {
    expect(removeName(["a", "B", "c"], "b")).toEqual(["a", "c"]);
    expect(removeName(["a"], "zzz")).toEqual(["a"]);
  });

  it("moves up and down, clamped at both ends", () => {
    const list = ["a", "b", "c"];
    expect(moveName(list, "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveName(list, "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveName(list, "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveName(list, "C", 5)).toEqual(["a", "b", "c"]);
    expect(moveName(list, "zzz", 1)).toEqual(["a", "b", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("watch list storage", () => {
  const KEY = "session-control:machine-watch:org_demo";

  it("round-trips names per organization", () => {
    const storage = memoryStorage();
    writeWatchList("org_demo", ["build-fleet", "gpu-pool"], storage);
    writeWatchList("org_lab", ["lab-runner"], storage);
    expect(readWatchList("org_demo", storage)).toEqual(["build-fleet", "gpu-pool"]);
    expect(readWatchList("org_lab", storage)).toEqual(["lab-runner"]);
    expect(storage.data.get(KEY)).toBe('["build-fleet","gpu-pool"]');
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", '{"names":["a"]}'],
    ["a number", "42"],
    ["null", "null"],
  ])("reads corrupt storage (%s) as an empty list", (_label, raw) => {
    expect(readWatchList("org_demo", memoryStorage({ [KEY]: raw }))).toEqual([]);
  });

  it("keeps only valid, distinct names from a damaged list", () => {
    const raw = JSON.stringify(["build-fleet", 7, null, "", "BUILD-FLEET", "x".repeat(64), " gpu-pool "]);
    expect(parseWatchList(raw)).toEqual(["build-fleet", "gpu-pool"]);
    const tooMany = JSON.stringify(Array.from({ length: WATCH_LIST_MAX + 5 }, (_, i) => `m-${i}`));
    expect(parseWatchList(tooMany)).toHaveLength(WATCH_LIST_MAX);
  });

  it("keeps the list in memory when storage refuses the write", () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    writeWatchList("org_quota", ["nightly"], throwing);
    expect(readWatchList("org_quota", throwing)).toEqual(["nightly"]);
  });

  it("tells subscribers about writes until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeWatchList(listener);
    writeWatchList("org_demo", ["a"], memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeWatchList("org_demo", ["b"], memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
