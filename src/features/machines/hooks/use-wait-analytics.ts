import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { sessionsReadHere } from "@/features/sessions";
import { appNow, appTimeAt, isUnsupportedListError } from "@/ui";
import { type SeenSession, type SessionListState, type WaitAnalytics, waitAnalytics } from "../insight/wait-analytics";
import { machineSessionsQueryOptions } from "../queries";

export interface MachineWaits {
  analytics: WaitAnalytics;
  /** When the figures were computed (the newest answer's time). */
  at: number;
  /** Titles of the sessions seen, for links. */
  titles: Map<string, string>;
  /** Where the Machine's session list stands (unless `listed`, only sessions opened or watched count). */
  list: SessionListState;
}

interface ListQuery {
  data?: { items: readonly SeenSession[] } | undefined;
  error: unknown;
}

function listState(query: ListQuery | undefined, asked: boolean): SessionListState {
  if (!asked) return "off";
  if (query?.data) return "listed";
  if (isUnsupportedListError(query?.error)) return "unsupported";
  return query?.error ? "failed" : "reading";
}

function listOptions(orgId: string, machine: string, list: boolean, listEveryMs: number | undefined) {
  return {
    ...machineSessionsQueryOptions(orgId, machine),
    enabled: list,
    ...(listEveryMs
      ? {
          staleTime: listEveryMs,
          // Still stops on a service that does not list sessions.
          refetchInterval: (q: { state: { error: unknown } }) =>
            isUnsupportedListError(q.state.error) ? false : listEveryMs,
        }
      : {}),
  };
}

function compute(
  items: readonly SeenSession[] | undefined,
  cached: readonly SeenSession[],
  machine: string,
  at: number,
  list: SessionListState,
): MachineWaits {
  const seen: SeenSession[] = [...(items ?? []), ...cached];
  const titles = new Map<string, string>();
  for (const s of seen) if (typeof s.title === "string" && s.title) titles.set(s.session_id, s.title);
  return { analytics: waitAnalytics(seen, machine, at), at, titles, list };
}

/** useWaitAnalytics for every Machine of the overview at once (one hook, any number of Machines). */
export function useFleetWaits(
  orgId: string,
  machines: readonly string[],
  { list, listEveryMs, at }: { list: boolean; listEveryMs: number; at: number },
): Map<string, MachineWaits> {
  const client = useQueryClient();
  const results = useQueries({ queries: machines.map((m) => listOptions(orgId, m, list, listEveryMs)) });
  const stamp = results.map((r) => `${r.dataUpdatedAt}:${r.errorUpdatedAt}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for every result's data.
  return useMemo(() => {
    const cached = sessionsReadHere(client, orgId);
    const now = at || appNow();
    return new Map(
      machines.map((m, i) => {
        const r = results[i];
        const at = Math.max(appTimeAt(r?.dataUpdatedAt ?? 0), now);
        return [m.toLowerCase(), compute(r?.data?.items, cached, m, at, listState(r, list))] as const;
      }),
    );
  }, [client, orgId, machines.join("\u0000"), stamp, at]);
}

/**
 * Wait analytics of one Machine from the sessions seen on it: its session list (refreshed every
 * `listEveryMs`, or not read at all when `list` is false) plus every session opened or watched here.
 */
export function useWaitAnalytics(
  orgId: string,
  machine: string,
  { list = true, listEveryMs }: { list?: boolean; listEveryMs?: number } = {},
): MachineWaits {
  const client = useQueryClient();
  const query = useQuery(listOptions(orgId, machine, list, listEveryMs));
  const items = query.data?.items;
  // The app's time (a time-scaled demo's simulator time), not the wall clock TanStack stamps answers with.
  const at = query.dataUpdatedAt ? appTimeAt(query.dataUpdatedAt) : appNow();
  const state = listState(query, list);
  return useMemo(
    () => compute(items, sessionsReadHere(client, orgId), machine, at, state),
    [items, client, orgId, machine, at, state],
  );
}
