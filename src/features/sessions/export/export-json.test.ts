import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { makeSession } from "../components/test-utils";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { buildSessionJson, SESSION_EXPORT_FORMAT } from "./export-json";
import { importSessionExport } from "./export-json-reader";

const AT = new Date("2026-11-22T09:00:00Z");

function ev(seq: number, id: string, type = "assistant", text: string | null = `v${seq}`): SessionEvent {
  return { seq, id, type, text, data: null, created_at: "2026-11-21T07:00:00Z" };
}

function exportOf(store: TimelineEntries) {
  return buildSessionJson({ session: makeSession(), entries: store.view(), exportedAt: AT });
}

describe("buildSessionJson", () => {
  it("writes the snapshot and every event at its latest version, in timeline order, with its first seq", () => {
    const store = new TimelineEntries();
    store.merge([ev(0, "a", "assistant", "He"), ev(1, "b", "status", null)]);
    store.merge([ev(2, "a", "assistant", "Hello"), ev(3, "c", "tool_use", null)]);
    const doc = JSON.parse(exportOf(store));
    expect(doc.format).toBe(SESSION_EXPORT_FORMAT);
    expect(doc.version).toBe(1);
    expect(doc.exported_at).toBe("2026-11-22T09:00:00.000Z");
    expect(doc.max_seq).toBe(3);
    expect(doc.event_count).toBe(3);
    expect(doc.session).toEqual(makeSession());
    expect(doc.entries).toEqual([
      { first_seq: 0, event: ev(2, "a", "assistant", "Hello") },
      { first_seq: 1, event: ev(1, "b", "status", null) },
      { first_seq: 3, event: ev(3, "c", "tool_use", null) },
    ]);
  });

  it("writes one entry per line and a valid document when there are no events", () => {
    const store = new TimelineEntries();
    expect(JSON.parse(exportOf(store)).entries).toEqual([]);
    store.merge([ev(0, "a"), ev(1, "b")]);
    const lines = exportOf(store).split("\n");
    expect(lines.filter((line) => line.trimStart().startsWith('{"first_seq":'))).toHaveLength(2);
  });
});

describe("importSessionExport", () => {
  it("gives back exactly the store's entries after any delivery of the pages (re-import = final state)", () => {
    // Versions of five ids with growing text; delivered as pages in any order, some twice.
    const versions = fc
      .array(fc.constantFrom("a", "b", "c", "d", "e"), { minLength: 1, maxLength: 40 })
      .map((ids) => ids.map((id, seq) => ev(seq, id, seq % 3 === 0 ? "reasoning" : "assistant", `${id}@${seq}`)));
    fc.assert(
      fc.property(
        versions.chain((all) => fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length })),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (delivered, pageSize, repeats) => {
          const store = new TimelineEntries();
          for (let i = 0; i < delivered.length; i += pageSize) store.merge(delivered.slice(i, i + pageSize));
          for (const r of repeats)
            store.merge(delivered.slice(r % delivered.length, (r % delivered.length) + pageSize));
          const imported = importSessionExport(exportOf(store));
          if (!imported.ok) throw new Error(imported.error);
          expect(imported.entries).toEqual(store.view().list.toArray());
          expect(imported.export.session).toEqual(makeSession());
          expect(imported.export.max_seq).toBe(store.maxSeq);
        },
      ),
    );
  });

  it("refuses what is not a complete, ordered session export", () => {
    expect(importSessionExport("{")).toEqual({ ok: false, error: "Not JSON." });
    expect(importSessionExport(JSON.stringify({ format: "other" }))).toMatchObject({ ok: false });
    const store = new TimelineEntries();
    store.merge([ev(0, "a"), ev(1, "b")]);
    const doc = JSON.parse(exportOf(store));
    expect(importSessionExport(JSON.stringify({ ...doc, event_count: 3 }))).toEqual({
      ok: false,
      error: "The file is incomplete.",
    });
    const swapped = { ...doc, entries: [doc.entries[1], doc.entries[0]] };
    expect(importSessionExport(JSON.stringify(swapped))).toEqual({ ok: false, error: "Entries are out of order." });
  });
});
