import type { Self } from "@/api/types";

/**
 * Where a connection lands when no link asked for a page: an API key on the organization's sessions;
 * a Machine token, which may do nothing but approve workers for its Machine, on that Machine's page
 * (the enrollment wizard is offered there), or on the Machines page when the service does not say
 * which Machine it is.
 *
 * API: homeOf(self) → { to, params } for the router
 */
export type Home =
  | { to: "/o/$orgId/sessions"; params: { orgId: string } }
  | { to: "/o/$orgId/machines"; params: { orgId: string } }
  | { to: "/o/$orgId/machines/$machine"; params: { orgId: string; machine: string } };

export function homeOf(self: Pick<Self, "org_id" | "key_kind"> & { machine?: unknown }): Home {
  const orgId = self.org_id;
  if (self.key_kind !== "machine_token") return { to: "/o/$orgId/sessions", params: { orgId } };
  const machine = typeof self.machine === "string" ? self.machine.trim() : "";
  return machine
    ? { to: "/o/$orgId/machines/$machine", params: { orgId, machine } }
    : { to: "/o/$orgId/machines", params: { orgId } };
}
