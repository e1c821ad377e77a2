import type { Machine } from "@/api/types";

/**
 * "Why is it waiting?": one sentence about a session waiting on a Machine, from its `machine.state` and
 * `queue_position`, the Machine's workers and any held follow-up, with the action that helps. Says less
 * where data is missing (the Machine unread, counts absent, no position): it never guesses.
 *
 * Cases, first match wins:
 * - machine-change: a follow-up is held while the session's machine change settles → the countdown
 *   until it is marked not delivered (spec §3.2: 10 minutes).
 * - not-waiting: no Machine placement, or it is not `waiting` → null (nothing to explain).
 * - gone: reading the Machine answered 404 → say so; move the session to cloud.
 * - unknown: the Machine or its worker counts could not be read → position only, no reason.
 * - no-worker: no worker enrolled, or none online → enroll a worker or move the session to cloud.
 * - idle: a worker is idle → it should be placed shortly.
 * - busy: every online worker is busy → "2nd in line; typical wait here 4 min" (typical only when known).
 *
 * API: WhyWaitingInput · WhyWaiting · whyWaiting(input) → WhyWaiting | null · ordinal(n) · formatWait(ms)
 */
export type MachineRead =
  | { kind: "ok"; machine: Pick<Machine, "name"> & { workers?: unknown } }
  | { kind: "gone" }
  | { kind: "unknown" };

export interface WhyWaitingInput {
  /** The session's `machine` placement, as retrieved. */
  placement: { name?: unknown; state?: unknown; queue_position?: unknown } | null | undefined;
  machine: MachineRead;
  /** A follow-up held because the machine change is pending: when it was held (ms). */
  heldAt: number | null;
  /** Typical (median) wait on this Machine from the sessions seen, when known. */
  typicalWaitMs: number | null;
  now: number;
}

export type WhyWaitingKind = "machine-change" | "gone" | "unknown" | "no-worker" | "idle" | "busy";
export type WhyWaitingAction = "enroll-worker" | "move-to-cloud";

export interface WhyWaiting {
  kind: WhyWaitingKind;
  sentence: string;
  machineName: string | null;
  position: number | null;
  actions: WhyWaitingAction[];
  /** machine-change: when the held follow-up is marked not delivered (ms). */
  deadline: number | null;
}

export const HELD_TIMEOUT_MS = 10 * 60_000;

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "under a minute", "4 min", "1 h 20 min". */
export function formatWait(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "not reported";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

function counts(workers: unknown): { total: number; online: number; idle: number } | null {
  if (typeof workers !== "object" || workers === null) return null;
  const w = workers as Record<string, unknown>;
  const ok = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
  return ok(w.total) && ok(w.online) && ok(w.idle) ? { total: w.total, online: w.online, idle: w.idle } : null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function whyWaiting(input: WhyWaitingInput): WhyWaiting | null {
  const p = input.placement;
  const name = p && typeof p.name === "string" && p.name ? p.name : null;
  const position =
    p && typeof p.queue_position === "number" && Number.isInteger(p.queue_position) && p.queue_position > 0
      ? p.queue_position
      : null;
  const on = name ? `Machine ${name}` : "its Machine";
  const base = { machineName: name, position, deadline: null };
  if (input.heldAt !== null) {
    const deadline = input.heldAt + HELD_TIMEOUT_MS;
    const left = deadline - input.now;
    return {
      ...base,
      kind: "machine-change",
      deadline,
      actions: [],
      sentence:
        left > 0
          ? `The move to ${on} has not settled yet, so your follow-up is held; it is delivered when the move settles, or marked not delivered in ${formatWait(left)}. Do not send it again.`
          : `The move to ${on} did not settle within 10 minutes, so your held follow-up was not delivered. Send it again if it still matters.`,
    };
  }
  if (p?.state !== "waiting") return null;
  const place = position === null ? "Its place in the queue is not reported" : `${ordinal(position)} in line`;
  if (input.machine.kind === "gone") {
    return {
      ...base,
      kind: "gone",
      actions: ["move-to-cloud"],
      sentence: `${on} no longer exists (the service answered 404 not found), so no worker will pick this session up. Move it to cloud to run it.`,
    };
  }
  const workers = input.machine.kind === "ok" ? counts(input.machine.machine.workers) : null;
  if (!workers) {
    return {
      ...base,
      kind: "unknown",
      actions: [],
      sentence: `Waiting for a worker on ${on}; ${place.toLowerCase()}. ${on}'s workers could not be read, so why it waits is not known.`,
    };
  }
  if (workers.online === 0) {
    const who =
      workers.total === 0
        ? `${on} has no worker enrolled`
        : `None of ${on}'s ${plural(workers.total, "worker")} is online`;
    return {
      ...base,
      kind: "no-worker",
      actions: ["enroll-worker", "move-to-cloud"],
      sentence: `${who}, so nothing runs there. Enroll a worker, or move this session to cloud.`,
    };
  }
  if (workers.idle > 0) {
    return {
      ...base,
      kind: "idle",
      actions: [],
      sentence: `${on} has ${plural(workers.idle, "idle worker")}; ${place.toLowerCase()}, it should be placed shortly.`,
    };
  }
  const typical = input.typicalWaitMs === null ? "" : `; typical wait here ${formatWait(input.typicalWaitMs)}`;
  return {
    ...base,
    kind: "busy",
    actions: ["enroll-worker"],
    sentence: `${workers.online === 1 ? `The one online worker on ${on} is busy` : `All ${workers.online} online workers on ${on} are busy`}. ${place}${typical}.`,
  };
}
