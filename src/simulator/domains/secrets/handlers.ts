import { type HttpHandler, type HttpResponseResolver, http } from "msw";
import { OWNER_ADMIN_REQUIREMENT, withAuth } from "../../core/guard.ts";
import { apiError, json, missingScope, readJsonObject } from "../../core/http.ts";
import type { Principal, Role, SimContext } from "../../core/types.ts";
import { sha256Hex } from "./hash.ts";
import type { SecretStore } from "./state.ts";
import { validateSecretWrite } from "./validate.ts";

const PATH = "*/v3/organizations/:orgId/secrets";

export interface SecretDeps {
  storeFor(orgId: string): SecretStore;
  /** The caller's current role in the organization (the members domain knows; the key is the fallback). */
  roleOf(orgId: string, principal: Principal): Role;
}

/** Upstream list operations vanish (404 not_found) when the simulator runs strictly to the spec. */
function upstreamOnly(ctx: SimContext, resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => (ctx.options.strictSpec ? apiError(404, "not_found", "no such operation") : resolver(info));
}

export function secretHandlers(ctx: SimContext, deps: SecretDeps): HttpHandler[] {
  const list = withAuth(ctx, { scope: "secrets:read" }, ({ org, principal }) =>
    json(200, { items: deps.storeFor(org.org_id).visibleTo(principal.userId) }),
  );
  const write = withAuth(ctx, { scope: "secrets:write" }, async ({ request, org, principal }) => {
    if (!ctx.options.gates.secretStore) {
      return apiError(503, "secret_store_unavailable", "the secret store has no encryption key configured");
    }
    const checked = validateSecretWrite(await readJsonObject(request));
    if (!checked.ok) {
      const { status, code, message, extra } = checked.rejection;
      return apiError(status, code, message, extra);
    }
    const input = checked.value;
    const role = deps.roleOf(org.org_id, principal);
    if (input.scope === "organization" && role !== "owner" && role !== "admin") {
      return missingScope(OWNER_ADMIN_REQUIREMENT, "organization secrets need an organization owner or admin");
    }
    deps.storeFor(org.org_id).upsert({
      name: input.name,
      scope: input.scope,
      userId: input.scope === "user" ? principal.userId : null,
      note: input.note,
      legacyRepo: input.legacyRepo,
      valueSha256: await sha256Hex(input.value),
      updated_at: new Date(ctx.clock.now()).toISOString(),
    });
    ctx.notify();
    return json(200, { ok: true, name: input.name, scope: input.scope });
  });
  return [http.get(PATH, upstreamOnly(ctx, list)), http.post(PATH, write)];
}
