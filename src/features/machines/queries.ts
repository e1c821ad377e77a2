import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import { isApiError } from "@/api/errors";
import { listAt, objectAt } from "@/api/shape";
import type { Machine, MachineList, SessionListPage } from "@/api/types";

/**
 * Capacity changes as workers come and go. Every Machine read refreshes every 10 s while the tab is
 * visible and never while it is hidden (refetchIntervalInBackground: false skips the tick). No focus
 * refetch (it would add requests on top of the tick). A failed read is retried under the one policy
 * (src/api/retry-policy.ts: 5xx, network, 429 after its Retry-After) before an error shows, so one bad
 * answer does not stand on screen for a whole period; the page keeps the last numbers meanwhile.
 * bench/machines-overview.ts measures the rate.
 */
export const MACHINE_POLL_MS = 10_000;

const POLLING = {
  // Fresh for one period: a page mounted right after its loader's prefetch does not read twice.
  staleTime: MACHINE_POLL_MS,
  refetchInterval: MACHINE_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: false,
} as const;

/** A strict service answers 404 not_found for an upstream list route: stop asking. */
function unsupported(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "not_found";
}

export const machineKeys = {
  all: (orgId: string) => ["org", orgId, "machines"] as const,
  list: (orgId: string) => [...machineKeys.all(orgId), "list"] as const,
  /** Names are case-insensitive in the path (spec 4.8), so one cache entry per Machine. */
  detail: (orgId: string, machine: string) => [...machineKeys.all(orgId), "detail", machine.toLowerCase()] as const,
  sessions: (orgId: string, machine: string) => [...machineKeys.all(orgId), "sessions", machine.toLowerCase()] as const,
};

/** Upstream extension: a strict service answers 404 not_found (the page falls back to the watch list). */
export function machinesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: machineKeys.list(orgId),
    queryFn: async ({ signal }): Promise<MachineList> => {
      const body = await unwrap(api.GET("/v3/organizations/{orgId}/machines", { params: { path: { orgId } }, signal }));
      listAt(objectAt(body, "the answer").items, "items");
      return body;
    },
    ...POLLING,
    refetchInterval: (query) => (unsupported(query.state.error) ? false : MACHINE_POLL_MS),
  });
}

export function machineQueryOptions(orgId: string, machine: string) {
  return queryOptions({
    queryKey: machineKeys.detail(orgId, machine),
    queryFn: async ({ signal }): Promise<Machine> => {
      const body = await unwrap(
        api.GET("/v3/organizations/{orgId}/machines/{machine}", { params: { path: { orgId, machine } }, signal }),
      );
      return objectAt(objectAt(body, "the answer").machine, "machine");
    },
    ...POLLING,
  });
}

/** Upper bound of sessions shown on a Machine page (one page of the upstream list). */
export const MACHINE_SESSIONS_MAX = 100;

/**
 * Sessions placed on or waiting for a Machine: our `machine=` filter on the upstream sessions list
 * (docs/api-decisions.md). Items then carry their `machine` placement. 404 not_found on a strict service.
 */
export function machineSessionsQueryOptions(orgId: string, machine: string) {
  return queryOptions({
    queryKey: machineKeys.sessions(orgId, machine),
    queryFn: ({ signal }): Promise<SessionListPage> =>
      unwrap(
        api.GET("/v3/organizations/{orgId}/sessions", {
          params: { path: { orgId }, query: { machine, first: MACHINE_SESSIONS_MAX } },
          signal,
        }),
      ),
    ...POLLING,
    refetchInterval: (query) => (unsupported(query.state.error) ? false : MACHINE_POLL_MS),
  });
}
