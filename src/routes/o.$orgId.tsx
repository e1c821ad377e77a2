import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { prefetchUnlessRefused } from "@/app/prefetch";
import { AppShell } from "@/app/shell/app-shell";
import { connectionStore, selfQueryOptions } from "@/features/connection";
import { organizationsQueryOptions } from "@/features/organizations";

/**
 * Layout of every organization page. Not connected (fresh tab, disconnected) → the connect screen,
 * which comes back to the page asked for once connected.
 */
export const Route = createFileRoute("/o/$orgId")({
  beforeLoad: ({ location }) => {
    if (!connectionStore.getSnapshot().connection) throw redirect({ to: "/connect", search: { next: location.href } });
  },
  loader: ({ context }) => {
    // Warm the shell's reads; their failures show inside the shell (who-am-I, org switcher), not as a page error.
    void prefetchUnlessRefused(context.queryClient, selfQueryOptions());
    void prefetchUnlessRefused(context.queryClient, organizationsQueryOptions());
  },
  component: OrgLayout,
});

function OrgLayout() {
  const { orgId } = Route.useParams();
  return (
    <AppShell orgId={orgId}>
      <Outlet />
    </AppShell>
  );
}
