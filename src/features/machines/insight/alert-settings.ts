import { z } from "zod";
import { LIMITS } from "@/api/limits";
import { createLocalStore, defaultStorage, type StorageLike } from "../local-store";
import { type AlertRules, alertRulesSchema, DEFAULT_RULES } from "./alert-rules";

/**
 * Capacity alert settings kept in this browser's localStorage, per organization: rules per Machine
 * (by lower-cased name; others use the defaults) and whether desktop notifications are on. Names and
 * numbers only. Whatever storage holds is validated; anything else reads as the defaults.
 *
 * API: AlertSettings · readAlertSettings(orgId, storage?) · readAlertSettingsRaw(orgId, storage?) ·
 *      parseAlertSettings(raw) · writeAlertSettings(orgId, settings, storage?) · subscribeAlertSettings(fn) ·
 *      rulesFor(settings, machine) · withRules(settings, machine, rules | null) · EMPTY_SETTINGS
 */
const settingsSchema = z.object({
  notify: z.boolean(),
  machines: z.record(z.string().min(LIMITS.machineParamMinChars).max(LIMITS.machineParamMaxChars), alertRulesSchema),
});
export type AlertSettings = z.infer<typeof settingsSchema>;

export const EMPTY_SETTINGS: AlertSettings = { notify: false, machines: {} };

export function parseAlertSettings(raw: string | null): AlertSettings {
  if (!raw) return EMPTY_SETTINGS;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_SETTINGS;
  } catch {
    return EMPTY_SETTINGS;
  }
}

export function rulesFor(settings: AlertSettings, machine: string): AlertRules {
  return settings.machines[machine.toLowerCase()] ?? DEFAULT_RULES;
}

/** `rules` null: back to the defaults. */
export function withRules(settings: AlertSettings, machine: string, rules: AlertRules | null): AlertSettings {
  const machines = { ...settings.machines };
  if (rules === null) delete machines[machine.toLowerCase()];
  else machines[machine.toLowerCase()] = rules;
  return { ...settings, machines };
}

const store = createLocalStore("session-control:machine-alerts:");

export function readAlertSettingsRaw(orgId: string, storage: StorageLike | null = defaultStorage()): string {
  return store.readRaw(orgId, storage);
}

export function readAlertSettings(orgId: string, storage: StorageLike | null = defaultStorage()): AlertSettings {
  return parseAlertSettings(readAlertSettingsRaw(orgId, storage));
}

export function writeAlertSettings(
  orgId: string,
  settings: AlertSettings,
  storage: StorageLike | null = defaultStorage(),
): void {
  store.write(orgId, JSON.stringify(settingsSchema.parse(settings)), storage);
}

export const subscribeAlertSettings = store.subscribe;
