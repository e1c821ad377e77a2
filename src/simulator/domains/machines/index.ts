import type { Machine } from "../../../api/types.ts";
import type { DomainFactory } from "../../core/types.ts";
import type { FleetKnobs } from "./fleet.ts";
import { machineHandlers } from "./handlers.ts";
import type { JobView } from "./jobs.ts";
import { MachineRegistry } from "./registry.ts";
import { type RedeemResult, TicketBook } from "./tickets.ts";

export type { FleetKnobs } from "./fleet.ts";
export type { JobView } from "./jobs.ts";
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
  /** Brings every Machine up to `now` (another domain reads them in its own advance). */
  advance(now: number): void;
  /** The sessions a Machine knows: waiting in queue order, running, then the newest finished. */
  jobs(orgId: string, nameOrId: string): JobView[];
  /** Where this session stands on the Machine that knows it, if any. */
  placement(orgId: string, sessionId: string): JobView | undefined;
  /** A session moved onto a Machine joins its queue (placed at once on an idle worker); undefined: no such Machine. */
  enqueue(orgId: string, nameOrId: string, sessionId: string, at: number, runMs: number): JobView | undefined;
  /** Simulator knobs per Machine (tests): arrivals per hour and mean run time, from the next step on. */
  setKnobs(orgId: string, nameOrId: string, knobs: Partial<FleetKnobs>): FleetKnobs;
  /** Background sessions that arrived on this Machine since the world began. */
  arrivals(orgId: string, nameOrId: string): number;
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
    advance: (now) => registry.advance(now),
    jobs: (orgId, nameOrId) => registry.find(orgId, nameOrId)?.jobs() ?? [],
    placement: (orgId, sessionId) => registry.findJob(orgId, sessionId),
    enqueue(orgId, nameOrId, sessionId, at, runMs) {
      const machine = registry.find(orgId, nameOrId);
      if (!machine) return undefined;
      machine.advance(at);
      return machine.enqueue(sessionId, at, runMs);
    },
    setKnobs(orgId, nameOrId, knobs) {
      const machine = registry.find(orgId, nameOrId);
      if (!machine) throw new Error(`no Machine ${nameOrId} in ${orgId}`);
      registry.advance(ctx.clock.now());
      machine.setKnobs(knobs);
      return machine.getKnobs();
    },
    arrivals: (orgId, nameOrId) => registry.find(orgId, nameOrId)?.arrivals ?? 0,
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
