import { type HttpHandler, type HttpResponseResolver, http } from "msw";
import { withAuth } from "../../core/guard.ts";
import { apiError, json, missingScope, readJsonObject } from "../../core/http.ts";
import type { SimContext } from "../../core/types.ts";
import { validateEnrollment } from "./enrollment-validate.ts";
import type { SimMachine } from "./fleet.ts";
import { checkMachineParam, type MachineRegistry } from "./registry.ts";
import type { TicketBook } from "./tickets.ts";

const BASE = "*/v3/organizations/:orgId/machines";

/** Upstream list operations vanish (404 not_found) when the simulator runs strictly to the spec. */
function upstreamOnly(ctx: SimContext, resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => (ctx.options.strictSpec ? apiError(404, "not_found", "no such operation") : resolver(info));
}

function lookup(registry: MachineRegistry, orgId: string, raw: string | undefined): SimMachine | Response {
  const checked = checkMachineParam(raw ?? "");
  if (!checked.ok) return apiError(400, "invalid_machine", "machine must be an id or a name of 1 to 63 characters");
  return registry.find(orgId, checked.key) ?? apiError(404, "machine_not_found", `no Machine ${raw}`);
}

export function machineHandlers(ctx: SimContext, registry: MachineRegistry, tickets: TicketBook): HttpHandler[] {
  const list = withAuth(ctx, { scope: "devices:read" }, ({ org }) => {
    registry.advance(ctx.clock.now());
    return json(200, { items: registry.list(org.org_id).map((m) => m.view()) });
  });
  const read = withAuth(ctx, { scope: "devices:read" }, ({ org, params }) => {
    registry.advance(ctx.clock.now());
    const machine = lookup(registry, org.org_id, params.machine);
    return machine instanceof Response ? machine : json(200, { machine: machine.view() });
  });
  const enroll = withAuth(
    ctx,
    { scope: "devices:write", ownerAdmin: true, machineToken: true },
    async ({ request, org, params, principal }) => {
      const raw = params.machine ?? "";
      // A Machine token may only approve workers for its own Machine; it learns nothing about others.
      const ownName = principal.kind === "machine_token" ? (principal.machineName ?? "") : null;
      const found = lookup(registry, org.org_id, raw);
      if (ownName !== null && (found instanceof Response ? true : found.name !== ownName.toLowerCase())) {
        return missingScope("devices:write", `this Machine token may only approve workers for ${ownName}`);
      }
      if (found instanceof Response) return found;
      if (!ctx.options.gates.executionGates) {
        return apiError(503, "execution_gates_disabled", "execution feature gates are off");
      }
      const checked = validateEnrollment(await readJsonObject(request));
      if (!checked.ok) return apiError(checked.rejection.status, checked.rejection.code, checked.rejection.message);
      const now = ctx.clock.now();
      const { ticket, expiresAt } = tickets.issue(found.id, checked.value.lifecycle, now);
      return json(200, {
        enrollment_ticket: ticket,
        expires_at: new Date(expiresAt).toISOString(),
        device_kind: "headless",
        lifecycle: checked.value.lifecycle,
        device_expires_at: new Date(now + checked.value.ttl_seconds * 1000).toISOString(),
        machine_id: found.id,
        machine_name: found.name,
      });
    },
  );
  return [
    http.get(BASE, upstreamOnly(ctx, list)),
    http.get(`${BASE}/:machine`, read),
    http.post(`${BASE}/:machine/enrollment-tickets`, enroll),
  ];
}
