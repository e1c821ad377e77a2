import type { Skill } from "../../../api/types.ts";
import { DEMO_USERS } from "../../core/keys.ts";
import type { DomainFactory } from "../../core/types.ts";
import { skillHandlers } from "./handlers.ts";
import { SkillStore } from "./state.ts";

export interface SkillsApi {
  list(orgId: string): Skill[];
}

/** Skills (spec §4.6) plus the upstream list; each organization has its own seeded set. */
export const createSkillsDomain: DomainFactory = (ctx) => {
  const seededAt = new Date(ctx.clock.now() - 14 * 86_400_000).toISOString();
  const seededBy = DEMO_USERS[0]?.userId ?? "usr_unknown";
  const stores = new Map(ctx.orgs.map((org) => [org.org_id, new SkillStore(org.org_id, seededBy, seededAt)]));
  const storeFor = (orgId: string): SkillStore => {
    const store = stores.get(orgId) ?? new SkillStore(orgId, seededBy, seededAt);
    stores.set(orgId, store);
    return store;
  };
  const api: SkillsApi = { list: (orgId) => storeFor(orgId).list() };
  return { name: "skills", handlers: skillHandlers(ctx, storeFor), api };
};
