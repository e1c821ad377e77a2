import type { Machine } from "../../../api/types.ts";
import { createRng } from "../../core/rng.ts";
import { deviceIdOf, FINISHED_KEPT, type Job, type JobView } from "./jobs.ts";
import { FLEET_STEP_MS, type MachineProfile } from "./profiles.ts";
import { seedJobs } from "./seed-jobs.ts";

const MAX_QUEUE = 40;
/** Past this many pending steps we jump ahead instead of simulating (e.g. a huge time scale). */
const MAX_STEPS_PER_ADVANCE = 200_000;
const HOUR_MS = 3_600_000;

/** Per-Machine knobs a test may turn: sessions arriving per hour and the mean run time of one. */
export interface FleetKnobs {
  arrivalsPerHour: number;
  runTimeS: number;
}

/**
 * One Machine's worker pool and the sessions it queues and runs. Its state is a function of
 * (seed, step, knob changes): each step draws from the Machine's own PRNG, so request order never matters.
 * Invariants: 0 ≤ busy ≤ online ≤ total, running = busy, queued = the queue's length, and no session
 * that may be placed waits while a worker is idle.
 */
export class SimMachine {
  private total: number;
  private online: number;
  private readonly queue: Job[];
  private readonly running: Job[];
  private readonly finished: Job[];
  private step = 0;
  private changedAt: number;
  private nextJob: number;
  private arrived = 0;
  private knobs: FleetKnobs;
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
    this.changedAt = t0;
    this.knobs = {
      arrivalsPerHour: (profile.arrivalP * HOUR_MS) / FLEET_STEP_MS,
      runTimeS: FLEET_STEP_MS / 1000 / profile.finishP,
    };
    const seeded = seedJobs(profile, id, t0, seed);
    this.queue = seeded.queue;
    this.running = seeded.running;
    this.finished = seeded.finished;
    this.nextJob = seeded.nextJob;
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
    this.place(at);
    this.changedAt = Math.max(this.changedAt, at);
  }

  /**
   * A session of the sessions domain moved here (a follow-up's target): it joins the back of the queue and
   * is placed at once when a worker is idle, like any arrival. Known already: where it stands.
   */
  enqueue(sessionId: string, at: number, runMs: number): JobView {
    const known = this.job(sessionId);
    if (known && known.state !== "finished") return known;
    const job: Job = {
      id: sessionId,
      external: true,
      enqueuedAt: at,
      notBefore: at,
      placedAt: null,
      finishedAt: null,
      runMs,
      deviceId: null,
    };
    this.queue.push(job);
    this.place(at);
    this.changedAt = Math.max(this.changedAt, at);
    return this.jobView(job);
  }

  /** Background sessions that arrived since t0 (the queue bound drops none of them from this count). */
  get arrivals(): number {
    return this.arrived;
  }

  getKnobs(): FleetKnobs {
    return { ...this.knobs };
  }

  /** From the next step on (past steps stay as they were). */
  setKnobs(knobs: Partial<FleetKnobs>): void {
    const next = { ...this.knobs, ...knobs };
    if (!(next.arrivalsPerHour >= 0) || !(next.runTimeS > 0)) throw new Error("knobs must be positive numbers");
    this.knobs = next;
  }

  view(): Machine {
    return {
      id: this.id,
      name: this.profile.name,
      platform: "linux",
      created_by: this.createdBy,
      created_at: new Date(this.t0 - 30 * 86_400_000).toISOString(),
      updated_at: new Date(this.changedAt).toISOString(),
      workers: {
        total: this.total,
        online: this.online,
        busy: this.running.length,
        idle: this.online - this.running.length,
      },
      sessions: { queued: this.queue.length, running: this.running.length },
    };
  }

  /** Every session this Machine knows: waiting (in queue order), running, then the newest finished. */
  jobs(): JobView[] {
    return [...this.queue, ...this.running, ...this.finished].map((job) => this.jobView(job));
  }

  /** One session's placement here, or undefined when this Machine does not know it. */
  job(sessionId: string): JobView | undefined {
    const job =
      this.queue.find((j) => j.id === sessionId) ??
      this.running.find((j) => j.id === sessionId) ??
      this.finished.find((j) => j.id === sessionId);
    return job ? this.jobView(job) : undefined;
  }

  private jobView(job: Job): JobView {
    const index = this.queue.indexOf(job);
    return {
      session_id: job.id,
      external: job.external,
      machine_id: this.id,
      machine_name: this.profile.name,
      state: index >= 0 ? "waiting" : job.finishedAt === null ? "placed" : "finished",
      queue_position: index >= 0 ? index + 1 : null,
      device_id: job.deviceId,
      enqueued_at: job.enqueuedAt,
      placed_at: job.placedAt,
      finished_at: job.finishedAt,
    };
  }

  private tick(): boolean {
    const at = this.t0 + this.step * FLEET_STEP_MS;
    const before = `${this.online}/${this.running.length}/${this.queue.length}`;
    const script = this.profile.script;
    const scripted = script?.finishAt.includes(this.step) ?? false;
    const quiet = scripted || this.step <= (script?.quietUntilStep ?? 0);
    this.finishRuns(at, quiet, scripted);
    this.arrive(at);
    if (!quiet) this.churn();
    this.place(at);
    return before !== `${this.online}/${this.running.length}/${this.queue.length}`;
  }

  private finishRuns(at: number, quiet: boolean, scripted: boolean): void {
    const finishP = Math.min(1, FLEET_STEP_MS / 1000 / this.knobs.runTimeS);
    const done: Job[] = [];
    for (const job of this.running) {
      if (job.runMs !== null) {
        if ((job.placedAt ?? at) + job.runMs <= at) done.push(job);
      } else if (this.random() < finishP && !quiet) done.push(job);
    }
    if (scripted) {
      const oldest = this.running.find((j) => j.runMs === null && !done.includes(j));
      if (oldest) done.push(oldest);
    }
    for (const job of done) {
      this.running.splice(this.running.indexOf(job), 1);
      job.finishedAt = at;
      this.finished.unshift(job);
    }
    this.finished.length = Math.min(this.finished.length, FINISHED_KEPT);
  }

  private arrive(at: number): void {
    const perStep = (this.knobs.arrivalsPerHour * FLEET_STEP_MS) / HOUR_MS;
    const count = Math.floor(perStep) + (this.random() < perStep % 1 ? 1 : 0);
    this.arrived += count;
    for (let i = 0; i < count && this.queue.length < MAX_QUEUE; i++) {
      this.queue.push({
        id: `ses_${this.profile.name}_${String(this.nextJob++).padStart(5, "0")}`,
        external: false,
        enqueuedAt: at,
        notBefore: at,
        placedAt: null,
        finishedAt: null,
        runMs: null,
        deviceId: null,
      });
    }
  }

  private churn(): void {
    const p = this.profile;
    const idle = this.online - this.running.length;
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

  /** First come, first served among the sessions that may be placed now. */
  private place(at: number): void {
    for (let i = 0; i < this.queue.length && this.running.length < this.online; ) {
      const job = this.queue[i] as Job;
      if (job.notBefore > at) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      job.placedAt = at;
      job.deviceId = deviceIdOf(this.id, job.id);
      // A session with nothing to run (a settled move) takes no worker.
      if (job.runMs === 0) {
        job.finishedAt = at;
        this.finished.unshift(job);
      } else this.running.push(job);
    }
  }
}
