import type { HttpResponseResolver, PathParams } from "msw";
import type { Organization } from "../../api/types.ts";
import { apiError, missingScope } from "./http.ts";
import { bearerToken, principalForToken } from "./keys.ts";
import type { Principal, SimContext } from "./types.ts";

export interface GuardOptions {
  /** Any-of: the principal needs at least one of these scopes. */
  scope?: string | string[];
  /** Requires an organization owner or admin. */
  ownerAdmin?: boolean;
  /** A Machine token may call this operation without any other scope or role. */
  machineToken?: boolean;
  /** Resolve the `orgId` path param (default true when the route has one). */
  org?: boolean;
}

export interface GuardArgs {
  request: Request;
  params: Record<string, string>;
  principal: Principal;
  /** The org named by `orgId`, or the principal's primary org on routes without one. */
  org: Organization;
  url: URL;
}

export type GuardedHandler = (args: GuardArgs) => Response | Promise<Response>;

/** required_scope reported when an operation needs a role rather than a scope. */
export const OWNER_ADMIN_REQUIREMENT = "role:owner_or_admin";

export function authenticate(request: Request): Principal | null {
  return principalForToken(bearerToken(request));
}

export function unauthorized(): Response {
  return apiError(401, "missing_bearer", "authorization required");
}

export function isOwnerAdmin(principal: Principal): boolean {
  return principal.kind === "api_key" && (principal.role === "owner" || principal.role === "admin");
}

/** True when the principal may see the full diagnostic projection (spec §2.1, §5.6). */
export function canDebug(principal: Principal): boolean {
  return isOwnerAdmin(principal) && principal.scopes.has("sessions:debug");
}

/** msw has already percent-decoded the params. */
function stringParams(params: PathParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join("/");
  }
  return out;
}

function checkAccess(principal: Principal, opts: GuardOptions): Response | null {
  const scopes = opts.scope === undefined ? [] : Array.isArray(opts.scope) ? opts.scope : [opts.scope];
  if (principal.kind === "machine_token") {
    if (opts.machineToken) return null;
    return missingScope(scopes[0] ?? OWNER_ADMIN_REQUIREMENT, "a Machine token may only approve workers");
  }
  if (opts.machineToken && opts.ownerAdmin && scopes.length === 0) {
    return isOwnerAdmin(principal)
      ? null
      : missingScope(OWNER_ADMIN_REQUIREMENT, "requires an organization owner or admin");
  }
  const first = scopes[0];
  if (first !== undefined && !scopes.some((s) => principal.scopes.has(s))) return missingScope(first);
  if (opts.ownerAdmin && !isOwnerAdmin(principal)) {
    return missingScope(OWNER_ADMIN_REQUIREMENT, "requires an organization owner or admin");
  }
  return null;
}

function resolveOrg(ctx: SimContext, principal: Principal, orgParam: string | undefined): Organization | Response {
  if (orgParam === undefined) {
    const primary = ctx.orgs.find((o) => o.org_id === principal.orgIds[0]);
    return primary ?? apiError(404, "organization_not_found", "organization not found");
  }
  const org = ctx.orgs.find((o) => o.org_id === orgParam || o.slug === orgParam);
  if (!org) return apiError(404, "organization_not_found", `organization ${orgParam} not found`);
  if (!principal.orgIds.includes(org.org_id)) {
    return apiError(403, "missing_scope", `this key has no access to organization ${org.slug}`);
  }
  return org;
}

/** The members domain's public API as the guard needs it (core does not import domains). */
interface RoleSource {
  roleOf(orgId: string, userId: string): Principal["role"] | undefined;
}

/**
 * The key's principal with its role as the organization's roster says now: a role changed through
 * PUT …/members/users/{userId}/role takes effect at once for every check and for GET /v3/self, not only
 * for the member operations. The org is the one named by the path (id or slug), else the key's primary
 * org; a user the roster does not know keeps the key's role. Machine tokens have no membership role.
 */
export function currentPrincipal(ctx: SimContext, principal: Principal, orgParam: string | undefined): Principal {
  if (principal.kind !== "api_key") return principal;
  const org =
    orgParam === undefined
      ? principal.orgIds[0]
      : ctx.orgs.find((o) => o.org_id === orgParam || o.slug === orgParam)?.org_id;
  if (org === undefined || !principal.orgIds.includes(org)) return principal;
  const role = ctx.domain<RoleSource>("members")?.roleOf(org, principal.userId);
  return role === undefined || role === principal.role ? principal : { ...principal, role };
}

/**
 * Wraps a domain handler with bearer (401), scope/role (403) and org (404/403) checks.
 * Rate limiting and faults run earlier, in the simulator's front gate.
 */
export function withAuth(ctx: SimContext, opts: GuardOptions, handler: GuardedHandler): HttpResponseResolver {
  return async ({ request, params }) => {
    const key = authenticate(request);
    if (!key) return unauthorized();
    const stringified = stringParams(params);
    const principal = currentPrincipal(ctx, key, opts.org === false ? undefined : stringified.orgId);
    const denied = checkAccess(principal, opts);
    if (denied) return denied;
    const org = resolveOrg(ctx, principal, opts.org === false ? undefined : stringified.orgId);
    if (org instanceof Response) return org;
    return handler({ request, params: stringified, principal, org, url: new URL(request.url) });
  };
}
