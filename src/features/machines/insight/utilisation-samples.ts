import type { UtilisationSample } from "./alert-rules";

/**
 * This page's memory of each Machine's utilisation, one sample per answer received (deduplicated by the
 * answer's time), for the "utilisation ≥ X % for ≥ Y min" rule. In memory only (the history feature
 * keeps the durable record); bounded per Machine.
 *
 * API: recordUtilisation(orgId, machine, sample) · utilisationSamples(orgId, machine) · MAX_SAMPLES
 */
export const MAX_SAMPLES = 1_500;
const byMachine = new Map<string, UtilisationSample[]>();
const keyOf = (orgId: string, machine: string) => `${orgId}\u0000${machine.toLowerCase()}`;

export function recordUtilisation(orgId: string, machine: string, sample: UtilisationSample): void {
  const key = keyOf(orgId, machine);
  const list = byMachine.get(key) ?? [];
  const last = list.at(-1);
  if (last && last.at >= sample.at) return;
  list.push(sample);
  if (list.length > MAX_SAMPLES) list.splice(0, list.length - MAX_SAMPLES);
  byMachine.set(key, list);
}

export function utilisationSamples(orgId: string, machine: string): readonly UtilisationSample[] {
  return byMachine.get(keyOf(orgId, machine)) ?? [];
}
