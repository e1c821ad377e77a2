import { createFileRoute, redirect } from "@tanstack/react-router";

/** /o/<org> alone opens the org's sessions. */
export const Route = createFileRoute("/o/$orgId/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/o/$orgId/sessions", params });
  },
});
