import { createFileRoute, redirect } from "@tanstack/react-router";
import { isApiError } from "@/api/errors";
import { connectionStore, homeOf, selfQueryOptions } from "@/features/connection";

/** `/` has no page: go to the connection's home (homeOf), or to the connect screen. */
export const Route = createFileRoute("/")({
  beforeLoad: async ({ context }) => {
    if (!connectionStore.getSnapshot().connection) throw redirect({ to: "/connect" });
    const self = await context.queryClient.ensureQueryData(selfQueryOptions()).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) throw redirect({ to: "/connect" });
      throw error;
    });
    throw redirect(homeOf(self));
  },
});
