import { http } from "msw";
import type { IndexedRepository } from "../../../api/types.ts";
import { withAuth } from "../../core/guard.ts";
import { apiError, json } from "../../core/http.ts";
import type { DomainFactory } from "../../core/types.ts";
import type { SessionsApi } from "../sessions/index.ts";
import { RepoCatalog } from "./state.ts";

export interface RepositoriesApi {
  branches(orgId: string, fullName: string): string[] | undefined;
  indexed(orgId: string): IndexedRepository[];
}

const BASE = "*/v3/organizations/:orgId";
/** Branch names may hold slashes, sent encoded (%2F) or raw; everything after /branches/ is the name. */
const BRANCH_PATH = /\/repositories\/[^/]+\/[^/]+\/branches\/(.+)$/;

function branchFrom(url: URL): string | null {
  const match = BRANCH_PATH.exec(url.pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Branch deletion (spec §4.11) and indexed repositories (§4.12). */
export const createRepositoriesDomain: DomainFactory = (ctx) => {
  const t0 = ctx.clock.now();
  const catalogs = new Map<string, RepoCatalog>();
  const catalogFor = (orgId: string): RepoCatalog => {
    let catalog = catalogs.get(orgId);
    if (!catalog) {
      catalog = new RepoCatalog(orgId.replace(/^org_/, ""), t0);
      // Sessions push branches (e.g. a merged PR's branch); those are deletable too.
      for (const { repo, branch } of ctx.domain<SessionsApi>("sessions")?.branches(orgId) ?? []) {
        catalog.addBranch(repo, branch);
      }
      catalogs.set(orgId, catalog);
    }
    return catalog;
  };
  const deleteBranch = withAuth(ctx, { scope: "repos:write" }, ({ org, params, url }) => {
    const provider = url.searchParams.get("provider") ?? "github";
    if (provider !== "github") return apiError(400, "invalid_provider", "provider must be github");
    const branch = branchFrom(url);
    if (branch === null) return apiError(400, "invalid_branch", "branch must be a URL-encoded branch name");
    const result = catalogFor(org.org_id).deleteBranch(params.owner ?? "", params.repo ?? "", branch);
    if (result === "repository_not_found") return apiError(404, result, `no repository ${params.owner}/${params.repo}`);
    if (result === "branch_not_found") return apiError(404, result, `no branch ${branch}`);
    ctx.notify();
    return json(200, { ok: true });
  });
  const listIndexed = withAuth(ctx, { scope: "repos:read" }, ({ org }) => {
    const items = catalogFor(org.org_id).listIndexed();
    return json(200, { items, total: items.length });
  });
  const api: RepositoriesApi = {
    branches: (orgId, fullName) => catalogFor(orgId).branchesOf(fullName),
    indexed: (orgId) => catalogFor(orgId).listIndexed(),
  };
  return {
    name: "repositories",
    handlers: [
      http.delete(`${BASE}/repositories/:owner/:repo/branches/*`, deleteBranch),
      http.get(`${BASE}/indexed-repositories`, listIndexed),
    ],
    api,
  };
};
