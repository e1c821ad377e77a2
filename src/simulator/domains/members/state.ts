import { MEMBER_ROLES } from "../../../api/limits.ts";
import type { Member } from "../../../api/types.ts";
import type { Role } from "../../core/types.ts";

export type RoleChange =
  | { ok: true; member: Member }
  | { ok: false; status: 403 | 404 | 409; code: string; message: string; requiredScope?: string };

/** required_scope for a change only an owner may make (an owner/admin denial uses the core's value). */
export const OWNER_REQUIREMENT = "role:owner";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** One organization's membership. Role rules of spec §4.10 and §5.9 live in `changeRole`. */
export class MemberRoster {
  constructor(private readonly members: Member[]) {}

  list(): Member[] {
    return this.members.map((m) => ({ ...m }));
  }

  roleOf(userId: string): Role | undefined {
    return this.members.find((m) => m.user_id === userId)?.role;
  }

  /** `actorRole` is the caller's current role here; the caller has already passed the scope check. */
  changeRole(actorRole: Role | undefined, userId: string, role: Role, ownerAdminScope: string): RoleChange {
    if (actorRole !== "owner" && actorRole !== "admin") {
      const message = "requires an organization owner or admin";
      return { ok: false, status: 403, code: "missing_scope", message, requiredScope: ownerAdminScope };
    }
    const member = this.members.find((m) => m.user_id === userId);
    if (!member) return { ok: false, status: 404, code: "member_not_found", message: `no member ${userId}` };
    const touchesOwner = role === "owner" || member.role === "owner";
    if (touchesOwner && actorRole !== "owner") {
      const message = "only owners can grant or change owner membership";
      return { ok: false, status: 403, code: "missing_scope", message, requiredScope: OWNER_REQUIREMENT };
    }
    const owners = this.members.filter((m) => m.role === "owner").length;
    if (member.role === "owner" && role !== "owner" && owners <= 1) {
      return { ok: false, status: 409, code: "last_owner", message: "an organization needs at least one owner" };
    }
    member.role = role;
    return { ok: true, member: { ...member } };
  }
}
