import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { fileDiffOf } from "../diff/file-diff";
import { diffEvents } from "../diff/test-events";
import { diffFoldOf } from "../timeline-model/diff-fold";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { pairFiles, type SideFile, sideFilesOf } from "./compare-files";

function sideOf(events: readonly SessionEvent[]): SideFile[] {
  const entries = new TimelineEntries();
  entries.merge(events);
  const fold = diffFoldOf(entries.view());
  return sideFilesOf(
    fold
      .paths()
      .flatMap((path) => fold.rebuild(path) ?? [])
      .map(fileDiffOf),
  );
}

const file = (path: string, adds = 1, dels = 0, why: string | null = null, text: string | null = "x"): SideFile => ({
  path,
  adds,
  dels,
  partial: why === null ? null : { why, step: null },
  text: why === null ? text : null,
});

describe("pairFiles", () => {
  it("pairs by path: changed in both first, then only in A, then only in B, by path within each", () => {
    const pairs = pairFiles(
      [file("src/z.ts"), file("src/shared.ts", 2, 1), file("src/a-only.ts")],
      [file("src/b-only.ts"), file("src/shared.ts", 5, 3), file("docs/b.md")],
    );
    expect(pairs.pairs.map((pair) => [pair.place, pair.path])).toEqual([
      ["both", "src/shared.ts"],
      ["a", "src/a-only.ts"],
      ["a", "src/z.ts"],
      ["b", "docs/b.md"],
      ["b", "src/b-only.ts"],
    ]);
    expect([pairs.both, pairs.onlyA, pairs.onlyB]).toEqual([1, 2, 2]);
    const shared = pairs.pairs[0];
    expect([shared?.a?.adds, shared?.a?.dels, shared?.b?.adds, shared?.b?.dels]).toEqual([2, 1, 5, 3]);
    expect(pairs.a).toEqual({ files: 3, adds: 4, dels: 1, partial: 0 });
    expect(pairs.b).toEqual({ files: 3, adds: 7, dels: 3, partial: 0 });
  });

  it("says two files ended the same only when both are fully shown", () => {
    const pairs = pairFiles(
      [file("same.ts", 1, 0, null, "one\n"), file("other.ts", 1, 0, null, "a\n"), file("cut.ts", 1, 0, "why")],
      [file("same.ts", 1, 0, null, "one\n"), file("other.ts", 1, 0, null, "b\n"), file("cut.ts")],
    );
    const same = Object.fromEntries(pairs.pairs.map((pair) => [pair.path, pair.same]));
    expect(same).toEqual({ "same.ts": true, "other.ts": false, "cut.ts": null });
    expect(pairs.a.partial).toBe(1);
  });

  it("keeps every file of both sides exactly once, whatever the overlap", () => {
    const paths = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 6 });
    fc.assert(
      fc.property(paths, paths, (a, b) => {
        const pairs = pairFiles(
          a.map((p) => file(p)),
          b.map((p) => file(p)),
        );
        expect(pairs.pairs.map((pair) => pair.path).sort()).toEqual([...new Set([...a, ...b])].sort());
        expect(pairs.both).toBe(a.filter((p) => b.includes(p)).length);
        expect(pairs.both + pairs.onlyA).toBe(a.length);
        expect(pairs.both + pairs.onlyB).toBe(b.length);
      }),
    );
  });
});

describe("sideFilesOf", () => {
  it("counts each rebuilt file's lines and gives why a file is not fully shown", () => {
    const { call } = diffEvents();
    const side = sideOf([
      ...call("c", "create_file", { path: "new.ts", content: "one\ntwo\n" }),
      ...call("e", "edit_file", { path: "new.ts", old_string: "two", new_string: "2\nthree" }),
      ...call("p", "edit_file", { path: "old.ts", old_string: "x = 1", new_string: "x = 2" }),
      ...call("s", "bash", { command: "sed -i 's/a/b/' shelled.ts" }),
      ...call("w", "edit_file", { path: "shelled.ts", old_string: "a", new_string: "b" }),
    ]);
    expect(side).toEqual([
      { path: "new.ts", adds: 3, dels: 0, partial: null, text: "one\n2\nthree\n" },
      {
        path: "old.ts",
        adds: 1,
        dels: 1,
        partial: { why: "only the edited places are known, not the whole file", step: null },
        text: null,
      },
      {
        path: "shelled.ts",
        adds: 1,
        dels: 1,
        partial: { why: "also changed by a shell command", step: "s-use" },
        text: null,
      },
    ]);
  });
});
