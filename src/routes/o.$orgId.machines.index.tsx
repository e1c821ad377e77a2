import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { type MachinesSearch, machinesQueryOptions, machinesSearchSchema } from "@/features/machines";
import { MachinesPage } from "@/features/machines/pages";

export const Route = createFileRoute("/o/$orgId/machines/")({
  validateSearch: machinesSearchSchema,
  loader: ({ context, params }) => {
    void prefetchUnlessRefused(context.queryClient, machinesQueryOptions(params.orgId));
  },
  component: MachinesRoute,
});

function MachinesRoute() {
  const { orgId } = Route.useParams();
  const { tv } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTvChange = useCallback(
    (on: boolean) => void navigate({ search: (prev: MachinesSearch) => ({ ...prev, tv: on ? true : undefined }) }),
    [navigate],
  );
  return <MachinesPage orgId={orgId} tv={tv === true} onTvChange={onTvChange} />;
}
