import { describe, expect, it } from "vitest";
import type { RepositoriesApi } from "../domains/repositories/index.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
type Key = Parameters<typeof world.call>[0];
const remove = (branch: string, query = "?provider=github", key: Key = "owner", repo = "acme/web") =>
  world.call(key, "DELETE", `/repositories/${repo}/branches/${encodeURIComponent(branch)}${query}`);

describe("DELETE /repositories/{owner}/{repo}/branches/{branch} (spec 4.11)", () => {
  it("deletes a URL-encoded branch with slashes, once", async () => {
    const first = await remove("feature/dark-mode");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    expect(world.api<RepositoriesApi>("repositories").branches("org_demo", "acme/web")).not.toContain(
      "feature/dark-mode",
    );
    const again = await remove("feature/dark-mode");
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("branch_not_found");
  });

  it("accepts only the github provider (the default when omitted)", async () => {
    const gitlab = await remove("svc/checkout-copy", "?provider=gitlab");
    expect(gitlab.status).toBe(400);
    expect(gitlab.body.error).toBe("invalid_provider");
    expect((await remove("svc/checkout-copy", "")).status).toBe(200);
  });

  it("answers 404 repository_not_found for an unknown repository", async () => {
    const reply = await remove("main", "?provider=github", "owner", "acme/unknown");
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe("repository_not_found");
  });

  it("needs repos:write", async () => {
    const reply = await remove("main", "?provider=github", "read-only");
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: "missing_scope", required_scope: "repos:write" });
  });
});

describe("GET /indexed-repositories (spec 4.12)", () => {
  it("lists repositories with their indexing status and a total, also under strict spec", async () => {
    world.ctx.options.strictSpec = true;
    const reply = await world.call("read-only", "GET", "/indexed-repositories");
    expect(reply.status).toBe(200);
    const items = reply.body.items as Array<{ full_name: string; indexing_status: string; has_wiki: boolean }>;
    expect(reply.body.total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((r) => r.indexing_status)).toContain("pending");
  });
});

describe("branches that sessions pushed", () => {
  it("can be deleted like any other, with the slash in the name encoded", async () => {
    const session = await world.call("owner", "GET", "/sessions/ses_done_success");
    const { repo, branch } = session.body as { repo: string; branch: string };
    expect(branch).toContain("/");
    const first = await remove(branch, "?provider=github", "owner", repo);
    expect(first.status).toBe(200);
    expect((await remove(branch, "?provider=github", "owner", repo)).body.error).toBe("branch_not_found");
  });
});
