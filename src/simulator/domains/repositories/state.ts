import type { IndexedRepository } from "../../../api/types.ts";

interface RepoSeed {
  full_name: string;
  branches: string[];
  indexing_status: "indexed" | "indexing" | "pending" | "failed";
  has_wiki: boolean;
  /** Days before the world's start; null when never indexed. */
  indexedDaysAgo: number | null;
}

const SEEDS: readonly RepoSeed[] = [
  {
    full_name: "acme/web",
    branches: ["main", "feature/dark-mode", "svc/checkout-copy", "release/2026.11"],
    indexing_status: "indexed",
    has_wiki: true,
    indexedDaysAgo: 1,
  },
  {
    full_name: "acme/api",
    branches: ["main", "svc/rate-limit-headers", "svc/nightly-deps"],
    indexing_status: "indexing",
    has_wiki: true,
    indexedDaysAgo: 6,
  },
  {
    full_name: "acme/infra",
    branches: ["main", "svc/terraform-upgrade"],
    indexing_status: "pending",
    has_wiki: false,
    indexedDaysAgo: null,
  },
  { full_name: "acme/docs", branches: ["main"], indexing_status: "failed", has_wiki: false, indexedDaysAgo: 30 },
  {
    full_name: "acme/mobile",
    branches: ["main", "hotfix/login"],
    indexing_status: "pending",
    has_wiki: false,
    indexedDaysAgo: null,
  },
];

export type BranchDeletion = "deleted" | "repository_not_found" | "branch_not_found";

/** Repositories of one organization: their branches (for deletion) and index status. */
export class RepoCatalog {
  private readonly branches = new Map<string, Set<string>>();
  private readonly indexed: IndexedRepository[];

  constructor(orgTag: string, t0: number) {
    this.indexed = SEEDS.map((seed, i) => {
      this.branches.set(seed.full_name.toLowerCase(), new Set(seed.branches));
      const at = seed.indexedDaysAgo === null ? null : new Date(t0 - seed.indexedDaysAgo * 86_400_000).toISOString();
      return {
        repo_id: `repo_${orgTag}_${String(i + 1).padStart(3, "0")}`,
        full_name: seed.full_name,
        indexing_status: seed.indexing_status,
        has_wiki: seed.has_wiki,
        last_indexed_at: at,
      };
    });
  }

  listIndexed(): IndexedRepository[] {
    return this.indexed.map((r) => ({ ...r }));
  }

  branchesOf(fullName: string): string[] | undefined {
    const set = this.branches.get(fullName.toLowerCase());
    return set ? [...set] : undefined;
  }

  /** A repository known only from a session (not indexed) still has branches. */
  addBranch(fullName: string, branch: string): void {
    const key = fullName.toLowerCase();
    const set = this.branches.get(key) ?? new Set<string>();
    set.add(branch);
    this.branches.set(key, set);
  }

  /** owner/repo match case-insensitively (as on GitHub); branch names are case-sensitive. */
  deleteBranch(owner: string, repo: string, branch: string): BranchDeletion {
    const set = this.branches.get(`${owner}/${repo}`.toLowerCase());
    if (!set) return "repository_not_found";
    return set.delete(branch) ? "deleted" : "branch_not_found";
  }
}
