import type { Machine } from "@/api/types";
import { type Availability, availabilityOf } from "./availability";
import { onlineNow, type ScalingHint, scalingHint } from "./scaling-hint";
import { type SeenSession, type WaitAnalytics, waitAnalytics } from "./wait-analytics";
import { type WhyWaiting, type WhyWaitingInput, whyWaiting } from "./why-waiting";

/**
 * A Machine page's answers, built once from what was read: the wait analytics of the sessions seen, why
 * its queue waits (for the session waiting longest) and the scaling hint, with the availability read from
 * the capacity samples kept. The page and the oracle's day (src/test/oracle) both call this, so what is
 * checked is what is shown.
 *
 * API: MachineAnswers · machineAnswers(input) · paceOf(analytics) · whyForSession(input)
 */
export interface MachineAnswers {
  analytics: WaitAnalytics;
  /** Why the session waiting longest waits, or null when none is waiting among those seen. */
  why: WhyWaiting | null;
  hint: ScalingHint;
  availability: Availability | null;
  /** Why the hint does not compare K with the workers now, when the counts cannot be read. */
  onlineNote: string | null;
}

/** The queue's pace from the sessions seen: arrivals an hour and mean run time, when both are known. */
export function paceOf(a: WaitAnalytics): WhyWaitingInput["pace"] {
  return a.arrivals.perHour !== null && a.arrivals.count > 0 && a.runTime
    ? { arrivalsPerHour: a.arrivals.perHour, meanRunMs: a.runTime.mean.ms }
    : null;
}

export function machineAnswers(input: {
  name: string;
  machine: Pick<Machine, "name"> & { workers?: unknown; sessions?: unknown };
  sessions: Iterable<SeenSession>;
  samples: readonly { at: number; online: number }[];
  targetMs: number;
  now: number;
  /** Already computed (the page keeps them memoised); else computed here. */
  analytics?: WaitAnalytics;
}): MachineAnswers {
  const a = input.analytics ?? waitAnalytics(input.sessions, input.name, input.now);
  const online = onlineNow(input.machine);
  const availability = availabilityOf(input.samples, online.total, input.now);
  const hint = scalingHint(a, online.online, input.targetMs, { total: online.total, availability });
  const head = a.oldest;
  const why = head
    ? whyWaiting({
        placement: { name: input.name, state: "waiting", queue_position: head.position },
        machine: { kind: "ok", machine: input.machine },
        heldAt: null,
        typicalWaitMs: a.p50?.ms ?? null,
        pace: paceOf(a),
        now: input.now,
      })
    : null;
  return { analytics: a, why, hint, availability, onlineNote: online.note };
}
