import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../core/keys.ts";
import { seedMembers } from "./seed.ts";
import { MemberRoster } from "./state.ts";

const OWNER = DEMO_USERS[0]?.userId ?? "";
const ADMIN = DEMO_USERS[1]?.userId ?? "";
const MEMBER = DEMO_USERS[2]?.userId ?? "";
const ROLE_SCOPE = "role:owner_or_admin";

const roster = () => new MemberRoster(seedMembers("org_demo", Date.UTC(2026, 0, 1)));

describe("MemberRoster", () => {
  it("seeds exactly one owner and one admin, using the demo keys' user ids", () => {
    const members = roster().list();
    expect(members.filter((m) => m.role === "owner").map((m) => m.user_id)).toEqual([OWNER]);
    expect(members.filter((m) => m.role === "admin").map((m) => m.user_id)).toEqual([ADMIN]);
    expect(members.filter((m) => m.role === "member").length).toBeGreaterThanOrEqual(3);
  });

  it("lets admins change non-owner roles but never owner membership", () => {
    const r = roster();
    expect(r.changeRole("admin", MEMBER, "admin", ROLE_SCOPE)).toMatchObject({ ok: true, member: { role: "admin" } });
    expect(r.changeRole("admin", MEMBER, "owner", ROLE_SCOPE)).toMatchObject({
      ok: false,
      status: 403,
      requiredScope: "role:owner",
    });
    expect(r.changeRole("admin", OWNER, "member", ROLE_SCOPE)).toMatchObject({ ok: false, status: 403 });
    expect(r.changeRole("member", MEMBER, "member", ROLE_SCOPE)).toMatchObject({
      ok: false,
      status: 403,
      requiredScope: ROLE_SCOPE,
    });
  });

  it("refuses to demote the last owner, but allows it once another owner exists", () => {
    const r = roster();
    expect(r.changeRole("owner", OWNER, "admin", ROLE_SCOPE)).toMatchObject({
      ok: false,
      status: 409,
      code: "last_owner",
    });
    expect(r.changeRole("owner", ADMIN, "owner", ROLE_SCOPE).ok).toBe(true);
    expect(r.changeRole("owner", OWNER, "admin", ROLE_SCOPE)).toMatchObject({ ok: true, member: { role: "admin" } });
    expect(r.roleOf(OWNER)).toBe("admin");
  });

  it("answers 404 member_not_found for a stranger", () => {
    expect(roster().changeRole("owner", "usr_nobody", "member", ROLE_SCOPE)).toMatchObject({
      ok: false,
      status: 404,
      code: "member_not_found",
    });
  });
});
