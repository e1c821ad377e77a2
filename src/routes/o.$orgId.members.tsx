import { createFileRoute } from "@tanstack/react-router";
import { MembersPage, membersQueryOptions } from "@/features/members";

export const Route = createFileRoute("/o/$orgId/members")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(membersQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <MembersPage orgId={orgId} />;
}
