import { z } from "zod";
import { countOf, formatCount } from "@/ui/format-count";

/**
 * Capacity alert rules for one Machine and how its numbers fall into normal / elevated / high bands.
 * Each rule is elevated at its threshold and high at twice it (a worker offline is elevated; every
 * worker offline is high); the Machine's band is its worst rule's. A rule whose input is missing
 * (no counts, no wait seen) does not fire: it says less, never guesses.
 *
 * API: AlertRules · DEFAULT_RULES · parseRules(value) → AlertRules · AlertBand · BAND_ORDER ·
 *      UtilisationSample · sustainedMs(samples, pct, now) · evaluateAlerts(rules, input) → AlertVerdict
 */
export const alertRulesSchema = z.object({
  /** Utilisation (busy ÷ online) at or above this percent… */
  utilisationPct: z.number().int().min(1).max(100),
  /** …for at least this many minutes. */
  utilisationMinutes: z.number().int().min(1).max(240),
  /** Sessions queued at or above this. */
  queueAtLeast: z.number().int().min(1).max(10_000),
  /** The oldest waiting session has waited this many minutes or more. */
  oldestWaitMinutes: z.number().int().min(1).max(1_440),
  /** Any worker offline. */
  workerOffline: z.boolean(),
});
export type AlertRules = z.infer<typeof alertRulesSchema>;

export const DEFAULT_RULES: AlertRules = {
  utilisationPct: 90,
  utilisationMinutes: 10,
  queueAtLeast: 5,
  oldestWaitMinutes: 10,
  workerOffline: true,
};

export function parseRules(value: unknown): AlertRules | null {
  const parsed = alertRulesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const BAND_ORDER = ["normal", "elevated", "high"] as const;
export type AlertBand = (typeof BAND_ORDER)[number];

export type AlertRuleId = "utilisation" | "queue" | "oldest-wait" | "worker-offline";

export interface FiringRule {
  rule: AlertRuleId;
  band: Exclude<AlertBand, "normal">;
  /** One plain sentence: what was seen against what the rule says. */
  text: string;
}

export interface AlertVerdict {
  band: AlertBand;
  firing: FiringRule[];
}

export interface UtilisationSample {
  at: number;
  /** busy ÷ online, 0..1; null when no worker was online. */
  utilisation: number | null;
}

/** Samples further apart than this break a run (the page was closed or the reads failed). */
export const MAX_SAMPLE_GAP_MS = 30_000;

/**
 * How long utilisation has stayed at or above `pct` up to the newest sample (0 when the newest is below,
 * or there is none). Samples in time order.
 */
export function sustainedMs(samples: readonly UtilisationSample[], pct: number, now: number): number {
  let start: number | null = null;
  let later: number | null = null;
  for (let i = samples.length - 1; i >= 0; i--) {
    const s = samples[i];
    if (!s || s.utilisation === null || s.utilisation * 100 < pct) break;
    if (later !== null && later - s.at > MAX_SAMPLE_GAP_MS) break;
    start = s.at;
    later = s.at;
  }
  return start === null ? 0 : Math.max(0, now - start);
}

export interface AlertInput {
  workers: { total: number; online: number } | null;
  queued: number | null;
  samples: readonly UtilisationSample[];
  oldestWaitMs: number | null;
  now: number;
}

const MIN = 60_000;
const bandOf = (value: number, threshold: number): FiringRule["band"] | null =>
  value >= 2 * threshold ? "high" : value >= threshold ? "elevated" : null;

export function evaluateAlerts(rules: AlertRules, input: AlertInput): AlertVerdict {
  const firing: FiringRule[] = [];
  const sustained = sustainedMs(input.samples, rules.utilisationPct, input.now);
  const utilBand = bandOf(sustained, rules.utilisationMinutes * MIN);
  if (utilBand)
    firing.push({
      rule: "utilisation",
      band: utilBand,
      text: `Utilisation at or above ${rules.utilisationPct}% for ${formatCount(Math.floor(sustained / MIN))} min (rule: ${formatCount(rules.utilisationMinutes)} min).`,
    });
  if (input.queued !== null) {
    const band = bandOf(input.queued, rules.queueAtLeast);
    if (band)
      firing.push({
        rule: "queue",
        band,
        text: `${countOf(input.queued, "session")} queued (rule: ${formatCount(rules.queueAtLeast)} or more).`,
      });
  }
  if (input.oldestWaitMs !== null) {
    const band = bandOf(input.oldestWaitMs, rules.oldestWaitMinutes * MIN);
    if (band)
      firing.push({
        rule: "oldest-wait",
        band,
        text: `The oldest waiting session has waited ${formatCount(Math.floor(input.oldestWaitMs / MIN))} min (rule: ${formatCount(rules.oldestWaitMinutes)} min).`,
      });
  }
  const w = input.workers;
  if (rules.workerOffline && w && w.online < w.total) {
    const all = w.online === 0;
    firing.push({
      rule: "worker-offline",
      band: all ? "high" : "elevated",
      text: all
        ? `${w.total === 1 ? "The only worker is" : `All ${formatCount(w.total)} workers are`} offline.`
        : `${formatCount(w.total - w.online)} of ${formatCount(w.total)} workers offline.`,
    });
  }
  const band = firing.reduce<AlertBand>(
    (worst, f) => (BAND_ORDER.indexOf(f.band) > BAND_ORDER.indexOf(worst) ? f.band : worst),
    "normal",
  );
  return { band, firing };
}
