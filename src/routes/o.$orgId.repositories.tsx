import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { indexedRepositoriesQueryOptions } from "@/features/repositories";
import { RepositoriesPage } from "@/features/repositories/pages";

export const Route = createFileRoute("/o/$orgId/repositories")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, indexedRepositoriesQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <RepositoriesPage orgId={orgId} />;
}
