import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ConnectPage } from "@/features/connection/pages";

export const Route = createFileRoute("/connect")({
  component: ConnectRoute,
});

function ConnectRoute() {
  const navigate = useNavigate();
  return (
    <ConnectPage onConnected={(self) => void navigate({ to: "/o/$orgId/sessions", params: { orgId: self.org_id } })} />
  );
}
