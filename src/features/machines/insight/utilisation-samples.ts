import type { UtilisationSample } from "./alert-rules";

/**
 * This page's memory of each Machine's utilisation, one sample per answer received (deduplicated by the
 * answer's time), for the "utilisation ≥ X % for ≥ Y min" rule. In memory only (the history feature
 * keeps the durable record); bounded per Machine.
 *
 * Recorded after commit; a render that holds a newer answer reads withSample(samples, sample), the same
 * list without writing it.
 *
 * API: recordUtilisation(orgId, machine, sample) · utilisationSamples(orgId, machine) · withSample(list, sample) ·
 *      MAX_SAMPLES
 */
export const MAX_SAMPLES = 1_500;
const byMachine = new Map<string, readonly UtilisationSample[]>();
const keyOf = (orgId: string, machine: string) => `${orgId}\u0000${machine.toLowerCase()}`;

/** The list with the sample after it, bounded; the same list when the sample is not newer than its last. */
export function withSample(
  list: readonly UtilisationSample[],
  sample: UtilisationSample,
): readonly UtilisationSample[] {
  const last = list.at(-1);
  if (last && last.at >= sample.at) return list;
  return [...list.slice(Math.max(0, list.length + 1 - MAX_SAMPLES)), sample];
}

export function recordUtilisation(orgId: string, machine: string, sample: UtilisationSample): void {
  const key = keyOf(orgId, machine);
  byMachine.set(key, withSample(byMachine.get(key) ?? [], sample));
}

export function utilisationSamples(orgId: string, machine: string): readonly UtilisationSample[] {
  return byMachine.get(keyOf(orgId, machine)) ?? [];
}
