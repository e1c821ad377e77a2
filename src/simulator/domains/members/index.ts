import type { Member } from "../../../api/types.ts";
import type { DomainFactory, Role } from "../../core/types.ts";
import { memberHandlers } from "./handlers.ts";
import { seedMembers } from "./seed.ts";
import { MemberRoster } from "./state.ts";

export interface MembersApi {
  list(orgId: string): Member[];
  /** The user's current role in the organization, undefined for a non-member. */
  roleOf(orgId: string, userId: string): Role | undefined;
}

/** Member roles (spec §4.10) and the upstream member list, one roster per organization. */
export const createMembersDomain: DomainFactory = (ctx) => {
  const now = ctx.clock.now();
  const rosters = new Map<string, MemberRoster>();
  const rosterFor = (orgId: string): MemberRoster => {
    let roster = rosters.get(orgId);
    if (!roster) {
      roster = new MemberRoster(seedMembers(orgId, now));
      rosters.set(orgId, roster);
    }
    return roster;
  };
  const api: MembersApi = {
    list: (orgId) => rosterFor(orgId).list(),
    roleOf: (orgId, userId) => rosterFor(orgId).roleOf(userId),
  };
  return { name: "members", handlers: memberHandlers(ctx, rosterFor), api };
};
