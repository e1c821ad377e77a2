import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { type SessionsIndexSearch, sessionsIndexSearchSchema } from "@/features/sessions";
import { SessionsIndexPage } from "@/features/sessions/pages";

export const Route = createFileRoute("/o/$orgId/sessions/")({
  validateSearch: sessionsIndexSearchSchema,
  component: SessionsIndexRoute,
});

function SessionsIndexRoute() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (patch: Partial<SessionsIndexSearch>) =>
      void navigate({ search: (prev: SessionsIndexSearch) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const onOpenSession = useCallback(
    (sessionId: string) => void navigate({ to: "/o/$orgId/sessions/$sessionId", params: { orgId, sessionId } }),
    [navigate, orgId],
  );
  return (
    <SessionsIndexPage orgId={orgId} search={search} onSearchChange={onSearchChange} onOpenSession={onOpenSession} />
  );
}
