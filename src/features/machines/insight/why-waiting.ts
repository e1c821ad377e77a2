import { LIMITS } from "@/api/limits";
import type { Machine } from "@/api/types";
import { countOf, formatCount } from "@/ui/format-count";
import { NOT_REPORTED } from "@/ui/readable";
import { durationText, ordinal } from "@/ui/time";
import { readCounts, soundCounts } from "../counts";

/**
 * "Why is it waiting?": one sentence about a session waiting on a Machine, from its `machine.state` and
 * `queue_position`, the Machine's workers, the queue's pace and any held follow-up, with the advice that
 * fits the cause. Says less where data is missing (the Machine unread, counts absent, no position): it
 * never guesses.
 *
 * Cases, first match wins (each with its advice):
 * - machine-change: a follow-up is held while the session's machine change settles → nothing a worker could
 *   fix is in the way: the follow-up is delivered when the change completes, or marked not delivered when
 *   the hold runs out (LIMITS.heldFollowUpTimeoutMs) → wait, do not resend; past it → send it again.
 * - not-waiting: no Machine placement, or it is not `waiting` → null (nothing to explain).
 * - gone: reading the Machine answered 404 → move the session to cloud.
 * - unknown: the Machine or its worker counts could not be read, or do not add up (counts.ts) → position only.
 * - no-worker: no worker enrolled → enroll one, or move to cloud.
 * - offline: workers enrolled, none online → bring one back online, or move to cloud.
 * - idle: a worker is idle → it should be placed shortly.
 * - grows: arrivals outpace what the online workers finish (offered load ≥ online workers) → the queue grows
 *   without end: no typical wait is quoted; enroll workers, or move to cloud.
 * - at-limit: every enrolled worker is online and busy → the Machine runs at its limit: enroll a worker.
 * - busy: every online worker is busy and some enrolled ones are offline → bring one back online.
 *
 * The sentence also comes in parts: the Machine's figures in it (its worker count, the typical wait)
 * name the place on the Machine's page they come from (anchors.ts), for a link.
 *
 * API: WhyWaitingInput · WhyWaiting · WhyPart · WhyAdvice · whyWaiting(input) → WhyWaiting | null
 * (waits read in @/ui/time's "wait" words; the hold is LIMITS.heldFollowUpTimeoutMs)
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
  /** The queue's pace from the sessions seen (wait analytics), when both are known. */
  pace?: { arrivalsPerHour: number; meanRunMs: number } | null;
  now: number;
}

export type WhyWaitingKind =
  | "machine-change"
  | "gone"
  | "unknown"
  | "no-worker"
  | "offline"
  | "idle"
  | "grows"
  | "at-limit"
  | "busy";
export type WhyWaitingAction = "enroll-worker" | "move-to-cloud";
/** What the sentence advises, in one word per cause (the oracle checks this, not the wording). */
export type WhyAdvice =
  | "wait-for-change"
  | "send-again"
  | "move-to-cloud"
  | "none"
  | "enroll-or-cloud"
  | "bring-online-or-cloud"
  | "wait"
  | "enroll"
  | "bring-online";

/** A piece of the sentence; a figure names where on the Machine's page it comes from. */
export type WhyPart = string | { text: string; place: "capacity" | "waits" };

export interface WhyWaiting {
  kind: WhyWaitingKind;
  advice: WhyAdvice;
  sentence: string;
  /** The sentence in pieces (joined, they are `sentence`). */
  parts: WhyPart[];
  machineName: string | null;
  position: number | null;
  actions: WhyWaitingAction[];
  /** machine-change: when the held follow-up is marked not delivered (ms). */
  deadline: number | null;
}

const textOf = (parts: readonly WhyPart[]) => parts.map((p) => (typeof p === "string" ? p : p.text)).join("");

type Base = Pick<WhyWaiting, "machineName" | "position" | "deadline">;
const said = (parts: WhyPart[]) => ({ parts, sentence: textOf(parts) });

/** A follow-up held while the session's machine change settles: no worker is in the way. */
function heldAnswer(base: Base, on: string, heldAt: number, now: number): WhyWaiting {
  const deadline = heldAt + LIMITS.heldFollowUpTimeoutMs;
  const left = deadline - now;
  const limit = durationText(LIMITS.heldFollowUpTimeoutMs, "wait", NOT_REPORTED);
  return {
    ...base,
    kind: "machine-change",
    advice: left > 0 ? "wait-for-change" : "send-again",
    deadline,
    actions: [],
    ...said([
      left > 0
        ? `Your follow-up is held until the move to ${on} completes: it is delivered then, or marked not delivered in ${durationText(left, "wait", NOT_REPORTED)} if the move has not completed. Nothing a worker could fix is in the way, so do not send it again.`
        : `The move to ${on} did not complete within ${limit}, so your held follow-up was not delivered. Send it again if it still matters.`,
    ]),
  };
}

/** Sessions arriving per hour against what the online workers finish per hour, when the pace is known. */
function outpaced(pace: WhyWaitingInput["pace"], online: number): { in: number; out: number } | null {
  if (!pace || !(pace.arrivalsPerHour > 0) || !(pace.meanRunMs > 0)) return null;
  const out = (online * 3_600_000) / pace.meanRunMs;
  return pace.arrivalsPerHour >= out ? { in: pace.arrivalsPerHour, out } : null;
}

export function whyWaiting(input: WhyWaitingInput): WhyWaiting | null {
  const p = input.placement;
  const name = p && typeof p.name === "string" && p.name ? p.name : null;
  const position =
    p && typeof p.queue_position === "number" && Number.isInteger(p.queue_position) && p.queue_position > 0
      ? p.queue_position
      : null;
  const on = name ? `Machine ${name}` : "its Machine";
  const base: Base = { machineName: name, position, deadline: null };
  if (input.heldAt !== null) return heldAnswer(base, on, input.heldAt, input.now);
  if (p?.state !== "waiting") return null;
  const place = position === null ? "Its place in the queue is not reported" : `${ordinal(position)} in line`;
  if (input.machine.kind === "gone") {
    return {
      ...base,
      kind: "gone",
      advice: "move-to-cloud",
      actions: ["move-to-cloud"],
      ...said([
        `${on} no longer exists (the service answered 404 not found), so no worker will pick this session up. Move it to cloud to run it.`,
      ]),
    };
  }
  const counts = input.machine.kind === "ok" ? readCounts(input.machine.machine) : null;
  const workers = counts?.kind === "unsound" ? null : (soundCounts(counts)?.workers ?? null);
  if (!workers) {
    const why =
      counts?.kind === "unsound"
        ? `${on}'s counts do not add up (${counts.problems.join("; ")})`
        : `${on}'s workers could not be read`;
    return {
      ...base,
      kind: "unknown",
      advice: "none",
      actions: [],
      ...said([`Waiting for a worker on ${on}; ${place.toLowerCase()}. ${why}, so why it waits is not known.`]),
    };
  }
  return workerAnswer(input, base, on, place, workers);
}

/** The causes a worker could fix: none enrolled or online, one idle, a queue that outgrows them, all busy. */
function workerAnswer(
  input: WhyWaitingInput,
  base: Base,
  on: string,
  place: string,
  workers: { total: number; online: number; busy: number; idle: number },
): WhyWaiting {
  const enrolled: WhyPart = { text: countOf(workers.total, "worker"), place: "capacity" };
  if (workers.total === 0)
    return {
      ...base,
      kind: "no-worker",
      advice: "enroll-or-cloud",
      actions: ["enroll-worker", "move-to-cloud"],
      ...said([
        `${on} has `,
        { text: "no worker enrolled", place: "capacity" },
        ", so nothing runs there. Enroll a worker, or move this session to cloud.",
      ]),
    };
  if (workers.online === 0)
    return {
      ...base,
      kind: "offline",
      advice: "bring-online-or-cloud",
      actions: ["move-to-cloud"],
      ...said([
        `None of ${on}'s `,
        enrolled,
        ` is online, so nothing runs there; ${place.toLowerCase()}. Bring one back online, or move this session to cloud.`,
      ]),
    };
  if (workers.idle > 0)
    return {
      ...base,
      kind: "idle",
      advice: "wait",
      actions: [],
      ...said([
        `${on} has `,
        { text: countOf(workers.idle, "idle worker"), place: "capacity" },
        `; ${place.toLowerCase()}, it should be placed shortly.`,
      ]),
    };
  const busy: WhyPart[] =
    workers.online === 1
      ? ["The ", { text: "one online worker", place: "capacity" }, ` on ${on} is busy`]
      : ["All ", { text: `${formatCount(workers.online)} online workers`, place: "capacity" }, ` on ${on} are busy`];
  const grows = outpaced(input.pace, workers.online);
  if (grows)
    return {
      ...base,
      kind: "grows",
      advice: "enroll-or-cloud",
      actions: ["enroll-worker", "move-to-cloud"],
      ...said([
        ...busy,
        ` and sessions arrive faster than they finish (${formatCount(Math.round(grows.in))} an hour arrive, about ${formatCount(Math.round(grows.out))} an hour finish), so the queue grows without end and no typical wait applies. ${place}. Enroll workers, or move this session to cloud.`,
      ]),
    };
  const typical: WhyPart[] =
    input.typicalWaitMs === null
      ? []
      : [
          "; ",
          { text: `typical wait here ${durationText(input.typicalWaitMs, "wait", NOT_REPORTED)}`, place: "waits" },
        ];
  if (workers.online >= workers.total)
    return {
      ...base,
      kind: "at-limit",
      advice: "enroll",
      actions: ["enroll-worker"],
      ...said([
        ...busy,
        `, and no enrolled worker is offline: it runs at its limit. ${place}`,
        ...typical,
        ". Enroll a worker to run more at once.",
      ]),
    };
  const offline = workers.total - workers.online;
  return {
    ...base,
    kind: "busy",
    advice: "bring-online",
    actions: [],
    ...said([
      ...busy,
      `; ${formatCount(offline)} of its `,
      enrolled,
      ` ${offline === 1 ? "is" : "are"} offline. ${place}`,
      ...typical,
      ". Bringing an offline worker back online would take it sooner.",
    ]),
  };
}
