import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { prefetchUnlessRefused } from "@/app/prefetch";
import {
  DEFAULT_HISTORY_RANGE,
  type HistoryRange,
  type MachineSearch,
  machineQueryOptions,
  machineSearchSchema,
} from "@/features/machines";
import { MachineDetailPage } from "@/features/machines/pages";

export const Route = createFileRoute("/o/$orgId/machines/$machine")({
  validateSearch: machineSearchSchema,
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, machineQueryOptions(params.orgId, params.machine));
  },
  component: MachineRoute,
});

function MachineRoute() {
  const { orgId, machine } = Route.useParams();
  const { range } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The default range stays out of the link.
  const onRangeChange = useCallback(
    (next: HistoryRange) =>
      void navigate({
        search: (prev: MachineSearch) => ({ ...prev, range: next === DEFAULT_HISTORY_RANGE ? undefined : next }),
        replace: true,
      }),
    [navigate],
  );
  return (
    <MachineDetailPage
      orgId={orgId}
      machine={machine}
      range={range ?? DEFAULT_HISTORY_RANGE}
      onRangeChange={onRangeChange}
    />
  );
}
