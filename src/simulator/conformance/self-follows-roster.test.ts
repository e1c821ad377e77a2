import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../core/keys.ts";
import { TEST_BASE_URL } from "../node.ts";
import { startWorld } from "./domains-harness.ts";

/**
 * Issue 25 item 6 / issue 26 item 4: GET /v3/self reports the role the roster holds now, the same role
 * every permission check uses, so a client that re-reads who it is after a role change sees the truth.
 */
const world = startWorld();
const [OWNER, ADMIN] = DEMO_USERS.map((u) => u.userId);
const SELF = `${TEST_BASE_URL}/v3/self`;
type Key = Parameters<typeof world.call>[0];
const setRole = (key: Key, userId: string | undefined, role: string) =>
  world.call(key, "PUT", `/members/users/${userId}/role`, { role });

describe("GET /v3/self follows role changes made in the roster", () => {
  it("reports the admin's new role after they make themselves a member", async () => {
    expect((await world.call("admin", "GET", SELF)).body.role).toBe("admin");
    expect((await setRole("admin", ADMIN, "member")).status).toBe(200);
    expect((await world.call("admin", "GET", SELF)).body.role).toBe("member");
  });

  it("and the next change by that key is refused as from a member, as /v3/self now says", async () => {
    await setRole("admin", ADMIN, "member");
    const next = await setRole("admin", ADMIN, "admin");
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ error: "missing_scope", required_scope: "role:owner_or_admin" });
  });

  it("every owner-or-admin check follows the roster: organization secrets and worker enrollment", async () => {
    const enroll = () => world.call("admin", "POST", "/machines/build-fleet/enrollment-tickets", {});
    expect((await enroll()).status).not.toBe(403);
    await setRole("admin", ADMIN, "member");
    const secret = await world.call("admin", "POST", "/secrets", {
      name: "FRESH_TOKEN",
      value: "x",
      scope: "organization",
    });
    expect(secret.status).toBe(403);
    expect(secret.body).toMatchObject({ required_scope: "role:owner_or_admin" });
    const refused = await enroll();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ required_scope: "role:owner_or_admin" });
  });

  it("reports a promotion as well: a member made owner reads owner", async () => {
    const member = DEMO_USERS[2]?.userId;
    expect((await setRole("owner", member, "owner")).status).toBe(200);
    expect((await world.call("member", "GET", SELF)).body.role).toBe("owner");
    // The key's scopes are the key's own: a role change does not grant scopes.
    expect((await world.call("member", "GET", SELF)).body.scopes).not.toContain("org:write");
  });

  it("an owner who stepped down (another owner exists) reads admin", async () => {
    expect((await setRole("owner", ADMIN, "owner")).status).toBe(200);
    expect((await setRole("owner", OWNER, "admin")).status).toBe(200);
    expect((await world.call("owner", "GET", SELF)).body.role).toBe("admin");
    expect((await world.call("admin", "GET", SELF)).body.role).toBe("owner");
  });

  it("a Machine token keeps its own role (it has no membership)", async () => {
    expect((await world.call("machine-token", "GET", SELF)).body).toMatchObject({ key_kind: "machine_token" });
  });
});
