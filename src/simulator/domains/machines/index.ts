import type { Machine } from "../../../api/types.ts";
import type { DomainFactory } from "../../core/types.ts";
import { machineHandlers } from "./handlers.ts";
import { MachineRegistry } from "./registry.ts";
import { type RedeemResult, TicketBook } from "./tickets.ts";

export type { RedeemResult } from "./tickets.ts";

export interface MachinesApi {
  list(orgId: string): Machine[];
  /** By id or case-insensitive name; undefined when the org has no such Machine. */
  get(orgId: string, nameOrId: string): Machine | undefined;
  /**
   * Stands in for redemption on the Device transport: single use, 120 s.
   * "ok" adds an online worker to the ticket's Machine.
   */
  redeemTicket(ticket: string): RedeemResult;
}

/** Machines (spec §4.8, §4.9): worker pools whose queues evolve every 5 simulated seconds. */
export const createMachinesDomain: DomainFactory = (ctx) => {
  const registry = new MachineRegistry(
    ctx.orgs.map((o) => o.org_id),
    ctx.options.seed,
    ctx.clock.now(),
  );
  const tickets = new TicketBook();
  const api: MachinesApi = {
    list: (orgId) => registry.list(orgId).map((m) => m.view()),
    get: (orgId, nameOrId) => registry.find(orgId, nameOrId)?.view(),
    redeemTicket(ticket) {
      const now = ctx.clock.now();
      const { result, machineId } = tickets.redeem(ticket, now);
      if (result === "ok" && machineId) {
        registry.advance(now);
        registry.findById(machineId)?.addWorker(now);
        ctx.notify();
      }
      return result;
    },
  };
  return {
    name: "machines",
    handlers: machineHandlers(ctx, registry, tickets),
    advance: (now) => registry.advance(now),
    api,
  };
};
