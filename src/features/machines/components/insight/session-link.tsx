import { Link as RadixLink } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** A link to one session's page. */
export function SessionLink({ orgId, sessionId, children }: { orgId: string; sessionId: string; children: ReactNode }) {
  return (
    <RadixLink asChild underline="always">
      <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId }}>
        {children}
      </Link>
    </RadixLink>
  );
}

/** A link to a figure's sessions on the Machine page (the table under its wait section). */
export function FiguresLink({ orgId, machine, children }: { orgId: string; machine: string; children: ReactNode }) {
  return (
    <RadixLink asChild underline="always">
      <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine }} hash="wait-sessions">
        {children}
      </Link>
    </RadixLink>
  );
}
