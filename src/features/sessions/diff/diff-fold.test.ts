import { applyPatch, parsePatch } from "diff";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { DiffFold, diffFoldOf } from "../timeline-model/diff-fold";
import { shellChangeOf } from "../timeline-model/diff-ops";
import { MAX_PIECES } from "../timeline-model/diff-rebuild";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { fileDiffOf, sessionPatch } from "./file-diff";
import { diffEvents } from "./test-events";

/** The shared builders (test-events.ts); a test that numbers from 0 again makes a fresh set. */
let made = diffEvents();
const fresh = () => {
  made = diffEvents();
};
const call = (id: string, tool: string, input: unknown, failed = false): SessionEvent[] =>
  made.call(id, tool, input, failed);

function foldOf(events: readonly SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  return diffFoldOf(entries.view());
}

/** A random session over a few files: creations, then edits whose old text is a real slice of the file. */
const LINE = fc.constantFrom("alpha", "beta", "gamma", "delta", "", "  return x;", "}");
const TEXT = fc.array(LINE, { maxLength: 8 }).map((lines) => lines.join("\n"));
const STEP = fc.record({ file: fc.nat(2), from: fc.nat(), length: fc.nat(20), next: TEXT, whole: fc.boolean() });

type StepInput = typeof STEP extends fc.Arbitrary<infer T> ? T : never;

interface Model {
  events: SessionEvent[];
  texts: Map<string, string>;
}

function sessionOf(initial: readonly string[], steps: readonly StepInput[]): Model {
  fresh();
  const events: SessionEvent[] = [];
  const texts = new Map<string, string>();
  initial.forEach((content, i) => {
    texts.set(`src/f${i}.ts`, content);
    events.push(...call(`c${i}`, "create_file", { path: `src/f${i}.ts`, content }));
  });
  steps.forEach((step, n) => {
    const path = `src/f${step.file % initial.length}.ts`;
    const text = texts.get(path) ?? "";
    if (step.whole) {
      texts.set(path, step.next);
      events.push(...call(`w${n}`, "write_file", { path, content: step.next }));
      return;
    }
    const from = text.length === 0 ? 0 : step.from % text.length;
    const old = text.slice(from, from + step.length);
    // Only edits a real agent could make: the old text occurs once (or the file is empty).
    if (old === "" ? text !== "" : text.indexOf(old) !== text.lastIndexOf(old)) return;
    texts.set(path, text.replace(old, step.next));
    events.push(...call(`e${n}`, "edit_file", { path, old_string: old, new_string: step.next }));
  });
  return { events, texts };
}

describe("DiffFold", () => {
  it("rebuilds every file, and its patch applied to the rebuilt base gives the final text", () => {
    fc.assert(
      fc.property(
        fc.array(TEXT, { minLength: 1, maxLength: 3 }),
        fc.array(STEP, { maxLength: 25 }),
        (initial, steps) => {
          const { events, texts } = sessionOf(initial, steps);
          const fold = foldOf(events);
          const diffs = fold
            .paths()
            .map((path) => fileDiffOf(fold.rebuild(path) as NonNullable<ReturnType<DiffFold["rebuild"]>>));
          for (const diff of diffs) {
            expect(diff.complete).toBe(true);
            expect(diff.rebuild.pieces[0]?.text).toBe(texts.get(diff.path));
          }
          const patch = sessionPatch(diffs);
          expect(patch.leftOut).toEqual([]);
          const patched = parsePatch(patch.text).filter((file) => file.hunks.length > 0);
          for (const file of patched) {
            const path = (file.newFileName ?? "").replace(/^b\//, "");
            expect(applyPatch("", file)).toBe(texts.get(path));
          }
          // Every file that ends with text is in the patch.
          expect(patched).toHaveLength([...texts.values()].filter((text) => text !== "").length);
        },
      ),
    );
  });

  it("marks an edit whose old text is missing at its step and never applies a guess", () => {
    fc.assert(
      fc.property(TEXT, fc.string({ minLength: 1, maxLength: 12 }), (content, missing) => {
        fc.pre(!content.includes(missing));
        fresh();
        const events = [
          ...call("c", "create_file", { path: "a.ts", content }),
          ...call("bad", "edit_file", { path: "a.ts", old_string: missing, new_string: "X" }),
        ];
        const rebuild = foldOf(events).rebuild("a.ts");
        expect(rebuild?.gaps).toEqual([expect.objectContaining({ reason: "mismatch", ref: "bad-use" })]);
        expect(rebuild?.pieces[0]?.text).toBe(content);
        expect(sessionPatch([fileDiffOf(rebuild as NonNullable<typeof rebuild>)]).leftOut).toHaveLength(1);
      }),
    );
  });

  it("keeps failed and pending edits out, pieces of edit-only files apart, and shell writes marked", () => {
    fresh();
    const events = [
      ...call("e1", "edit_file", { path: "src/a.ts", old_string: "x = 1", new_string: "x = 2" }),
      ...call("e2", "edit_file", { path: "src/a.ts", old_string: "nope", new_string: "never" }, true),
      ...call("e3", "edit_file", { path: "src/a.ts", old_string: "y = 1", new_string: "y = 3" }),
      ...call("sh", "bash", { command: "sed -i 's/a/b/' src/a.ts" }),
      made.use("e4", "edit_file", { path: "src/a.ts", old_string: "z", new_string: "w" }),
    ];
    const rebuild = foldOf(events).rebuild("src/a.ts");
    expect(rebuild?.whole).toBe(false);
    expect(rebuild?.pieces.map((piece) => [piece.base, piece.text])).toEqual([
      ["x = 1", "x = 2"],
      ["y = 1", "y = 3"],
    ]);
    expect([rebuild?.applied, rebuild?.failed, rebuild?.pending]).toEqual([2, 1, 1]);
    expect(rebuild?.gaps.map((gap) => [gap.reason, gap.ref])).toEqual([["shell", "sh-use"]]);
  });

  it("stops a file edited in more separate places than it rebuilds, and says so at that step", () => {
    fresh();
    const events = Array.from({ length: MAX_PIECES + 2 }, (_, n) =>
      call(`p${n}`, "edit_file", { path: "big.ts", old_string: `old place ${n};`, new_string: `new place ${n};` }),
    ).flat();
    const rebuild = foldOf(events).rebuild("big.ts");
    expect(rebuild?.pieces).toHaveLength(MAX_PIECES);
    expect(rebuild?.gaps).toEqual([expect.objectContaining({ reason: "too-many", ref: `p${MAX_PIECES}-use` })]);
  });

  it("reads which shell commands write which files", () => {
    fresh();
    const shell = (command: string) => shellChangeOf(call("s", "bash", { command })[0] as SessionEvent);
    expect(shell("npm test -- webhooks")).toBeNull();
    expect(shell("git commit -am 'x'")).toBeNull();
    expect(shell("cat a.ts 2>/dev/null")).toBeNull();
    expect(shell("echo hi > src/a.ts")?.global).toBe(false);
    expect(shell("git apply fix.patch")?.global).toBe(true);
    expect(shell("mv src/a.ts src/b.ts")?.global).toBe(false);
  });

  it("follows a live page in place: a grown result or a new edit changes only its file", () => {
    fresh();
    const entries = new TimelineEntries();
    entries.merge([
      ...call("c1", "create_file", { path: "a.ts", content: "one\n" }),
      ...call("c2", "create_file", { path: "b.ts", content: "two\n" }),
    ]);
    const fold = new DiffFold();
    fold.sync(entries.view(), (from) => entries.changesSince(from));
    const before = fold.fileVersion("b.ts");
    entries.merge(call("e1", "edit_file", { path: "a.ts", old_string: "one", new_string: "uno" }));
    fold.sync(entries.view(), (from) => entries.changesSince(from));
    expect(fold.fileVersion("b.ts")).toBe(before);
    expect(fold.rebuild("a.ts")?.pieces[0]?.text).toBe("uno\n");
    const hunk = fileDiffOf(fold.rebuild("a.ts") as NonNullable<ReturnType<DiffFold["rebuild"]>>).hunks[0];
    expect(hunk?.step?.ref).toBe("e1-use");
  });
});
