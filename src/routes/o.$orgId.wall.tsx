import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { prefetchUnlessRefused } from "@/app/prefetch";
import {
  loadAndStartSessionFeed,
  parseWallIds,
  sessionQueryOptions,
  type WallSearch,
  wallSearchSchema,
} from "@/features/sessions";
import { WallPage } from "@/features/sessions/pages";

export const Route = createFileRoute("/o/$orgId/wall")({
  validateSearch: wallSearchSchema,
  loaderDeps: ({ search }) => ({ sessions: search.sessions }),
  // Each session's feed starts beside its header read (not on a hover preload), as on the session page.
  loader: ({ context, params, deps, preload }) => {
    for (const id of parseWallIds(deps.sessions).ids) {
      if (!preload) loadAndStartSessionFeed(context.queryClient, params.orgId, id);
      void prefetchUnlessRefused(context.queryClient, sessionQueryOptions(params.orgId, id));
    }
  },
  component: WallRoute,
});

function WallRoute() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (patch: Partial<WallSearch>) =>
      void navigate({ search: (prev: WallSearch) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <WallPage orgId={orgId} search={search} onSearchChange={onSearchChange} />;
}
