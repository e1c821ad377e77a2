import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  type AlertSettings,
  parseAlertSettings,
  readAlertSettings,
  readAlertSettingsRaw,
  subscribeAlertSettings,
  writeAlertSettings,
} from "../insight/alert-settings";

/** This browser's capacity alert settings for the org, live across components and tabs. */
export function useAlertSettings(orgId: string) {
  const read = useCallback(() => readAlertSettingsRaw(orgId), [orgId]);
  const raw = useSyncExternalStore(subscribeAlertSettings, read, () => "");
  const settings = useMemo(() => parseAlertSettings(raw), [raw]);
  const update = useCallback(
    (change: (current: AlertSettings) => AlertSettings) => writeAlertSettings(orgId, change(readAlertSettings(orgId))),
    [orgId],
  );
  return { settings, update };
}
