import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { type CompareSearch, compareSearchSchema } from "@/features/sessions";
import { ComparePage } from "@/features/sessions/pages";

export const Route = createFileRoute("/o/$orgId/compare")({
  validateSearch: compareSearchSchema,
  component: CompareRoute,
});

function CompareRoute() {
  const { orgId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CompareSearch) => void navigate({ search: next }), [navigate]);
  return <ComparePage orgId={orgId} search={search} onSearchChange={onSearchChange} />;
}
