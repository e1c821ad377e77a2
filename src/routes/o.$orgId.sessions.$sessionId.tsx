import { createFileRoute } from "@tanstack/react-router";
import { sessionQueryOptions, sessionSearchSchema } from "@/features/sessions";
import { SessionPage } from "@/features/sessions/pages";

export const Route = createFileRoute("/o/$orgId/sessions/$sessionId")({
  validateSearch: sessionSearchSchema,
  // prefetch, not ensureQueryData: the page renders loading/error itself (QueryState), and a fetch
  // cancelled under the loader (an observer unmounting during a key switch) must not fail the route.
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(sessionQueryOptions(params.orgId, params.sessionId)),
  component: SessionRoute,
});

function SessionRoute() {
  const { orgId, sessionId } = Route.useParams();
  const search = Route.useSearch();
  return <SessionPage orgId={orgId} sessionId={sessionId} search={search} />;
}
