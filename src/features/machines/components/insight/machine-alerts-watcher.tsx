import { useQueries, useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { announceOnce, useOwnerLock, usePageVisible } from "@/features/notifications";
import { appTimeAt, isUnsupportedListError } from "@/ui";
import { useCapacityVerdicts } from "../../hooks/use-capacity-verdicts";
import { useWatchList } from "../../hooks/use-watch-list";
import { watchStep } from "../../insight/alert-coverage";
import type { AlertBand } from "../../insight/alert-rules";
import type { OverviewEntry } from "../../overview-entry";
import { machineQueryOptions, machinesQueryOptions } from "../../queries";

/**
 * Desktop alerts for capacity, once the user opted in (the overview's switch): mounted in the app shell,
 * it reads the same Machines the overview does (the same queries: no extra requests on the overview,
 * one per Machine per 10 s elsewhere, none while the tab is hidden) and announces a Machine whose band
 * rises through the notifications feature: one tab owns the watch (Web Locks), an alert is announced
 * once per browser, and not while the Machines pages are on screen (the alert list is there).
 */
export default function MachineAlertsWatcher({ orgId }: { orgId: string }) {
  const visible = usePageVisible();
  const { pathname } = useLocation();
  const onMachines = pathname.startsWith(`/o/${orgId}/machines`);
  const owned = useOwnerLock(`session-control:notify:machines:${orgId}`, onMachines && visible);
  return owned ? <Watch orgId={orgId} suppressed={onMachines && visible} /> : null;
}

function useEntries(orgId: string): { entries: OverviewEntry[]; listed: boolean } {
  const list = useQuery(machinesQueryOptions(orgId));
  const unsupported = isUnsupportedListError(list.error);
  const { names } = useWatchList(orgId);
  const watched = useQueries({ queries: unsupported ? names.map((n) => machineQueryOptions(orgId, n)) : [] });
  if (!unsupported) {
    const entries = (list.data?.items ?? []).map((machine) => ({
      name: machine.name,
      machine,
      updatedAt: appTimeAt(list.dataUpdatedAt),
      stale: false,
      error: null,
      refetch: () => undefined,
    }));
    return { entries, listed: true };
  }
  const entries = names.map((name, i) => ({
    name,
    machine: watched[i]?.data,
    updatedAt: appTimeAt(watched[i]?.dataUpdatedAt ?? 0),
    stale: false,
    error: null,
    refetch: () => undefined,
  }));
  return { entries, listed: false };
}

function Watch({ orgId, suppressed }: { orgId: string; suppressed: boolean }) {
  const { entries, listed } = useEntries(orgId);
  const verdicts = useCapacityVerdicts(orgId, entries, listed);
  const last = useRef(new Map<string, AlertBand>());
  const suppressedNow = useRef(suppressed);
  suppressedNow.current = suppressed;
  const navigate = useNavigate();
  useEffect(() => {
    for (const [key, { name, verdict, inputs }] of verdicts) {
      const { baseline, rose } = watchStep(last.current.get(key), inputs, verdict.band);
      if (baseline !== undefined) last.current.set(key, baseline);
      if (!rose) continue;
      const at = entries.find((e) => (e.machine?.name ?? e.name).toLowerCase() === key)?.updatedAt ?? 0;
      announceOnce({
        orgId,
        tag: `machine-capacity:${orgId}:${key}:${verdict.band}:${at}`,
        title: `${name}: capacity ${verdict.band}`,
        body: verdict.firing.map((f) => f.text).join(" "),
        suppressed: suppressedNow.current,
        onClick: () => {
          window.focus();
          void navigate({ to: "/o/$orgId/machines/$machine", params: { orgId, machine: name } });
        },
      });
    }
  }, [verdicts, entries, orgId, navigate]);
  return null;
}
