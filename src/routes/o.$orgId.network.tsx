import { createFileRoute } from "@tanstack/react-router";
import { agentNetworkQueryOptions, NetworkPage } from "@/features/network";

export const Route = createFileRoute("/o/$orgId/network")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(agentNetworkQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <NetworkPage orgId={orgId} />;
}
