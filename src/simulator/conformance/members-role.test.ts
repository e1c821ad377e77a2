import { describe, expect, it } from "vitest";
import { DEMO_KEYS, DEMO_USERS } from "../core/keys.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const [OWNER, ADMIN, MEMBER] = DEMO_USERS.map((u) => u.userId);
type Key = Parameters<typeof world.call>[0];
const setRole = (userId: string | undefined, role: unknown, key: Key = "owner") =>
  world.call(key, "PUT", `/members/users/${userId}/role`, { role });

describe("GET /members/users (upstream extension)", () => {
  it("has exactly one owner, one admin and several members, with the demo keys' user ids", async () => {
    const reply = await world.call("read-only", "GET", "/members/users");
    const items = reply.body.items as Array<{ user_id: string; role: string }>;
    expect(items.filter((m) => m.role === "owner").map((m) => m.user_id)).toEqual([OWNER]);
    expect(items.filter((m) => m.role === "admin").map((m) => m.user_id)).toEqual([ADMIN]);
    expect(items.filter((m) => m.role === "member").length).toBeGreaterThanOrEqual(3);
    const keyUsers = DEMO_KEYS.filter((k) => k.principal.kind === "api_key").map((k) => k.principal.userId);
    for (const id of keyUsers) expect(items.map((m) => m.user_id)).toContain(id);
  });

  it("is 404 under strict spec", async () => {
    world.ctx.options.strictSpec = true;
    expect((await world.call("owner", "GET", "/members/users")).body.error).toBe("not_found");
  });
});

describe("PUT /members/users/{userId}/role (spec 4.10)", () => {
  it("lets an owner change a member's role", async () => {
    const reply = await setRole(MEMBER, "admin");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ user_id: MEMBER, role: "admin" });
  });

  it("lets an admin change non-owner roles", async () => {
    expect((await setRole(MEMBER, "admin", "admin")).status).toBe(200);
  });

  it("only owners grant or change owner membership", async () => {
    const grant = await setRole(MEMBER, "owner", "admin");
    expect(grant.status).toBe(403);
    expect(grant.body).toMatchObject({ error: "missing_scope", required_scope: "role:owner" });
    expect((await setRole(OWNER, "member", "admin")).status).toBe(403);
  });

  it("refuses to demote the last owner with 409 last_owner", async () => {
    const reply = await setRole(OWNER, "admin");
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe("last_owner");
  });

  it("allows stepping down once another owner exists", async () => {
    expect((await setRole(ADMIN, "owner")).status).toBe(200);
    expect((await setRole(OWNER, "member")).body).toEqual({ user_id: OWNER, role: "member" });
  });

  it("answers 404 for an unknown user and 400 for an unknown role", async () => {
    const missing = await setRole("usr_nobody", "member");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("member_not_found");
    const bad = await setRole(MEMBER, "superuser");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("invalid_role");
  });

  it("needs org:write", async () => {
    const reply = await setRole(MEMBER, "admin", "member");
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: "missing_scope", required_scope: "org:write" });
  });
});
