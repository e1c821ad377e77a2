import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { machineQueryOptions } from "@/features/machines";
import { MachineDetailPage } from "@/features/machines/pages";

export const Route = createFileRoute("/o/$orgId/machines/$machine")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, machineQueryOptions(params.orgId, params.machine));
  },
  component: MachineRoute,
});

function MachineRoute() {
  const { orgId, machine } = Route.useParams();
  return <MachineDetailPage orgId={orgId} machine={machine} />;
}
