import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { secretsQueryOptions } from "@/features/secrets";
import { SecretsPage } from "@/features/secrets/pages";

export const Route = createFileRoute("/o/$orgId/secrets")({
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, secretsQueryOptions(params.orgId));
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { orgId } = Route.useParams();
  return <SecretsPage orgId={orgId} />;
}
