import { createRng } from "../../core/rng.ts";
import { deviceIdOf, FINISHED_KEPT, type Job } from "./jobs.ts";
import { FLEET_STEP_MS, type MachineProfile } from "./profiles.ts";

const HOUR_MS = 3_600_000;
/** Background sessions enqueued this far apart before t0 (the head of the queue waited longest). */
const QUEUE_SPACING_MS = 20_000;

/**
 * A Machine's sessions at t0: the queue (background sessions with the profile's waiting sessions of
 * the sessions domain at their places), the running ones, and the last hour's finished ones, so wait
 * analytics have something to read on first load. Drawn from a stream of its own, apart from the
 * live steps'.
 *
 * API: seedJobs(profile, machineId, t0, seed) → { queue, running, finished, nextJob }
 */
export function seedJobs(
  profile: MachineProfile,
  machineId: string,
  t0: number,
  seed: number,
): { queue: Job[]; running: Job[]; finished: Job[]; nextJob: number } {
  const rng = createRng(seed ^ 0x51ab);
  const runMeanMs = FLEET_STEP_MS / profile.finishP;
  const waitMeanMs = 60_000 * (1 + profile.initial.queued);
  const exp = (mean: number) => Math.round(-Math.log(1 - rng.next() * 0.999) * mean);
  let nextJob = 0;
  const background = (enqueuedAt: number): Job => ({
    id: `ses_${profile.name}_${String(nextJob++).padStart(5, "0")}`,
    external: false,
    enqueuedAt,
    notBefore: enqueuedAt,
    placedAt: null,
    finishedAt: null,
    runMs: null,
    deviceId: null,
  });

  // The newest finished sessions at the profile's arrival rate (as many as a Machine keeps, at most an
  // hour's worth), oldest first, then kept newest first.
  const finished: Job[] = [];
  const perHour = (profile.arrivalP * HOUR_MS) / FLEET_STEP_MS;
  const count = Math.min(FINISHED_KEPT, Math.round(perHour));
  const span = (count / Math.max(1, perHour)) * HOUR_MS;
  for (let i = 0; i < count; i++) {
    const job = background(t0 - span - 5 * 60_000 + Math.round(((i + rng.next()) * span) / Math.max(1, count)));
    job.placedAt = job.enqueuedAt + exp(waitMeanMs);
    job.finishedAt = Math.min(t0 - 1_000, job.placedAt + exp(runMeanMs));
    if (job.finishedAt <= job.placedAt) continue;
    job.deviceId = deviceIdOf(machineId, job.id);
    finished.unshift(job);
  }

  const running: Job[] = [];
  for (let i = 0; i < profile.initial.busy; i++) {
    const job = background(t0 - 5 * 60_000 - rng.int(0, 20) * 30_000);
    job.placedAt = Math.min(t0, job.enqueuedAt + exp(waitMeanMs));
    job.deviceId = deviceIdOf(machineId, job.id);
    running.push(job);
  }

  const waiting = [...(profile.waiting ?? [])].sort((a, b) => a.position - b.position);
  const length = profile.initial.queued + waiting.length;
  const queue: Job[] = [];
  let latest = t0;
  for (let position = length; position >= 1; position--) {
    const own = waiting.find((w) => w.position === position);
    // Ahead of a waiting session means enqueued before it.
    const at = own ? Math.min(latest, t0 - own.enqueuedAgoMs) : latest - QUEUE_SPACING_MS;
    latest = at;
    queue.unshift(
      own
        ? {
            id: own.sessionId,
            external: true,
            enqueuedAt: at,
            notBefore: t0 + (own.holdMs ?? 0),
            placedAt: null,
            finishedAt: null,
            runMs: own.runMs,
            deviceId: null,
          }
        : { ...background(at), id: "" },
    );
  }
  // Background ids in arrival order, after the finished and running ones.
  for (const job of queue) if (!job.external) job.id = background(0).id;
  return { queue, running, finished, nextJob };
}
