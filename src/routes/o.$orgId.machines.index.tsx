import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { machinesQueryOptions } from "@/features/machines";
import { MachinesPage } from "@/features/machines/pages";

export const Route = createFileRoute("/o/$orgId/machines/")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, machinesQueryOptions(params.orgId));
  },
  component: MachinesRoute,
});

function MachinesRoute() {
  const { orgId } = Route.useParams();
  return <MachinesPage orgId={orgId} />;
}
