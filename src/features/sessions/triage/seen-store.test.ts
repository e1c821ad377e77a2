import { describe, expect, it } from "vitest";
import { markSeen, readSeen, SEEN_CAP } from "./seen-store";

function memory(): Pick<Storage, "getItem" | "setItem"> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("seen store", () => {
  it("keeps the latest mark per session and organization, bounded", () => {
    const storage = memory();
    markSeen("org_a", "ses_1", "exit|success|t", 10, storage);
    markSeen("org_a", "ses_1", "exit|failure|t", 20, storage);
    markSeen("org_b", "ses_1", "x", 5, storage);
    expect(readSeen("org_a", storage).get("ses_1")).toEqual({ fp: "exit|failure|t", at: 20 });
    expect(readSeen("org_b", storage).get("ses_1")).toEqual({ fp: "x", at: 5 });
    for (let i = 0; i < SEEN_CAP + 5; i += 1) markSeen("org_a", `ses_x${i}`, "f", 100 + i, storage);
    const marks = readSeen("org_a", storage);
    expect(marks.size).toBe(SEEN_CAP);
    expect(marks.has("ses_1")).toBe(false);
  });

  it("reads a damaged store as empty", () => {
    const storage = memory();
    storage.setItem("session-control:triage-seen", "{not json");
    expect(readSeen("org_a", storage).size).toBe(0);
    storage.setItem("session-control:triage-seen", JSON.stringify({ org_a: { ses_1: ["fp", "late"] } }));
    expect(readSeen("org_a", storage).size).toBe(0);
  });
});
