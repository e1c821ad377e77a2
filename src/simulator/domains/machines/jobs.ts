import { hashSeed } from "./prng.ts";

/**
 * The sessions a simulated Machine queues, runs and has finished. A background job is a session the
 * fleet makes up (arrivals); an external one is a session of the sessions domain (sessionId set).
 *
 * API: Job, JobView, jobView(job, queue, machineName), deviceIdOf(machineId, jobId), FINISHED_KEPT
 */
export interface Job {
  id: string;
  /** Set for a session of the sessions domain; background jobs have none. */
  external: boolean;
  enqueuedAt: number;
  /** Not placed before this instant (a pending machine change). */
  notBefore: number;
  placedAt: number | null;
  finishedAt: number | null;
  /** External jobs run for a fixed time; background ones finish at random. */
  runMs: number | null;
  deviceId: string | null;
}

/** How a job reads from outside: the fields of a session's `machine` placement (spec §2.1). */
export interface JobView {
  session_id: string;
  external: boolean;
  machine_id: string;
  machine_name: string;
  state: "waiting" | "placed" | "finished";
  queue_position: number | null;
  device_id: string | null;
  enqueued_at: number;
  placed_at: number | null;
  finished_at: number | null;
}

/** Finished jobs kept per Machine (newest), for the sessions list and wait analytics. */
export const FINISHED_KEPT = 50;

/** A worker's device id: stable for (Machine, job), so the same seed gives the same ids. */
export function deviceIdOf(machineId: string, jobId: string): string {
  const h = [0, 1, 2, 3].map((i) => hashSeed(machineId, jobId, i).toString(16).padStart(8, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
