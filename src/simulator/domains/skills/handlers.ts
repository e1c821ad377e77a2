import { type HttpHandler, type HttpResponseResolver, http } from "msw";
import { withAuth } from "../../core/guard.ts";
import { apiError, json, readJsonObject } from "../../core/http.ts";
import type { SimContext } from "../../core/types.ts";
import type { SkillStore } from "./state.ts";
import { validateSkillCreate } from "./validate.ts";

const PATH = "*/v3/organizations/:orgId/skills";

/** Upstream list operations vanish (404 not_found) when the simulator runs strictly to the spec. */
function upstreamOnly(ctx: SimContext, resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => (ctx.options.strictSpec ? apiError(404, "not_found", "no such operation") : resolver(info));
}

export function skillHandlers(ctx: SimContext, storeFor: (orgId: string) => SkillStore): HttpHandler[] {
  return [
    http.get(
      PATH,
      upstreamOnly(
        ctx,
        withAuth(ctx, { scope: "skills:read" }, ({ org }) => json(200, { items: storeFor(org.org_id).list() })),
      ),
    ),
    http.post(
      PATH,
      withAuth(ctx, { scope: "skills:write" }, async ({ request, org, principal }) => {
        if (!ctx.options.gates.cloudAgentConfig) {
          return apiError(503, "cloud_agent_config_disabled", "cloud-agent configuration is disabled");
        }
        const body = await readJsonObject(request);
        const checked = validateSkillCreate(body);
        if (!checked.ok) {
          const { status, code, message, extra } = checked.rejection;
          return apiError(status, code, message, extra);
        }
        const at = new Date(ctx.clock.now()).toISOString();
        const skill = storeFor(org.org_id).create(checked.value, principal.userId, at);
        ctx.notify();
        return json(200, skill);
      }),
    ),
  ];
}
