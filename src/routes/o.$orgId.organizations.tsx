import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { organizationsQueryOptions } from "@/features/organizations";
import { OrganizationsPage } from "@/features/organizations/pages";

export const Route = createFileRoute("/o/$orgId/organizations")({
  loader: ({ context }) => {
    void prefetchUnlessRefused(context.queryClient, organizationsQueryOptions());
  },
  component: OrganizationsRoute,
});

function OrganizationsRoute() {
  const { orgId } = Route.useParams();
  return <OrganizationsPage orgId={orgId} />;
}
