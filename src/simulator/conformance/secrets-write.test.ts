import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../core/keys.ts";
import { sha256Hex } from "../domains/secrets/hash.ts";
import type { SecretsApi } from "../domains/secrets/index.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const write = (body: Record<string, unknown>, key: Parameters<typeof world.call>[0] = "owner") =>
  world.call(key, "POST", "/secrets", { name: "API_TOKEN", value: "s3cret", ...body });
const MEMBER_ID = DEMO_USERS[2]?.userId ?? "";

describe("POST /secrets (spec 4.7)", () => {
  it("stores a personal secret by default, keeping only a SHA-256 digest", async () => {
    const reply = await write({}, "member");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true, name: "API_TOKEN", scope: "user" });
    const stored = world.api<SecretsApi>("secrets").find("org_demo", "user", "API_TOKEN", MEMBER_ID);
    expect(stored?.valueSha256).toBe(await sha256Hex("s3cret"));
    expect(JSON.stringify(stored)).not.toContain("s3cret");
  });

  it("upserts by name: a second write replaces the digest", async () => {
    await write({ scope: "organization", value: "one" });
    await write({ scope: "organization", value: "two", note: "rotated" });
    const stored = world.api<SecretsApi>("secrets").find("org_demo", "organization", "API_TOKEN", null);
    expect(stored).toMatchObject({ note: "rotated", valueSha256: await sha256Hex("two") });
  });

  it("takes 65536 UTF-8 bytes of multibyte text and refuses 65537 with 413 and max_bytes", async () => {
    expect((await write({ value: "é".repeat(32_768) })).status).toBe(200);
    const over = await write({ value: `${"é".repeat(32_768)}a` });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ error: "secret_value_too_large", max_bytes: 65_536 });
  });

  it("bounds the note at 2000 characters", async () => {
    expect((await write({ note: "n".repeat(2000) })).status).toBe(200);
    const over = await write({ note: "n".repeat(2001) });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe("note_too_long");
  });

  it("validates name and value", async () => {
    expect((await write({ name: "lower_case" })).body.error).toBe("invalid_secret_name");
    expect((await write({ name: `A${"B".repeat(127)}` })).status).toBe(200);
    expect((await write({ name: `A${"B".repeat(128)}` })).body.error).toBe("invalid_secret_name");
    expect((await write({ value: "" })).body.error).toBe("value_required");
    expect((await write({ scope: "global" })).body.error).toBe("invalid_scope");
  });

  it("needs owner/admin for organization scope and its repo alias", async () => {
    const denied = await write({ scope: "organization" }, "member");
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: "missing_scope", required_scope: "role:owner_or_admin" });
    expect((await write({ scope: "repo" }, "member")).status).toBe(403);
    expect((await write({ scope: "organization" }, "admin")).body).toMatchObject({ scope: "organization" });
  });

  it("reports the legacy repo scope as organization and takes its deprecated context only there", async () => {
    const repo = await write({ scope: "repo", repo: "acme/web", provider: "github" });
    expect(repo.body).toEqual({ ok: true, name: "API_TOKEN", scope: "organization" });
    const misplaced = await write({ scope: "user", repo: "acme/web" });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.error).toBe("invalid_request");
  });

  it("needs secrets:write", async () => {
    const reply = await write({}, "read-only");
    expect(reply.body).toMatchObject({ error: "missing_scope", required_scope: "secrets:write" });
  });

  it("answers 503 secret_store_unavailable when encryption is missing", async () => {
    world.ctx.options.gates.secretStore = false;
    const reply = await write({});
    expect(reply.status).toBe(503);
    expect(reply.body.error).toBe("secret_store_unavailable");
  });
});

describe("GET /secrets (upstream extension)", () => {
  it("lists organization secrets and the caller's own, never values", async () => {
    await write({ name: "MINE", value: "hidden-value" }, "member");
    const reply = await world.call("member", "GET", "/secrets");
    const items = reply.body.items as Array<Record<string, unknown>>;
    expect(items.map((s) => s.name)).toEqual(expect.arrayContaining(["MINE", "NPM_TOKEN", "STAGING_PASSWORD"]));
    expect(items.map((s) => s.name)).not.toContain("GITHUB_PAT");
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["name", "note", "scope", "updated_at"]);
    expect(JSON.stringify(reply.body)).not.toContain("hidden-value");
  });

  it("is 404 not_found under strict spec while writes still work", async () => {
    world.ctx.options.strictSpec = true;
    expect((await world.call("owner", "GET", "/secrets")).body.error).toBe("not_found");
    expect((await write({})).status).toBe(200);
  });
});
