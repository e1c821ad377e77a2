/**
 * Why: a branch name git itself refuses (`x.lock`, `.hidden`, `a..b`, …) can never name a branch on
 * GitHub, so deleting it can only fail after the confirmation; the UI says so where the name is typed
 * or shown, before anything opens or is sent. The rules are git's own (`git check-ref-format --branch`,
 * see git-check-ref-format(1)), checked on the name as given (the form trims it first). One reason per
 * name: the first rule it breaks, in words a person can act on. The service's answer stays final.
 * API: branchNameProblem
 */

/** ASCII control characters (0x00–0x1f) and DEL (0x7f). */
function hasControl(name: string): boolean {
  for (let i = 0; i < name.length; i += 1) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const RULES: readonly [test: (name: string) => boolean, reason: string][] = [
  [(n) => n === "", "Enter the branch name."],
  [(n) => n === "HEAD", "A branch cannot be named “HEAD”."],
  [(n) => n.startsWith("-"), "A branch name cannot start with “-”."],
  [(n) => /\s/.test(n), "A branch name has no spaces."],
  [hasControl, "A branch name has no control characters."],
  [(n) => n.includes(".."), "A branch name cannot contain “..”."],
  [(n) => /[~^:?*[\\]|@\{/.test(n), "A branch name cannot contain ~ ^ : ? * [ \\ or @{."],
  [
    (n) => n.startsWith("/") || n.endsWith("/") || n.includes("//"),
    "A branch name cannot start or end with “/” or hold “//”.",
  ],
  [(n) => n.endsWith("."), "A branch name cannot end with “.”."],
  [(n) => n.split("/").some((part) => part.startsWith(".")), "No part of a branch name may start with “.”."],
  [(n) => n.split("/").some((part) => part.endsWith(".lock")), "No part of a branch name may end with “.lock”."],
];

/** Why git refuses `name` as a branch name, or null when git accepts it. */
export function branchNameProblem(name: string): string | null {
  return RULES.find(([breaks]) => breaks(name))?.[1] ?? null;
}
