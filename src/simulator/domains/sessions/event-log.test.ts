import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EventLog } from "./event-log.ts";
import { historicEvents } from "./historic.ts";
import { truncateUtf8 } from "./state.ts";

const ev = (id: string, text: string) => ({
  id,
  type: "assistant" as const,
  text,
  data: null,
  created_at: "2026-11-22T09:00:00.000Z",
});

describe("EventLog", () => {
  it("keeps only the latest version of a streamed id, at a higher seq", () => {
    const log = new EventLog();
    log.append(ev("a", "Hel"));
    log.append(ev("b", "tool"));
    log.append(ev("a", "Hello"));
    const page = log.page(-1, 10, () => true);
    expect(page.items.map((e) => [e.id, e.seq, e.text])).toEqual([
      ["b", 1, "tool"],
      ["a", 2, "Hello"],
    ]);
    expect(page.nextSeq).toBe(2);
  });

  it("moves the cursor past events the reader may not see", () => {
    const log = new EventLog();
    log.append(ev("a", "x"));
    log.append({ ...ev("d", "diag"), type: "diagnostic" });
    const page = log.page(0, 10, (e) => e.type !== "diagnostic");
    expect(page).toEqual({ items: [], nextSeq: 1 });
  });

  it("continues generated history with appended events", () => {
    const log = new EventLog(historicEvents("s", 100_000, 0, 1_000_000, "exit"));
    const appended = log.append(ev("new", "continuation"));
    expect(appended.seq).toBe(100_000);
    expect(log.get(99_999)?.type).toBe("status");
    expect(log.page(99_998, 5, () => true).items.map((e) => e.seq)).toEqual([99_999, 100_000]);
  });
});

describe("truncateUtf8", () => {
  it("never exceeds the limit, never splits a character, and reports the full length", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), fc.integer({ min: 0, max: 400 }), (text, max) => {
        const result = truncateUtf8(text, max);
        const full = new TextEncoder().encode(text).byteLength;
        expect(result.bytes).toBe(full);
        expect(new TextEncoder().encode(result.text).byteLength).toBeLessThanOrEqual(max);
        expect(text.startsWith(result.text)).toBe(true);
        expect(result.truncated).toBe(full > max);
      }),
    );
  });
});
