import { useMemo, useSyncExternalStore } from "react";
import { readAlertsRaw, readUnseen, subscribeAlerts, type UnseenAlert } from "../storage/alert-log";

/** The organization's alerts the user has not looked at yet (newest first), live across tabs. */
export function useUnseenAlerts(orgId: string): UnseenAlert[] {
  const raw = useSyncExternalStore(subscribeAlerts, readAlertsRaw, () => "");
  return useMemo(() => (raw === "" ? [] : readUnseen(orgId)), [raw, orgId]);
}
