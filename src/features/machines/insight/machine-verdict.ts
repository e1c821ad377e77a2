import { type CountsReading, soundCounts } from "../counts";
import { type AlertRules, type AlertVerdict, evaluateAlerts, type UtilisationSample } from "./alert-rules";

/**
 * One Machine's alert verdict from what is known of it: which input each rule is given.
 *
 * Counts that do not add up (counts.ts) feed no rule: not the queue's, not the offline workers', and not
 * the sustained utilisation's (its run would reach on into their time). The oldest wait is read from the
 * sessions waiting there, evidence that does not rest on the counts, so it still may fire; its sentence
 * says only the wait and the rule, and nothing shown beside it is worked out from the counts.
 *
 * API: machineVerdict(rules, input) → AlertVerdict
 */
export function machineVerdict(
  rules: AlertRules,
  input: {
    /** The Machine's counts, or null when it has not answered. */
    counts: CountsReading | null;
    /** Its utilisation samples so far (for the sustained rule). */
    samples: readonly UtilisationSample[];
    /** How long its oldest waiting session has waited, from the sessions seen; null when none waits. */
    oldestWaitMs: number | null;
    now: number;
  },
): AlertVerdict {
  const { counts } = input;
  const readable = soundCounts(counts);
  return evaluateAlerts(rules, {
    workers: readable?.workers ?? null,
    queued: readable?.sessions?.queued ?? null,
    samples: counts?.kind === "unsound" ? [] : input.samples,
    oldestWaitMs: input.oldestWaitMs,
    now: input.now,
  });
}
