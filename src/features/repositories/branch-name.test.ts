import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { branchNameProblem } from "./branch-name";

/** Verdicts of `git check-ref-format refs/heads/<name>` plus `git branch`'s own two refusals (git 2.39). */
const GIT_REFUSES = [
  "x.lock",
  "a/b.lock/c",
  "feature/x.lock",
  ".x",
  "a/.b",
  "a.",
  ".",
  "HEAD",
  "-x",
  "a@{",
  "a@{1}",
  "a..b",
  "a b",
  "a\tb",
  "a\u007fb",
  "/a",
  "a/",
  "a//b",
  "a~1",
  "a^",
  "a:b",
  "a?",
  "a*",
  "a[b",
  "a\\b",
];
const GIT_ACCEPTS = [
  "main",
  "x.lockx",
  "a.lock.b",
  "lock",
  "a.b",
  "a@b",
  "@",
  "@@",
  "a/-b",
  "x/HEAD",
  "refs/heads/x",
  "release/2026.11",
  "svc/add-idempotency-keys",
  "user/x-1_2",
  "é",
  "a{b",
  "#x",
  "a,b!c%d",
];

describe("branchNameProblem (git's ref-name rules)", () => {
  it("refuses what git refuses, each with a reason in words", () => {
    for (const name of GIT_REFUSES) expect(branchNameProblem(name), JSON.stringify(name)).toMatch(/^[A-Z].*\.$/);
  });
  it("accepts what git accepts", () => {
    for (const name of GIT_ACCEPTS) expect(branchNameProblem(name), name).toBeNull();
  });
  it("says which rule: .lock, a leading dot, the forbidden characters", () => {
    expect(branchNameProblem("x.lock")).toBe("No part of a branch name may end with “.lock”.");
    expect(branchNameProblem("a/.b")).toBe("No part of a branch name may start with “.”.");
    expect(branchNameProblem("a:b")).toBe("A branch name cannot contain ~ ^ : ? * [ \\ or @{.");
    expect(branchNameProblem("")).toBe("Enter the branch name.");
  });

  const part = fc
    .stringMatching(/^[a-z0-9_][a-z0-9_.-]{0,7}$/)
    .filter((p) => !p.endsWith(".lock") && !p.includes(".."));
  const valid = fc
    .array(part, { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join("/"))
    .filter((name) => !name.endsWith(".") && name !== "HEAD");

  it("accepts names made of plain parts (property)", () => {
    fc.assert(fc.property(valid, (name) => branchNameProblem(name) === null));
  });
  it("refuses any valid name once it holds a forbidden character, anywhere (property)", () => {
    const forbidden = fc.constantFrom(
      " ",
      "\t",
      "~",
      "^",
      ":",
      "?",
      "*",
      "[",
      "\\",
      "\u0000",
      "\u007f",
      "..",
      "@{",
      "//",
    );
    fc.assert(
      fc.property(valid, forbidden, fc.nat(), (name, bad, at) => {
        const i = at % (name.length + 1);
        return branchNameProblem(name.slice(0, i) + bad + name.slice(i)) !== null;
      }),
    );
  });
  it("refuses any valid name ending in .lock or a dot, or with a part starting with a dot (property)", () => {
    fc.assert(
      fc.property(valid, (name) =>
        [`${name}.lock`, `${name}.`, `.${name}`, `${name}/.x`].every((bad) => branchNameProblem(bad) !== null),
      ),
    );
  });
});
