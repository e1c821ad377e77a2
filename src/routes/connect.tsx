import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { homeOf } from "@/features/connection";
import { ConnectPage } from "@/features/connection/pages";
import { safeReturnPath } from "@/lib/return-path";

interface ConnectSearch {
  /** The app page a link asked for before there was a connection; back there once connected. */
  next?: string;
}

export const Route = createFileRoute("/connect")({
  // `next` is always returned (undefined when refused): the router merges this over the raw search.
  validateSearch: (raw: Record<string, unknown>): ConnectSearch => ({ next: safeReturnPath(raw.next) }),
  component: ConnectRoute,
});

function ConnectRoute() {
  const navigate = useNavigate();
  const { next } = Route.useSearch();
  return <ConnectPage onConnected={(self) => void (next ? navigate({ href: next }) : navigate(homeOf(self)))} />;
}
