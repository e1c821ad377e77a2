import { type HttpHandler, type HttpResponseResolver, http } from "msw";
import { OWNER_ADMIN_REQUIREMENT, withAuth } from "../../core/guard.ts";
import { apiError, json, readJsonObject } from "../../core/http.ts";
import type { Principal, Role, SimContext } from "../../core/types.ts";
import { isRole, type MemberRoster } from "./state.ts";

const BASE = "*/v3/organizations/:orgId/members/users";

/** Upstream list operations vanish (404 not_found) when the simulator runs strictly to the spec. */
function upstreamOnly(ctx: SimContext, resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => (ctx.options.strictSpec ? apiError(404, "not_found", "no such operation") : resolver(info));
}

/** Authority comes from the roster, so a demotion takes effect at once; the key's role is the fallback. */
function actorRole(roster: MemberRoster, principal: Principal): Role {
  return roster.roleOf(principal.userId) ?? principal.role;
}

export function memberHandlers(ctx: SimContext, rosterFor: (orgId: string) => MemberRoster): HttpHandler[] {
  const list = withAuth(ctx, { scope: "org:read" }, ({ org }) => json(200, { items: rosterFor(org.org_id).list() }));
  const setRole = withAuth(ctx, { scope: "org:write" }, async ({ request, org, principal, params }) => {
    const roster = rosterFor(org.org_id);
    const role = actorRole(roster, principal);
    if (role !== "owner" && role !== "admin") {
      return apiError(403, "missing_scope", "requires an organization owner or admin", {
        required_scope: OWNER_ADMIN_REQUIREMENT,
      });
    }
    const body = await readJsonObject(request);
    if (body === null) return apiError(400, "invalid_body", "The request body must be a JSON object.");
    const extra = Object.keys(body).find((key) => key !== "role");
    if (extra !== undefined) return apiError(400, "unknown_field", `Unknown field: ${extra}.`);
    if (!isRole(body.role)) return apiError(400, "invalid_role", "role must be owner, admin or member.");
    const result = roster.changeRole(role, params.userId ?? "", body.role, OWNER_ADMIN_REQUIREMENT);
    if (!result.ok) {
      const extraBody = result.requiredScope ? { required_scope: result.requiredScope } : undefined;
      return apiError(result.status, result.code, result.message, extraBody);
    }
    ctx.notify();
    return json(200, { user_id: result.member.user_id, role: result.member.role });
  });
  return [http.get(BASE, upstreamOnly(ctx, list)), http.put(`${BASE}/:userId/role`, setRole)];
}
