import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { fileOpOf, shellChangeOf } from "./diff-ops";
import { NameMemo } from "./name-memo";

describe("NameMemo", () => {
  it("gives compute's value for every pair of keys, computing each pair once until it forgets", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b", "", "x".repeat(300)), fc.string({ maxLength: 3 }))),
        (keys) => {
          let calls = 0;
          const memo = new NameMemo((a, b) => {
            calls++;
            return `${a}|${b}`;
          }, 5);
          for (const [a, b] of keys) expect(memo.of(a, b)).toBe(`${a}|${b}`);
          expect(calls).toBeLessThanOrEqual(keys.length);
        },
      ),
    );
  });

  it("keeps a null or false value instead of computing it again", () => {
    let calls = 0;
    const memo = new NameMemo(() => {
      calls++;
      return null;
    });
    memo.of("bash");
    memo.of("bash");
    expect(calls).toBe(1);
  });
});

/** The diff's readers classify a call by (tool, name) through the memo: one pair never answers for another. */
describe("file and shell calls read through the memo", () => {
  const use = (tool: string | null, name: string | null, input: Record<string, unknown>): SessionEvent => ({
    seq: 1,
    id: "u",
    type: "tool_use",
    text: null,
    data: { ...(tool === null ? {} : { tool }), ...(name === null ? {} : { name }), tool_use_id: "t", input },
    created_at: "2026-05-01T10:00:00Z",
  });
  const cases: [string | null, string | null, Record<string, unknown>, string | null][] = [
    ["edit_file", "Edit", { path: "a.ts", old_string: "x", new_string: "y" }, "edit"],
    ["read_file", "Read", { path: "a.ts", old_string: "x", new_string: "y" }, null],
    [null, "Edit", { path: "a.ts", old_string: "x", new_string: "y" }, "edit"],
    [null, "Read", { path: "a.ts" }, null],
    ["tool", "delete_file", { path: "a.ts" }, "delete"],
    ["tool", "create_file", { path: "a.ts", content: "" }, "create"],
    ["tool", "write", { path: "a.ts", content: "" }, "write"],
    ["tool", "read", { path: "a.ts", content: "" }, null],
  ];

  it("gives each tool and name its own kind, in any order and again", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(cases.length - 1), { maxLength: 30 }), (order) => {
        for (const index of order) {
          const [tool, name, input, kind] = cases[index] as (typeof cases)[number];
          expect(fileOpOf(use(tool, name, input))?.kind ?? null).toBe(kind);
        }
      }),
    );
  });

  it("tells a command that writes files from one that does not, each time it is read", () => {
    for (let round = 0; round < 2; round++) {
      expect(shellChangeOf(use("bash", "Bash", { command: "sed -i 's/a/b/' a.ts" }))?.global).toBe(false);
      expect(shellChangeOf(use("bash", "Bash", { command: "git apply x.patch" }))?.global).toBe(true);
      expect(shellChangeOf(use("bash", "Bash", { command: "npm test" }))).toBeNull();
      expect(shellChangeOf(use("read_file", "Read", { command: "sed -i 's/a/b/' a.ts" }))).toBeNull();
    }
  });
});
