import { useQuery } from "@tanstack/react-query";
import { isUnsupportedListError, LoadingState, PageHeader, PanelBoundary } from "@/ui";
import { EnrollWorkerButton } from "../enrollment/enroll-worker-button";
import { machinesQueryOptions } from "../queries";
import { ListedOverview } from "./listed-overview";
import { WatchedOverview } from "./watched-overview";

export function MachinesPage({ orgId }: { orgId: string }) {
  const query = useQuery(machinesQueryOptions(orgId));
  return (
    <>
      <PageHeader
        title="Machines"
        description="Named queues of work served by headless workers. More workers let more sessions run at once."
        actions={<EnrollWorkerButton orgId={orgId} />}
      />
      <PanelBoundary
        what="the Machines overview"
        onRetry={() => void query.refetch()}
        resetKeys={[query.dataUpdatedAt]}
      >
        {query.isPending ? (
          <LoadingState label="Loading Machines" />
        ) : isUnsupportedListError(query.error) ? (
          <WatchedOverview orgId={orgId} />
        ) : (
          <ListedOverview orgId={orgId} query={query} />
        )}
      </PanelBoundary>
    </>
  );
}
