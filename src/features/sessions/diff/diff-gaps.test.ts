import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { diffFoldOf } from "../timeline-model/diff-fold";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { fileDiffOf, sessionPatch } from "./file-diff";
import { diffEvents } from "./test-events";

/** The Diff's "not fully shown" marks that the property tests (diff-fold.test.ts) do not reach. */
function foldOf(events: readonly SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  return diffFoldOf(entries.view());
}

describe("what the Diff cannot show", () => {
  it("marks a file whose edit arrived cut short, and applies nothing after it", () => {
    const { use, result } = diffEvents();
    const fold = foldOf([
      use("c", "create_file", { path: "a.ts", content: "one\ntwo\n" }),
      result("c"),
      use("cut", "edit_file", { path: "a.ts", old_string: "one", new_string: "uno" }, true),
      result("cut"),
      use("after", "edit_file", { path: "a.ts", old_string: "two", new_string: "dos" }),
      result("after"),
    ]);
    const rebuild = fold.rebuild("a.ts");
    expect(rebuild?.gaps).toEqual([expect.objectContaining({ reason: "cut", ref: "cut-use" })]);
    expect(rebuild?.pieces[0]?.text).toBe("one\ntwo\n");
    const diff = fileDiffOf(rebuild as NonNullable<typeof rebuild>);
    expect(diff.complete).toBe(false);
    expect(sessionPatch([diff]).leftOut).toEqual([
      { path: "a.ts", why: "a tool call's input was cut short (step cut-use)" },
    ]);
  });

  it("lists a file tool call whose input the key cannot see apart, with no file guessed for it", () => {
    const { use, result } = diffEvents();
    const fold = foldOf([use("h1", "edit_file", undefined), result("h1"), use("h2", "write_file", null), result("h2")]);
    expect(fold.paths()).toEqual([]);
    expect(fold.hidden().map((op) => op.ref)).toEqual(["h1-use", "h2-use"]);
  });

  it("marks an edit input it cannot read instead of reading it some other way", () => {
    const { use, result } = diffEvents();
    const fold = foldOf([
      use("c", "create_file", { path: "b.ts", content: "x\n" }),
      result("c"),
      use("odd", "edit_file", { path: "b.ts", edits: [{ old_string: "x" }] }),
      result("odd"),
    ]);
    expect(fold.rebuild("b.ts")?.gaps).toEqual([expect.objectContaining({ reason: "unreadable", ref: "odd-use" })]);
    expect(fold.rebuild("b.ts")?.pieces[0]?.text).toBe("x\n");
  });
});
