import { ComponentInstanceIcon } from "@radix-ui/react-icons";
import type { UseQueryResult } from "@tanstack/react-query";
import type { MachineList } from "@/api/types";
import { appTimeAt, EmptyState, ErrorPanel } from "@/ui";
import type { OverviewEntry } from "../overview-entry";
import { CapacityOverview } from "./capacity-overview";

/** The service lists Machines (upstream extension): one request per refresh for all of them. */
export function ListedOverview({ orgId, query }: { orgId: string; query: UseQueryResult<MachineList> }) {
  if (!query.data) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<ComponentInstanceIcon width={24} height={24} />}
        title="No Machines yet"
        description="This organization has no Machine. Once one exists, its workers and queue appear here."
      />
    );
  }
  const entries: OverviewEntry[] = query.data.items.map((machine) => ({
    name: machine.name,
    machine,
    updatedAt: appTimeAt(query.dataUpdatedAt),
    stale: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  }));
  return <CapacityOverview orgId={orgId} entries={entries} listSessions />;
}
