import { createFileRoute } from "@tanstack/react-router";
import { OrganizationsPage, organizationsQueryOptions } from "@/features/organizations";

export const Route = createFileRoute("/o/$orgId/organizations")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(organizationsQueryOptions());
  },
  component: OrganizationsRoute,
});

function OrganizationsRoute() {
  const { orgId } = Route.useParams();
  return <OrganizationsPage orgId={orgId} />;
}
