import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { SettingsPage } from "@/features/connection/pages";

export const Route = createFileRoute("/o/$orgId/settings")({
  component: SettingsRoute,
});

function SettingsRoute() {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <SettingsPage
      onDisconnected={() => void navigate({ to: "/connect" })}
      onReconnected={() => void router.invalidate()}
    />
  );
}
