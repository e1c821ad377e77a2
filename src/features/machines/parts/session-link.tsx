import { Link as RadixLink } from "@radix-ui/themes";
import { Link, useMatchRoute, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { formatCount } from "@/ui";
import { MACHINE_ANCHOR, type MachineAnchor } from "../anchors";
import { arriveAgain } from "../hooks/use-hash-target";

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

/**
 * How a link to a figure's source looks: `highContrast` inside a coloured callout (its text colour's
 * contrast, not the accent's) or on a display; `underline: "hover"` on a display read from across the
 * room (TV mode), where an underline under every big figure is clutter.
 */
export interface PlaceLinkLook {
  highContrast?: boolean;
  underline?: "always" | "hover";
}

/**
 * A link to a place on a Machine's page (anchors.ts), where a figure shown elsewhere comes from; the
 * place takes focus on arrival. `label`: the accessible name when the visible text alone (a bare "4")
 * would not say where it leads; it must contain the visible text.
 */
export function MachinePlaceLink({
  orgId,
  machine,
  place,
  label,
  highContrast = false,
  underline = "always",
  children,
}: {
  orgId: string;
  machine: string;
  place: MachineAnchor;
  label?: string;
  children: ReactNode;
} & PlaceLinkLook) {
  const router = useRouter();
  // On that Machine's page already: keep its search (the history range) rather than reset it.
  const here = Boolean(useMatchRoute()({ to: "/o/$orgId/machines/$machine", params: { orgId, machine } }));
  return (
    <RadixLink asChild underline={underline} highContrast={highContrast}>
      <Link
        to="/o/$orgId/machines/$machine"
        params={{ orgId, machine }}
        hash={place}
        search={here ? true : undefined}
        aria-label={label}
        onClick={(event) => {
          // Already there (a second figure leading to the same place): the router will not navigate.
          if (event.currentTarget.getAttribute("href") === router.state.location.href) arriveAgain(place);
        }}
      >
        {children}
      </Link>
    </RadixLink>
  );
}

/** A link to a figure's sessions on the Machine page (the table under its wait section). */
export function FiguresLink({ orgId, machine, children }: { orgId: string; machine: string; children: ReactNode }) {
  return (
    <MachinePlaceLink orgId={orgId} machine={machine} place={MACHINE_ANCHOR.waitSessions}>
      {children}
    </MachinePlaceLink>
  );
}

/**
 * A Machine's queued or running count, leading to the sessions it counts on the Machine's page ("below"
 * when already there, as the Machine page's gauges are).
 */
export function SessionsCountLink({
  orgId,
  machine,
  count,
  what,
  where,
  ...look
}: {
  orgId: string;
  machine: string;
  count: number;
  what: string;
  where: "below" | "on the Machine page";
} & PlaceLinkLook) {
  return (
    <MachinePlaceLink
      orgId={orgId}
      machine={machine}
      place={MACHINE_ANCHOR.sessions}
      label={`${formatCount(count)} ${what}: see them ${where}`}
      {...look}
    >
      {formatCount(count)}
    </MachinePlaceLink>
  );
}
