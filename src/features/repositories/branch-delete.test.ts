import { describe, expect, it } from "vitest";
import { checkBranchRef, confirmationMatches, parseRepo, trimRef } from "./branch-delete";

describe("confirmationMatches", () => {
  it("needs the exact branch name, slashes included", () => {
    expect(confirmationMatches("feature/x", "feature/x")).toBe(true);
    expect(confirmationMatches("feature", "feature/x")).toBe(false);
    expect(confirmationMatches("feature/x/", "feature/x")).toBe(false);
  });
  it("is case-sensitive but forgives surrounding whitespace", () => {
    expect(confirmationMatches("Main", "main")).toBe(false);
    expect(confirmationMatches("  main \n", "main")).toBe(true);
  });
  it("never matches an empty branch", () => {
    expect(confirmationMatches("", "")).toBe(false);
    expect(confirmationMatches(" ", "")).toBe(false);
  });
});

describe("parseRepo", () => {
  it("splits owner/name", () => {
    expect(parseRepo("acme/web")).toEqual({ owner: "acme", repo: "web" });
    expect(parseRepo(" acme/web ")).toEqual({ owner: "acme", repo: "web" });
  });
  it("refuses anything but two non-empty parts", () => {
    expect(parseRepo("acme")).toBeNull();
    expect(parseRepo("acme/")).toBeNull();
    expect(parseRepo("/web")).toBeNull();
    expect(parseRepo("a/b/c")).toBeNull();
  });
});

describe("checkBranchRef", () => {
  const ok = { owner: "acme", repo: "web", branch: "feature/x" };
  it("accepts a branch with slashes and trims what it sends", () => {
    expect(checkBranchRef(ok)).toEqual({});
    expect(trimRef({ owner: " acme ", repo: "web ", branch: " feature/x" })).toEqual(ok);
  });
  it("names each empty field", () => {
    expect(Object.keys(checkBranchRef({ owner: " ", repo: "", branch: "" })).sort()).toEqual([
      "branch",
      "owner",
      "repo",
    ]);
  });
  it("refuses a slash in owner or repo (write them apart)", () => {
    expect(checkBranchRef({ ...ok, owner: "acme/web" }).owner).toMatch(/without/);
    expect(checkBranchRef({ ...ok, repo: "web/x" }).repo).toMatch(/without/);
  });
  it("refuses names git refuses", () => {
    for (const branch of [
      "a b",
      "a..b",
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
      "a@{1}",
      "x.lock",
      ".x",
    ]) {
      expect(checkBranchRef({ ...ok, branch }).branch, branch).toBeTruthy();
    }
    for (const branch of ["main", "release/2026.11", "svc/add-idempotency-keys", "a@b", "user/x-1_2"]) {
      expect(checkBranchRef({ ...ok, branch }).branch, branch).toBeUndefined();
    }
  });
});
