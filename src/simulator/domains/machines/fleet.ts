import type { Machine } from "../../../api/types.ts";
import { createRng } from "../../core/rng.ts";
import { FLEET_STEP_MS, type MachineProfile } from "./profiles.ts";

const MAX_QUEUE = 40;
/** Past this many pending steps we jump ahead instead of simulating (e.g. a huge time scale). */
const MAX_STEPS_PER_ADVANCE = 200_000;

/**
 * One Machine's worker pool and queue. Its state is a function of (seed, step):
 * each step draws from the Machine's own PRNG, so request order never matters.
 * Invariants: 0 ≤ busy ≤ online ≤ total, running = busy, queued ≥ 0.
 */
export class SimMachine {
  private total: number;
  private online: number;
  private busy: number;
  private queued: number;
  private step = 0;
  private changedAt: number;
  private readonly random: () => number;

  constructor(
    private readonly profile: MachineProfile,
    readonly id: string,
    private readonly createdBy: string,
    private readonly t0: number,
    seed: number,
  ) {
    this.total = profile.capacity;
    this.online = profile.initial.online;
    this.busy = profile.initial.busy;
    this.queued = profile.initial.queued;
    this.changedAt = t0;
    const rng = createRng(seed);
    this.random = () => rng.next();
  }

  get name(): string {
    return this.profile.name;
  }

  advance(now: number): void {
    const target = Math.floor((now - this.t0) / FLEET_STEP_MS);
    if (target - this.step > MAX_STEPS_PER_ADVANCE) this.step = target - MAX_STEPS_PER_ADVANCE;
    while (this.step < target) {
      this.step += 1;
      if (this.tick()) this.changedAt = this.t0 + this.step * FLEET_STEP_MS;
    }
  }

  /** A redeemed enrollment ticket adds one worker that arrives online. */
  addWorker(at: number): void {
    this.total += 1;
    this.online += 1;
    this.place();
    this.changedAt = Math.max(this.changedAt, at);
  }

  view(): Machine {
    return {
      id: this.id,
      name: this.profile.name,
      platform: "linux",
      created_by: this.createdBy,
      created_at: new Date(this.t0 - 30 * 86_400_000).toISOString(),
      updated_at: new Date(this.changedAt).toISOString(),
      workers: { total: this.total, online: this.online, busy: this.busy, idle: this.online - this.busy },
      sessions: { queued: this.queued, running: this.busy },
    };
  }

  private tick(): boolean {
    const before = `${this.online}/${this.busy}/${this.queued}`;
    const p = this.profile;
    let finished = 0;
    for (let i = 0; i < this.busy; i++) if (this.random() < p.finishP) finished++;
    this.busy -= finished;
    if (this.random() < p.arrivalP && this.queued < MAX_QUEUE) this.queued += 1;
    this.churn();
    this.place();
    return before !== `${this.online}/${this.busy}/${this.queued}`;
  }

  private churn(): void {
    const p = this.profile;
    const idle = this.online - this.busy;
    if (p.onlineTarget) {
      const target = Math.min(this.total, p.onlineTarget(this.step, this.total));
      // Busy workers finish their session before leaving.
      if (this.online > target && idle > 0) this.online -= 1;
      else if (this.online < target) this.online += 1;
      return;
    }
    const roll = this.random();
    if (roll < p.goOfflineP && idle > 0) this.online -= 1;
    else if (roll > 1 - p.comeOnlineP && this.online < this.total) this.online += 1;
  }

  private place(): void {
    const start = Math.min(this.queued, this.online - this.busy);
    this.queued -= start;
    this.busy += start;
  }
}
