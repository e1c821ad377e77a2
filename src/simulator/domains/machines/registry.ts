import { LIMITS } from "../../../api/limits.ts";
import { SimMachine } from "./fleet.ts";
import type { JobView } from "./jobs.ts";
import { hashSeed } from "./prng.ts";
import { DEMO_FLEET, OTHER_ORG_FLEET } from "./profiles.ts";

/** Stable ids so scripts can address Machines by id across resets: 4d0c…<org><machine>. */
function machineId(orgIndex: number, machineIndex: number): string {
  const tail = (orgIndex * 16 + machineIndex + 1).toString(16).padStart(12, "0");
  return `4d0c0000-0000-4000-8000-${tail}`;
}

export const MACHINE_CREATOR_ID = "7e000000-0000-4000-8000-000000000001";

export type MachineParamCheck = { ok: true; key: string } | { ok: false };

/** Path `machine`: an id or a case-insensitive name, 1 to 63 characters (spec §4.8). */
export function checkMachineParam(raw: string): MachineParamCheck {
  let count = 0;
  for (const _ of raw) count++;
  if (count < LIMITS.machineParamMinChars || count > LIMITS.machineParamMaxChars) return { ok: false };
  return { ok: true, key: raw.toLowerCase() };
}

export class MachineRegistry {
  private readonly byOrg = new Map<string, SimMachine[]>();

  constructor(orgIds: readonly string[], seed: number, t0: number) {
    orgIds.forEach((orgId, orgIndex) => {
      const profiles = orgId === "org_demo" ? DEMO_FLEET : OTHER_ORG_FLEET;
      const machines = profiles.map(
        (profile, i) =>
          new SimMachine(profile, machineId(orgIndex, i), MACHINE_CREATOR_ID, t0, hashSeed(seed, orgId, profile.name)),
      );
      this.byOrg.set(orgId, machines);
    });
  }

  advance(now: number): void {
    for (const machines of this.byOrg.values()) for (const machine of machines) machine.advance(now);
  }

  list(orgId: string): SimMachine[] {
    return this.byOrg.get(orgId) ?? [];
  }

  /** `key` is the lower-cased path parameter: a Machine id or name. */
  find(orgId: string, key: string): SimMachine | undefined {
    const lowered = key.toLowerCase();
    return this.list(orgId).find((m) => m.id === lowered || m.name === lowered);
  }

  /**
   * Where this session stands in this org: the Machine that queues or runs it, else one that recently
   * finished it (a session moved on from a Machine is known there as finished).
   */
  findJob(orgId: string, sessionId: string): JobView | undefined {
    let finished: JobView | undefined;
    for (const machine of this.list(orgId)) {
      const job = machine.job(sessionId);
      if (job && job.state !== "finished") return job;
      finished ??= job;
    }
    return finished;
  }

  findById(id: string): SimMachine | undefined {
    for (const machines of this.byOrg.values()) {
      const hit = machines.find((m) => m.id === id);
      if (hit) return hit;
    }
    return undefined;
  }
}
