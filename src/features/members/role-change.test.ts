import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Self } from "@/api/types";
import { checkCapability } from "@/features/connection";
import { applyRoleChange } from "./mutations";
import {
  describeTarget,
  lastOwnerRefusal,
  roleChangedMessage,
  roleChangeQuestion,
  roleChangeWarning,
  roleControl,
  rolePageNote,
  userIdError,
} from "./role-change";

const self = (role: Self["role"], scopes: string[]): Self => ({
  user_id: "usr_me",
  email: "me@demo.example",
  org_id: "org_demo",
  org_slug: "demo",
  role,
  scopes,
  key_kind: "api_key",
});
const caps = (s: Self) => ({
  change: checkCapability(s, { scope: "org:write", ownerAdmin: true }),
  owner: checkCapability(s, { scope: "org:write", owner: true }),
});
const OWNER = caps(self("owner", ["org:write"]));
const ADMIN = caps(self("admin", ["org:write"]));
const MEMBER = caps(self("member", ["org:read"]));

const mia = { user_id: "usr_3", name: "Mia Member", email: "mia.member@demo.example", role: "member" as const };
const olivia = { user_id: "usr_1", name: "Olivia Owner", email: "olivia@demo.example", role: "owner" as const };

describe("role change wording", () => {
  it("names the person and the change", () => {
    expect(roleChangeQuestion(mia, "admin")).toBe("Make Mia Member (mia.member@demo.example) an admin?");
    expect(roleChangeQuestion(mia, "owner")).toBe("Make Mia Member (mia.member@demo.example) an owner?");
    expect(roleChangeQuestion(olivia, "member")).toBe("Make Olivia Owner (olivia@demo.example) a member?");
  });

  it("falls back to the user id when only the id is known (strict spec)", () => {
    expect(describeTarget({ user_id: "usr_9" })).toBe("usr_9");
    expect(roleChangeQuestion({ user_id: "usr_9" }, "member")).toBe("Make usr_9 a member?");
    expect(roleChangedMessage({ user_id: "usr_9" }, "admin")).toBe("usr_9 is now an admin.");
    expect(roleChangedMessage(mia, "owner")).toBe("Mia Member is now an owner.");
  });
});

describe("roleControl", () => {
  it("offers every role to an owner", () => {
    const control = roleControl(OWNER.change, OWNER.owner, "owner");
    expect(control).toEqual({
      disabled: false,
      reason: null,
      optionReasons: { owner: null, admin: null, member: null },
    });
  });

  it("disables only the owner option for an admin on a non-owner, with the reason", () => {
    const control = roleControl(ADMIN.change, ADMIN.owner, "member");
    expect(control.disabled).toBe(false);
    expect(control.optionReasons.owner).toBe("Only an organization owner can grant or change owner.");
    expect(control.optionReasons.admin).toBeNull();
    expect(control.optionReasons.member).toBeNull();
  });

  it("disables an owner's row as a whole for an admin", () => {
    const control = roleControl(ADMIN.change, ADMIN.owner, "owner");
    expect(control.disabled).toBe(true);
    expect(control.reason).toBe("Only an organization owner can grant or change owner.");
  });

  it("disables everything for a key without org:write, naming the scope", () => {
    const control = roleControl(MEMBER.change, MEMBER.owner, "member");
    expect(control.disabled).toBe(true);
    expect(control.reason).toBe("This key lacks org:write.");
  });

  it("names the missing role for a member key that holds org:write", () => {
    const s = caps(self("member", ["org:write"]));
    expect(roleControl(s.change, s.owner, null).reason).toBe(
      "Only an organization owner or admin can do this; this key acts as a member.",
    );
  });
});

describe("rolePageNote", () => {
  it("says nothing to an owner, the owner rule to an admin, the scope to a member key", () => {
    expect(rolePageNote(OWNER.change, OWNER.owner, "owner")).toBeNull();
    expect(rolePageNote(ADMIN.change, ADMIN.owner, "admin")).toBe(
      "Only an organization owner can grant or change owner; this key acts as an admin.",
    );
    expect(rolePageNote(MEMBER.change, MEMBER.owner, "member")).toBe("This key lacks org:write.");
  });
});

describe("lastOwnerRefusal and roleChangeWarning", () => {
  const members = [olivia, mia];
  it("refuses demoting the only owner before sending (409 last_owner), naming what to do", () => {
    expect(lastOwnerRefusal(olivia, "admin", members)).toBe(
      "Olivia Owner is the only owner: make someone else owner first.",
    );
    expect(lastOwnerRefusal(olivia, "member", members)).not.toBeNull();
    // The refusal says it; no second warning beside it, even for your own role.
    expect(roleChangeWarning(olivia, "admin", members, "usr_1")).toBeUndefined();
  });
  it("lets one of two owners step down, and a member be promoted", () => {
    const two = [olivia, { ...mia, role: "owner" as const }];
    expect(lastOwnerRefusal(olivia, "admin", two)).toBeNull();
    expect(lastOwnerRefusal(olivia, "owner", members)).toBeNull();
    expect(lastOwnerRefusal(mia, "admin", members)).toBeNull();
  });
  it("warns about your own role only", () => {
    const two = [olivia, { ...mia, role: "owner" as const }];
    expect(roleChangeWarning(olivia, "admin", two, "usr_3")).toBeUndefined();
    expect(roleChangeWarning(olivia, "admin", two, "usr_1")).toMatch(/your own role/);
  });
  it("never refuses while another owner is listed, whatever the order (property)", () => {
    const roles = ["owner", "admin", "member"] as const;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...roles), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...roles),
        (list, to) => {
          const people = list.map((role, i) => ({ user_id: `usr_${i}`, name: `P${i}`, role }));
          const owners = people.filter((p) => p.role === "owner").length;
          for (const person of people) {
            const refused = lastOwnerRefusal(person, to, people) !== null;
            expect(refused).toBe(person.role === "owner" && to !== "owner" && owners === 1);
          }
        },
      ),
    );
  });
});

describe("applyRoleChange", () => {
  const list = { items: [{ ...mia, joined_at: "2026-01-01T00:00:00Z" }] };
  it("applies the service's answer to the cached member", () => {
    expect(applyRoleChange(list, { user_id: "usr_3", role: "admin" })?.items[0]?.role).toBe("admin");
    expect(list.items[0]?.role).toBe("member");
  });
  it("returns null when the list does not know that user", () => {
    expect(applyRoleChange(list, { user_id: "usr_x", role: "admin" })).toBeNull();
  });
});

describe("userIdError (the id goes into the path; checked before any request)", () => {
  it("accepts ids up to 160 characters, counted in code points", () => {
    expect(userIdError("usr_0d0e0003")).toBeNull();
    expect(userIdError(` ${"u".repeat(160)} `)).toBeNull();
    expect(userIdError("😀".repeat(160))).toBeNull();
  });
  it("refuses empty, whitespace, spaces inside, a slash and 161 characters, saying why", () => {
    expect(userIdError("")).toBe("Enter the user id of the member.");
    expect(userIdError(" \t ")).toBe("Enter the user id of the member.");
    expect(userIdError("usr 1")).toBe("A user id has no spaces.");
    expect(userIdError("../admin")).toBe("A user id has no “/”.");
    expect(userIdError("u".repeat(161))).toBe("A user id has at most 160 characters; this one has 161.");
    expect(userIdError("😀".repeat(161))).toBe("A user id has at most 160 characters; this one has 161.");
  });
});

describe("sortMembers with what a drifted service sends", () => {
  it("owners first; unknown roles after every known one; a member without a name stays in the list", async () => {
    const { sortMembers } = await import("./queries");
    const people = [
      { user_id: "u1", name: "Zed", role: "member" },
      { user_id: "u2", name: "Olivia", role: "owner" },
      { user_id: "u3", name: "Bea", role: "billing_manager" },
      { user_id: "u4", name: undefined, email: "x@demo.example", role: "admin" },
      { user_id: "u5", name: "Ann", role: "member" },
    ] as unknown as { user_id: string; role: "owner" | "admin" | "member"; name: string }[];
    expect(sortMembers(people).map((m) => m.user_id)).toEqual(["u2", "u4", "u5", "u1", "u3"]);
  });
});
