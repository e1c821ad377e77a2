import { createFileRoute } from "@tanstack/react-router";
import { MachineDetailPage, machineQueryOptions } from "@/features/machines";

export const Route = createFileRoute("/o/$orgId/machines/$machine")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(machineQueryOptions(params.orgId, params.machine));
  },
  component: MachineRoute,
});

function MachineRoute() {
  const { orgId, machine } = Route.useParams();
  return <MachineDetailPage orgId={orgId} machine={machine} />;
}
