import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isUnsupportedListError, LoadingState, PageHeader, PanelBoundary } from "@/ui";
import { EnrollWorkerButton } from "../enrollment/enroll-worker-button";
import { machinesQueryOptions } from "../queries";
import { ListedOverview } from "./listed-overview";
import { TvModeContext } from "./tv-context";
import { WatchedOverview } from "./watched-overview";

export interface MachinesPageProps {
  orgId: string;
  /** TV mode (`?tv=true`); without onTvChange (tests) there is no TV mode button. */
  tv?: boolean;
  onTvChange?: (on: boolean) => void;
}

export function MachinesPage({ orgId, tv = false, onTvChange }: MachinesPageProps) {
  const query = useQuery(machinesQueryOptions(orgId));
  const tvSwitch = useMemo(() => (onTvChange ? { on: tv, set: onTvChange } : null), [tv, onTvChange]);
  return (
    <TvModeContext.Provider value={tvSwitch}>
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
    </TvModeContext.Provider>
  );
}
