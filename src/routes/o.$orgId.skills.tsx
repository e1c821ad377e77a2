import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { skillsQueryOptions } from "@/features/skills";
import { SkillsPage } from "@/features/skills/pages";

export const Route = createFileRoute("/o/$orgId/skills")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, skillsQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <SkillsPage orgId={orgId} />;
}
