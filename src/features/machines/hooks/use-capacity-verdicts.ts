import { useEffect, useMemo } from "react";
import { readCounts } from "../counts";
import { machineHealth } from "../health";
import { type VerdictInputs, verdictInputs } from "../insight/alert-coverage";
import type { AlertVerdict, UtilisationSample } from "../insight/alert-rules";
import { rulesFor } from "../insight/alert-settings";
import { machineVerdict } from "../insight/machine-verdict";
import { recordUtilisation, utilisationSamples, withSample } from "../insight/utilisation-samples";
import type { OverviewEntry } from "../overview-entry";
import { useAlertSettings } from "./use-alert-settings";
import { type MachineWaits, useFleetWaits } from "./use-wait-analytics";

export interface CapacityVerdict {
  name: string;
  verdict: AlertVerdict;
  waits: MachineWaits | undefined;
  /**
   * Whether every input of the verdict is known: `read` (its counts, and its session list when lists
   * are read), `reading` (one of them not yet), `unreadable` (refused or broken), `unsound` (its counts
   * do not add up: no rule that reads them judges it). A verdict that is not `read` may still fire on
   * what is known, but its silence says nothing.
   */
  inputs: VerdictInputs;
}

/** Sessions lists are read this often on the overview (the Machine page reads them every 10 s). */
export const OVERVIEW_SESSIONS_MS = 60_000;

/**
 * Each overview Machine's waits and alert verdict under this browser's rules. Utilisation is sampled
 * once per answer received (for the sustained rule): the verdict reads the new sample at once, and it is
 * recorded after commit, so a render writes nothing shared. `listSessions`: read each Machine's session list
 * (every OVERVIEW_SESSIONS_MS); false on a service that does not list Machines, where the sessions
 * opened or watched here are all there is.
 */
export function useCapacityVerdicts(
  orgId: string,
  entries: readonly OverviewEntry[],
  listSessions: boolean,
): Map<string, CapacityVerdict> {
  const { settings } = useAlertSettings(orgId);
  const names = entries.map((e) => e.machine?.name ?? e.name);
  const at = Math.max(0, ...entries.map((e) => e.updatedAt));
  const waits = useFleetWaits(orgId, names, { list: listSessions, listEveryMs: OVERVIEW_SESSIONS_MS, at });
  const { verdicts, sampled } = useMemo(() => {
    const out = new Map<string, CapacityVerdict>();
    const sampled: [string, UtilisationSample][] = [];
    entries.forEach((entry, i) => {
      const name = names[i] ?? entry.name;
      const m = entry.machine;
      const counts = m ? readCounts(m) : null;
      const w = waits.get(name.toLowerCase());
      const inputs = verdictInputs({
        counted: counts?.kind === "readable" && entry.updatedAt > 0,
        unsound: counts?.kind === "unsound",
        answered: Boolean(m || entry.error),
        list: listSessions ? (w?.list ?? "reading") : null,
      });
      let samples = utilisationSamples(orgId, name);
      if (counts?.kind === "readable" && entry.updatedAt > 0) {
        const sample = { at: entry.updatedAt, utilisation: machineHealth(counts).utilisation };
        sampled.push([name, sample]);
        samples = withSample(samples, sample);
      }
      const verdict = machineVerdict(rulesFor(settings, name), {
        counts,
        samples,
        oldestWaitMs: w?.analytics.oldest?.ms ?? null,
        now: entry.updatedAt || at,
      });
      out.set(name.toLowerCase(), { name, verdict, waits: w, inputs });
    });
    return { verdicts: out, sampled };
  }, [entries, names, orgId, settings, waits, at, listSessions]);
  useEffect(() => {
    for (const [name, sample] of sampled) recordUtilisation(orgId, name, sample);
  }, [orgId, sampled]);
  return verdicts;
}
