import { Badge, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ErrorPanel, formatCount } from "@/ui";
import { MACHINE_ANCHOR } from "../anchors";
import { readCounts, soundCounts } from "../counts";
import { formatUtilisation, machineHealth } from "../health";
import type { OverviewEntry } from "../overview-entry";
import { DataAge } from "../parts/data-age";
import { MachinePlaceLink, type PlaceLinkLook, SessionsCountLink } from "../parts/session-link";
import { UnsoundCounts } from "../parts/unsound-counts";

function Big({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text asChild size={{ initial: "3", md: "5" }} color="gray">
        <dt>{label}</dt>
      </Text>
      <Text asChild size={{ initial: "8", md: "9" }} weight="bold" style={{ fontVariantNumeric: "tabular-nums" }}>
        <dd style={{ margin: 0 }}>{value}</dd>
      </Text>
    </Flex>
  );
}

/** A big figure's link to its source: no underline until hovered, as the name's; the focus ring still shows. */
const LOOK: PlaceLinkLook = { underline: "hover", highContrast: true };

/**
 * One Machine across the room: its name (a link to its page), health in words and four big numbers, each
 * a link to where it comes from on the Machine's page (a dash, for a count not reported, stays plain).
 */
export function TvMachine({ orgId, entry }: { orgId: string; entry: OverviewEntry }) {
  const { machine } = entry;
  const counts = machine ? readCounts(machine) : null;
  const health = counts?.kind === "readable" ? machineHealth(counts) : null;
  // Only counts that add up (counts.ts) are shown as measurements.
  const shown = soundCounts(counts);
  const workers = shown?.workers ?? null;
  const sessions = shown?.sessions ?? null;
  const name = typeof machine?.name === "string" && machine.name ? machine.name : entry.name;
  const capacity = (text: string, what: string) => (
    <MachinePlaceLink
      orgId={orgId}
      machine={name}
      place={MACHINE_ANCHOR.capacity}
      label={`${what}: see capacity on the Machine page`}
      {...LOOK}
    >
      {text}
    </MachinePlaceLink>
  );
  return (
    <Flex direction="column" gap={{ initial: "4", md: "6" }}>
      <Flex align="center" gap="4" wrap="wrap">
        <Heading as="h2" size={{ initial: "8", md: "9" }} style={{ overflowWrap: "anywhere" }}>
          <RadixLink asChild underline="hover" highContrast>
            <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: name }}>
              {name}
            </Link>
          </RadixLink>
        </Heading>
        {health ? (
          <Badge
            color={health.tone}
            variant="soft"
            highContrast
            radius="full"
            size="3"
            style={{ fontSize: "var(--font-size-5)" }}
          >
            {health.state}
          </Badge>
        ) : null}
      </Flex>
      {health ? (
        <Text as="p" size={{ initial: "5", md: "7" }}>
          {health.summary}
        </Text>
      ) : counts?.kind === "unsound" ? (
        <UnsoundCounts counts={counts} big />
      ) : machine ? (
        <Text as="p" size={{ initial: "5", md: "7" }} color="amber" highContrast>
          Health unknown: the service did not report this Machine's{" "}
          {counts?.kind === "partial" ? (workers ? "session" : "worker") : "worker and session"} counts.
        </Text>
      ) : entry.error ? (
        <ErrorPanel error={entry.error} onRetry={entry.refetch} />
      ) : (
        <Text as="p" size={{ initial: "5", md: "7" }} color="gray">
          Reading this Machine…
        </Text>
      )}
      {machine && (workers || sessions) ? (
        <Grid asChild columns={{ initial: "2", md: "4" }} gap={{ initial: "4", md: "6" }}>
          <dl style={{ margin: 0 }}>
            <Big
              label="Workers online"
              value={
                workers
                  ? capacity(
                      `${formatCount(workers.online)} of ${formatCount(workers.total)}`,
                      `${formatCount(workers.online)} of ${formatCount(workers.total)} online`,
                    )
                  : "—"
              }
            />
            <Big
              label="Workers busy"
              value={workers ? capacity(formatCount(workers.busy), `${formatCount(workers.busy)} busy`) : "—"}
            />
            <Big
              label="Sessions queued"
              value={
                sessions ? (
                  <SessionsCountLink
                    orgId={orgId}
                    machine={name}
                    count={sessions.queued}
                    what="queued"
                    where="on the Machine page"
                    {...LOOK}
                  />
                ) : (
                  "—"
                )
              }
            />
            <Big
              label="Utilisation"
              value={
                health && health.utilisation !== null
                  ? capacity(
                      formatUtilisation(health.utilisation),
                      `${formatUtilisation(health.utilisation)} utilisation`,
                    )
                  : "—"
              }
            />
          </dl>
        </Grid>
      ) : null}
      <DataAge updatedAt={entry.updatedAt} stale={entry.stale} />
    </Flex>
  );
}
