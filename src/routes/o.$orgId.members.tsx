import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { membersQueryOptions } from "@/features/members";
import { MembersPage } from "@/features/members/pages";

export const Route = createFileRoute("/o/$orgId/members")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, membersQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <MembersPage orgId={orgId} />;
}
