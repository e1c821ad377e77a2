import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { agentNetworkQueryOptions } from "@/features/network";
import { NetworkPage } from "@/features/network/pages";

export const Route = createFileRoute("/o/$orgId/network")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, agentNetworkQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <NetworkPage orgId={orgId} />;
}
