import { createFileRoute } from "@tanstack/react-router";
import { indexedRepositoriesQueryOptions } from "@/features/repositories";
import { RepositoriesPage } from "@/features/repositories/pages";

export const Route = createFileRoute("/o/$orgId/repositories")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(indexedRepositoriesQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <RepositoriesPage orgId={orgId} />;
}
