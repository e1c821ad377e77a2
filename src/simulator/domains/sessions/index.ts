import { createRng } from "../../core/rng.ts";
import type { DomainFactory } from "../../core/types.ts";
import type { MachinesApi } from "../machines/index.ts";
import { FleetSessions } from "./fleet-sessions.ts";
import { sessionHandlers } from "./handlers.ts";
import { linkMachine } from "./machine-link.ts";
import { SessionStore } from "./store.ts";
import { upstreamHandlers } from "./upstream.ts";

/** Public API for other domains and tests (through ctx.domain("sessions")). */
export interface SessionsApi {
  sessionsCount(orgId?: string): number;
  /** Follow-ups accepted for a session (an idempotent replay is not counted). */
  messagesReceived(sessionId: string): number;
  /** Sessions queued or running on a Machine, by Machine name. */
  machineLoad(machineName: string): { queued: number; running: number };
  /** Each session's primary repository and branch, so the repositories domain knows the branches sessions pushed. */
  branches(orgId: string): { repo: string; branch: string }[];
}

export const createSessionsDomain: DomainFactory = (ctx) => {
  const store = new SessionStore(createRng(ctx.options.seed), ctx.clock.now());
  const machines = () => ctx.domain<MachinesApi>("machines");
  store.fleet = new FleetSessions(machines);
  for (const state of store.all()) linkMachine(state, machines);
  const waitingOnMachine = () => [...store.all()].filter((s) => s.record.machine?.state === "waiting");
  const api: SessionsApi = {
    sessionsCount: (orgId) => (orgId ? store.list(orgId).length : store.size),
    messagesReceived: (sessionId) => store.get(sessionId)?.acceptedSends ?? 0,
    machineLoad(machineName) {
      let queued = 0;
      let running = 0;
      for (const s of store.list("org_demo")) {
        const m = s.record.machine;
        if (!m || m.name !== machineName || s.record.status !== "running") continue;
        if (m.state === "waiting") queued += 1;
        else running += 1;
      }
      return { queued, running };
    },
    branches: (orgId) =>
      store
        .list(orgId)
        .flatMap(({ record }) => (record.repo && record.branch ? [{ repo: record.repo, branch: record.branch }] : [])),
  };
  return {
    name: "sessions",
    // Upstream's list route must not shadow /sessions/:sessionId, so it goes after the spec handlers.
    handlers: [...sessionHandlers(ctx, store, createRng(ctx.options.seed ^ 0xc4a05)), ...upstreamHandlers(ctx, store)],
    advance(now) {
      // Machines first: their queues say where this domain's waiting sessions stand.
      machines()?.advance(now);
      store.advance(now);
      for (const state of waitingOnMachine()) state.syncMachine?.();
    },
    api,
  };
};
