/** Pure rules of branch deletion (spec 4.11): what the form accepts and what the typed confirmation needs. */

import { branchNameProblem } from "./branch-name";

export interface BranchRef {
  owner: string;
  repo: string;
  branch: string;
}

/** "owner/name" → its parts; null unless exactly two non-empty parts. */
export function parseRepo(fullName: string): { owner: string; repo: string } | null {
  const parts = fullName.trim().split("/");
  if (parts.length !== 2) return null;
  const [owner = "", repo = ""] = parts;
  return owner && repo ? { owner, repo } : null;
}

/**
 * Typed confirmation: the user types the branch name exactly (case-sensitive, so `Main` does not
 * delete `main`). Surrounding whitespace is forgiven: git forbids spaces in branch names.
 */
export function confirmationMatches(typed: string, branch: string): boolean {
  return branch.length > 0 && typed.trim() === branch;
}

export type BranchField = keyof BranchRef;
export type BranchProblems = Partial<Record<BranchField, string>>;

/** What is wrong with the form, per field; empty when it can be sent. Values are taken trimmed. */
export function checkBranchRef(input: BranchRef): BranchProblems {
  const problems: BranchProblems = {};
  const owner = input.owner.trim();
  const repo = input.repo.trim();
  const branch = input.branch.trim();
  if (!owner) problems.owner = "Enter the owner (user or organization).";
  else if (owner.includes("/")) problems.owner = "The owner is one name, without “/”.";
  if (!repo) problems.repo = "Enter the repository name.";
  else if (repo.includes("/")) problems.repo = "The repository is one name, without “/”.";
  if (!branch) problems.branch = "Enter the branch to delete.";
  else {
    // Git's own ref-name rules: a name git refuses is refused here, before the confirmation opens.
    const problem = branchNameProblem(branch);
    if (problem) problems.branch = problem;
  }
  return problems;
}

export function trimRef(input: BranchRef): BranchRef {
  return { owner: input.owner.trim(), repo: input.repo.trim(), branch: input.branch.trim() };
}
