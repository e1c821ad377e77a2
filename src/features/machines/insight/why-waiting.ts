import type { Machine } from "@/api/types";
import { countOf, formatCount } from "@/ui/format-count";
import { readCounts, soundCounts } from "../counts";

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
 * - unknown: the Machine or its worker counts could not be read, or its counts do not add up
 *   (counts.ts) → position only, no reason.
 * - no-worker: no worker enrolled, or none online → enroll a worker or move the session to cloud.
 * - idle: a worker is idle → it should be placed shortly.
 * - busy: every online worker is busy → "2nd in line; typical wait here 4 min" (typical only when known).
 *
 * The sentence also comes in parts: the Machine's figures in it (its worker count, the typical wait)
 * name the place on the Machine's page they come from (anchors.ts), for a link.
 *
 * API: WhyWaitingInput · WhyWaiting · WhyPart · whyWaiting(input) → WhyWaiting | null · ordinal(n) · formatWait(ms)
 */
export type MachineRead =
  | { kind: "ok"; machine: Pick<Machine, "name"> & { workers?: unknown; sessions?: unknown } }
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

/** A piece of the sentence; a figure names where on the Machine's page it comes from. */
export type WhyPart = string | { text: string; place: "capacity" | "waits" };

export interface WhyWaiting {
  kind: WhyWaitingKind;
  sentence: string;
  /** The sentence in pieces (joined, they are `sentence`). */
  parts: WhyPart[];
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
  return `${formatCount(n)}${suffix}`;
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

const textOf = (parts: readonly WhyPart[]) => parts.map((p) => (typeof p === "string" ? p : p.text)).join("");

export function whyWaiting(input: WhyWaitingInput): WhyWaiting | null {
  const p = input.placement;
  const name = p && typeof p.name === "string" && p.name ? p.name : null;
  const position =
    p && typeof p.queue_position === "number" && Number.isInteger(p.queue_position) && p.queue_position > 0
      ? p.queue_position
      : null;
  const on = name ? `Machine ${name}` : "its Machine";
  const base = { machineName: name, position, deadline: null };
  const said = (parts: WhyPart[]) => ({ parts, sentence: textOf(parts) });
  if (input.heldAt !== null) {
    const deadline = input.heldAt + HELD_TIMEOUT_MS;
    const left = deadline - input.now;
    return {
      ...base,
      kind: "machine-change",
      deadline,
      actions: [],
      ...said([
        left > 0
          ? `The move to ${on} has not settled yet, so your follow-up is held; it is delivered when the move settles, or marked not delivered in ${formatWait(left)}. Do not send it again.`
          : `The move to ${on} did not settle within 10 minutes, so your held follow-up was not delivered. Send it again if it still matters.`,
      ]),
    };
  }
  if (p?.state !== "waiting") return null;
  const place = position === null ? "Its place in the queue is not reported" : `${ordinal(position)} in line`;
  if (input.machine.kind === "gone") {
    return {
      ...base,
      kind: "gone",
      actions: ["move-to-cloud"],
      ...said([
        `${on} no longer exists (the service answered 404 not found), so no worker will pick this session up. Move it to cloud to run it.`,
      ]),
    };
  }
  const counts = input.machine.kind === "ok" ? readCounts(input.machine.machine) : null;
  if (counts?.kind === "unsound") {
    return {
      ...base,
      kind: "unknown",
      actions: [],
      ...said([
        `Waiting for a worker on ${on}; ${place.toLowerCase()}. ${on}'s counts do not add up (${counts.problems.join("; ")}), so why it waits is not known.`,
      ]),
    };
  }
  const workers = soundCounts(counts)?.workers ?? null;
  if (!workers) {
    return {
      ...base,
      kind: "unknown",
      actions: [],
      ...said([
        `Waiting for a worker on ${on}; ${place.toLowerCase()}. ${on}'s workers could not be read, so why it waits is not known.`,
      ]),
    };
  }
  if (workers.online === 0) {
    const who: WhyPart[] =
      workers.total === 0
        ? [`${on} has `, { text: "no worker enrolled", place: "capacity" }]
        : [`None of ${on}'s `, { text: countOf(workers.total, "worker"), place: "capacity" }, " is online"];
    return {
      ...base,
      kind: "no-worker",
      actions: ["enroll-worker", "move-to-cloud"],
      ...said([...who, ", so nothing runs there. Enroll a worker, or move this session to cloud."]),
    };
  }
  if (workers.idle > 0) {
    return {
      ...base,
      kind: "idle",
      actions: [],
      ...said([
        `${on} has `,
        { text: countOf(workers.idle, "idle worker"), place: "capacity" },
        `; ${place.toLowerCase()}, it should be placed shortly.`,
      ]),
    };
  }
  const typical: WhyPart[] =
    input.typicalWaitMs === null
      ? []
      : ["; ", { text: `typical wait here ${formatWait(input.typicalWaitMs)}`, place: "waits" }];
  const busy: WhyPart[] =
    workers.online === 1
      ? ["The ", { text: "one online worker", place: "capacity" }, ` on ${on} is busy`]
      : ["All ", { text: `${formatCount(workers.online)} online workers`, place: "capacity" }, ` on ${on} are busy`];
  return {
    ...base,
    kind: "busy",
    actions: ["enroll-worker"],
    ...said([...busy, `. ${place}`, ...typical, "."]),
  };
}
