import { describe, expect, it } from "vitest";
import { RepoCatalog } from "./state.ts";

describe("RepoCatalog", () => {
  it("deletes a branch once, with slashes, matching owner/repo case-insensitively", () => {
    const catalog = new RepoCatalog("demo", 0);
    expect(catalog.deleteBranch("ACME", "Web", "feature/dark-mode")).toBe("deleted");
    expect(catalog.deleteBranch("acme", "web", "feature/dark-mode")).toBe("branch_not_found");
    expect(catalog.deleteBranch("acme", "web", "MAIN")).toBe("branch_not_found");
    expect(catalog.deleteBranch("acme", "nope", "main")).toBe("repository_not_found");
    expect(catalog.branchesOf("acme/web")).not.toContain("feature/dark-mode");
  });

  it("lists indexed repositories including pending ones that were never indexed", () => {
    const items = new RepoCatalog("demo", Date.UTC(2026, 0, 10)).listIndexed();
    expect(items.length).toBeGreaterThanOrEqual(4);
    const pending = items.filter((r) => r.indexing_status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.last_indexed_at === null)).toBe(true);
    expect(new Set(items.map((r) => r.repo_id)).size).toBe(items.length);
  });
});
