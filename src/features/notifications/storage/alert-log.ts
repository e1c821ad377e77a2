import { createLocalRecord, parsePerOrg, type StorageLike } from "@/lib/local-record";
import type { AlertKind } from "../notify-decision";

/**
 * What the watcher announced, per organization, in localStorage (session ids, kinds and tags only), so
 * every tab shows the same title badge and no two tabs announce the same end:
 * - `unseen`: alerts the user has not looked at yet (the "(2) …" title badge; cleared by viewing the session);
 * - `fired`: the tags of recent announcements (Notification tags), so an end is announced once even when
 *   two tabs see it (no Web Locks, or a hand-over between tabs).
 *
 * API:
 * - UnseenAlert                                   { sessionId, kind, tag, at }
 * - recordAlert(orgId, alert, { unseen }, storage?) → false when that tag was announced already (do nothing)
 * - readUnseen(orgId, storage?)                   newest first
 * - clearUnseen(orgId, sessionId | null, storage?)  null: all of the organization
 * - recordFired(orgId, tag, storage?)              a tag of another kind of alert, once per browser
 * - readAlertsRaw(storage?) · subscribeAlerts(listener)
 * - FIRED_CAP 100 tags, UNSEEN_CAP 50 alerts per organization
 */
export interface UnseenAlert {
  sessionId: string;
  kind: AlertKind;
  tag: string;
  at: number;
}

interface OrgLog {
  unseen: UnseenAlert[];
  fired: string[];
}

export const FIRED_CAP = 100;
export const UNSEEN_CAP = 50;
const KINDS: readonly string[] = ["finished", "error", "action_required", "stalled"] satisfies AlertKind[];

function isUnseen(value: unknown): value is UnseenAlert {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sessionId === "string" &&
    typeof v.kind === "string" &&
    KINDS.includes(v.kind) &&
    typeof v.tag === "string" &&
    typeof v.at === "number"
  );
}

function parseLog(value: unknown): OrgLog | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  return {
    unseen: Array.isArray(v.unseen) ? v.unseen.filter(isUnseen) : [],
    fired: Array.isArray(v.fired) ? v.fired.filter((t): t is string => typeof t === "string") : [],
  };
}

const record = createLocalRecord(
  "session-control:notify-alerts",
  (value) => parsePerOrg(value, parseLog),
  () => ({}) as Record<string, OrgLog>,
);

export const readAlertsRaw = record.readRaw;
export const subscribeAlerts = record.subscribe;

export function recordAlert(
  orgId: string,
  alert: UnseenAlert,
  { unseen }: { unseen: boolean },
  storage?: StorageLike | null,
): boolean {
  const all = record.read(storage);
  const log = all[orgId] ?? { unseen: [], fired: [] };
  if (log.fired.includes(alert.tag)) return false;
  all[orgId] = {
    fired: [...log.fired, alert.tag].slice(-FIRED_CAP),
    unseen: unseen ? [...log.unseen, alert].slice(-UNSEEN_CAP) : log.unseen,
  };
  record.write(all, storage);
  return true;
}

export function readUnseen(orgId: string, storage?: StorageLike | null): UnseenAlert[] {
  return [...(record.read(storage)[orgId]?.unseen ?? [])].sort((a, b) => b.at - a.at);
}

export function clearUnseen(orgId: string, sessionId: string | null, storage?: StorageLike | null): void {
  const all = record.read(storage);
  const log = all[orgId];
  if (!log) return;
  const unseen = sessionId === null ? [] : log.unseen.filter((a) => a.sessionId !== sessionId);
  // Viewing a session with nothing unseen writes nothing (no storage events to other tabs).
  if (unseen.length === log.unseen.length) return;
  all[orgId] = { ...log, unseen };
  record.write(all, storage);
}

/**
 * A tag announced outside the session alerts (e.g. a Machine's capacity band): kept with the fired tags
 * only (no unseen entry, no badge), so two tabs announce it once. False when it was announced already.
 */
export function recordFired(orgId: string, tag: string, storage?: StorageLike | null): boolean {
  const all = record.read(storage);
  const log = all[orgId] ?? { unseen: [], fired: [] };
  if (log.fired.includes(tag)) return false;
  all[orgId] = { ...log, fired: [...log.fired, tag].slice(-FIRED_CAP) };
  record.write(all, storage);
  return true;
}
