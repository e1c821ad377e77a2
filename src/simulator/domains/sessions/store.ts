import type { Rng } from "../../core/types.ts";
import { buildFixtures } from "./fixtures.ts";
import type { FleetSessions } from "./fleet-sessions.ts";
import { scheduleTransition } from "./follow-up.ts";
import { advanceSession, type SessionState } from "./state.ts";

/** All sessions of the world, with alias lookup and lazy time advance. */
export class SessionStore {
  private readonly byId = new Map<string, SessionState>();
  private readonly byAlias = new Map<string, SessionState>();

  constructor(
    readonly rng: Rng,
    t0: number,
  ) {
    for (const state of buildFixtures(rng, t0)) {
      this.byId.set(state.record.session_id, state);
      if (state.alias) this.byAlias.set(state.alias, state);
      scheduleTransition(state, rng);
    }
  }

  /** A Machine's background sessions (set by the domain when a machines domain runs). */
  fleet: FleetSessions | null = null;

  /** A session of this org by id or physical attempt UUID alias. */
  find(orgId: string, idOrAlias: string): SessionState | null {
    const state = this.byId.get(idOrAlias) ?? this.byAlias.get(idOrAlias.toLowerCase()) ?? null;
    if (!state) return this.fleet?.find(orgId, idOrAlias) ?? null;
    return state.orgId === orgId ? state : null;
  }

  /** This org's sessions placed on or waiting for a Machine (by lower-cased name), the fleet's own included. */
  listOnMachine(orgId: string, machineName: string): SessionState[] {
    const own = this.list(orgId).filter((s) => s.record.machine?.name.toLowerCase() === machineName);
    const fleet = this.fleet?.forMachine(orgId, machineName) ?? [];
    return [...own, ...fleet].sort(
      (a, b) =>
        b.record.created_at.localeCompare(a.record.created_at) ||
        a.record.session_id.localeCompare(b.record.session_id),
    );
  }

  all(): IterableIterator<SessionState> {
    return this.byId.values();
  }

  list(orgId: string): SessionState[] {
    return [...this.byId.values()]
      .filter((s) => s.orgId === orgId)
      .sort(
        (a, b) =>
          b.record.created_at.localeCompare(a.record.created_at) ||
          a.record.session_id.localeCompare(b.record.session_id),
      );
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): SessionState | undefined {
    return this.byId.get(id);
  }

  advance(now: number): void {
    for (const state of this.byId.values()) if (state.steps.length > 0) advanceSession(state, now);
  }
}
