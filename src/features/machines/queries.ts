import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { Machine, MachineList } from "@/api/types";

export const MACHINE_POLL_MS = 5000;

export const machineKeys = {
  all: (orgId: string) => ["org", orgId, "machines"] as const,
  list: (orgId: string) => [...machineKeys.all(orgId), "list"] as const,
  /** Names are case-insensitive in the path (spec 4.8), so one cache entry per Machine. */
  detail: (orgId: string, machine: string) => [...machineKeys.all(orgId), "detail", machine.toLowerCase()] as const,
};

/** Upstream extension: a strict service answers 404 not_found (the page falls back to "open by name"). */
export function machinesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: machineKeys.list(orgId),
    queryFn: ({ signal }): Promise<MachineList> =>
      unwrap(api.GET("/v3/organizations/{orgId}/machines", { params: { path: { orgId } }, signal })),
  });
}

/** Capacity changes as workers come and go: poll every 5 s (React Query pauses while the tab is hidden). */
export function machineQueryOptions(orgId: string, machine: string) {
  return queryOptions({
    queryKey: machineKeys.detail(orgId, machine),
    queryFn: async ({ signal }): Promise<Machine> => {
      const body = await unwrap(
        api.GET("/v3/organizations/{orgId}/machines/{machine}", { params: { path: { orgId, machine } }, signal }),
      );
      return body.machine;
    },
    staleTime: 0,
    refetchInterval: MACHINE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
