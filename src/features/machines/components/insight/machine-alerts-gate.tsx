import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { createLocalStore } from "../../local-store";

const MachineAlertsWatcher = lazy(() => import("./machine-alerts-watcher"));
/** Read raw, without the settings' schema: the app shell should not load it for a switch that is off. */
const settings = createLocalStore("session-control:machine-alerts:");

function notifyOn(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && (value as { notify?: unknown }).notify === true;
  } catch {
    return false;
  }
}

/** For the app shell: loads and runs the capacity alerts watcher only once the user opted in. */
export function MachineAlertsGate({ orgId }: { orgId: string }) {
  const read = useCallback(() => settings.readRaw(orgId), [orgId]);
  const raw = useSyncExternalStore(settings.subscribe, read, () => "");
  if (!notifyOn(raw)) return null;
  return (
    <Suspense fallback={null}>
      <MachineAlertsWatcher orgId={orgId} />
    </Suspense>
  );
}
