import { askDesktopPermission, permissionText, showDesktopNotification } from "./desktop-notify";
import { type AlertKind, alertTag, alertText, type SessionLook } from "./notify-decision";
import { recordAlert, recordFired } from "./storage/alert-log";
import { watch } from "./storage/watch-list";

/**
 * Announce one alert: recorded once per tag for the whole browser (alert-log), then — unless the user is
 * looking at that session right now — a desktop notification (when allowed) and an unseen entry for the
 * tab-title badge. Returns whether a desktop notification was shown.
 */
export interface Announcement {
  orgId: string;
  sessionId: string;
  title: string;
  kind: AlertKind;
  look: SessionLook;
  /** The session's tab is on screen: nothing to tell. */
  suppressed: boolean;
  onOpen: (sessionId: string) => void;
  now?: number;
  /** For "stalled": when the silence began (its episode), so each stall alerts once. */
  episode?: number;
}

export function announce({
  orgId,
  sessionId,
  title,
  kind,
  look,
  suppressed,
  onOpen,
  now,
  episode,
}: Announcement): boolean {
  const tag = alertTag(orgId, sessionId, kind, look, episode);
  const fresh = recordAlert(orgId, { sessionId, kind, tag, at: now ?? Date.now() }, { unseen: !suppressed });
  if (!fresh || suppressed) return false;
  return showDesktopNotification({ ...alertText(kind, look, title), tag, onClick: () => onOpen(sessionId) });
}

/**
 * "Notify me": the session is watched at once (the badge works without permission); the browser is asked
 * for desktop notifications only now, from the user's click, and only if it has not been answered.
 */
export async function startWatching(orgId: string, sessionId: string) {
  watch(orgId, sessionId);
  return askDesktopPermission();
}

/**
 * Another feature's alert (e.g. a Machine's capacity band rising) under the same rules: once per tag for
 * the whole browser, nothing when `suppressed` (what it is about is on screen), a desktop notification
 * when allowed. Returns whether one was shown.
 */
export interface OtherAnnouncement {
  orgId: string;
  tag: string;
  title: string;
  body: string;
  suppressed: boolean;
  onClick: () => void;
}

export function announceOnce({ orgId, tag, title, body, suppressed, onClick }: OtherAnnouncement): boolean {
  if (suppressed || !recordFired(orgId, tag)) return false;
  return showDesktopNotification({ title, body, tag, onClick });
}

/** An opt-in from the user's click: asks the browser only then; what the user should know, or null. */
export async function requestDesktopAlerts(): Promise<string | null> {
  return permissionText(await askDesktopPermission());
}
