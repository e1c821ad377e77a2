import { createFileRoute } from "@tanstack/react-router";
import { skillsQueryOptions } from "@/features/skills";
import { SkillsPage } from "@/features/skills/pages";

export const Route = createFileRoute("/o/$orgId/skills")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(skillsQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <SkillsPage orgId={orgId} />;
}
