import { createFileRoute } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { WhyWaitingNote } from "@/features/machines";
import { NotifyToggle } from "@/features/notifications";
import { loadAndStartSessionFeed, sessionQueryOptions, sessionSearchSchema } from "@/features/sessions";
import { SessionPage } from "@/features/sessions/pages";

export const Route = createFileRoute("/o/$orgId/sessions/$sessionId")({
  validateSearch: sessionSearchSchema,
  // prefetch, not ensureQueryData: the page renders loading/error itself (QueryState), and a fetch
  // cancelled under the loader (an observer unmounting during a key switch) must not fail the route.
  loader: ({ context, params, preload }) => {
    // The timeline's first read goes out beside the header's (not on a hover preload: a long session's
    // history is a hundred reads).
    if (!preload) loadAndStartSessionFeed(context.queryClient, params.orgId, params.sessionId);
    // Not awaited, like every other loader: the page draws its own loading and retry states at once
    // instead of the previous page lingering, then a bare spinner, while a slow service is retried.
    void prefetchUnlessRefused(context.queryClient, sessionQueryOptions(params.orgId, params.sessionId));
  },
  component: SessionRoute,
});

function SessionRoute() {
  const { orgId, sessionId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <SessionPage
      orgId={orgId}
      sessionId={sessionId}
      search={search}
      headerActions={(session) => <NotifyToggle orgId={orgId} sessionId={session.session_id} />}
      waitingNote={(session) => <WhyWaitingNote orgId={orgId} session={session} />}
    />
  );
}
