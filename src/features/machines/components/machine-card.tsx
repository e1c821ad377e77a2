import { Cross2Icon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Heading, IconButton, Link as RadixLink, Skeleton, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { ErrorPanel, formatCount } from "@/ui";
import { readCounts, type SoundCounts } from "../counts";
import { formatUtilisation, machineHealth } from "../health";
import type { MachineWaits } from "../hooks/use-wait-analytics";
import type { OverviewEntry } from "../overview-entry";
import { DataAge } from "../parts/data-age";
import { SessionsCountLink } from "../parts/session-link";
import { UnsoundCounts } from "../parts/unsound-counts";
import { HealthBadge } from "./health-badge";
import { WaitLine } from "./insight/wait-line";

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex direction="column" gap="0">
      <Text asChild size="1" color="gray">
        <dt>{label}</dt>
      </Text>
      <Text asChild size="6" weight="bold" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
        <dd style={{ margin: 0 }}>{value}</dd>
      </Text>
    </Flex>
  );
}

/**
 * What the answer carries: a count it lacks reads "—", and utilisation only with both parts. Queued and
 * running lead to the sessions they count, on the Machine's page.
 */
function Numbers({ orgId, name, counts }: { orgId: string; name: string; counts: SoundCounts }) {
  const { workers, sessions } = counts;
  const sessionsLink = (count: number, what: string) => (
    <SessionsCountLink orgId={orgId} machine={name} count={count} what={what} where="on the Machine page" />
  );
  return (
    <Grid asChild columns="4" gapX="3" gapY="2">
      <dl style={{ margin: 0 }}>
        <Stat label="Workers" value={formatCount(workers?.total)} />
        <Stat label="Online" value={formatCount(workers?.online)} />
        <Stat label="Busy" value={formatCount(workers?.busy)} />
        <Stat label="Idle" value={formatCount(workers?.idle)} />
        <Stat label="Queued" value={sessions ? sessionsLink(sessions.queued, "queued") : "—"} />
        <Stat label="Running" value={sessions ? sessionsLink(sessions.running, "running") : "—"} />
        <Stat
          label="Utilisation"
          value={counts.kind === "readable" ? formatUtilisation(machineHealth(counts).utilisation) : "—"}
        />
      </dl>
    </Grid>
  );
}

export function MachineCard({
  orgId,
  entry,
  onRemove,
  waits,
}: {
  orgId: string;
  entry: OverviewEntry;
  onRemove?: (name: string) => void;
  /** Wait figures from the sessions seen on this Machine. */
  waits?: MachineWaits;
}) {
  const headingId = useId();
  const { machine } = entry;
  const counts = machine ? readCounts(machine) : null;
  const health = counts?.kind === "readable" ? machineHealth(counts) : null;
  const name = typeof machine?.name === "string" && machine.name ? machine.name : entry.name;
  return (
    <Card size="2" asChild style={{ height: "100%", opacity: entry.stale ? 0.85 : 1 }}>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="2">
            <Heading as="h3" size="5" id={headingId} style={{ overflowWrap: "anywhere" }}>
              <RadixLink asChild>
                <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: name }}>
                  {name}
                </Link>
              </RadixLink>
            </Heading>
            <Flex gap="2" align="center">
              {health ? <HealthBadge health={health} /> : null}
              {onRemove ? (
                <IconButton
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={`Stop watching ${entry.name}`}
                  onClick={() => onRemove(entry.name)}
                >
                  <Cross2Icon aria-hidden />
                </IconButton>
              ) : null}
            </Flex>
          </Flex>
          {machine && health && counts?.kind === "readable" ? (
            <>
              <Text size="2">{health.summary}</Text>
              <WaitLine orgId={orgId} machine={name} waits={waits} />
              <Numbers orgId={orgId} name={name} counts={counts} />
              <DataAge updatedAt={entry.updatedAt} stale={entry.stale} />
            </>
          ) : machine && counts?.kind === "unsound" ? (
            <>
              <UnsoundCounts counts={counts} />
              <WaitLine orgId={orgId} machine={name} waits={waits} />
              <DataAge updatedAt={entry.updatedAt} stale={entry.stale} />
            </>
          ) : machine && counts?.kind === "partial" ? (
            <>
              <Text size="2" color="amber" highContrast>
                Health unknown: the service did not report this Machine's{" "}
                {counts.workers === null ? "worker" : "session"} counts.
              </Text>
              <Numbers orgId={orgId} name={name} counts={counts} />
              <DataAge updatedAt={entry.updatedAt} stale={entry.stale} />
            </>
          ) : machine ? (
            <Text size="2" color="amber" highContrast role="alert">
              The service's answer has no readable worker and session counts for this Machine, so its health is unknown.
            </Text>
          ) : entry.error ? (
            <ErrorPanel error={entry.error} onRetry={entry.refetch} />
          ) : (
            <Flex direction="column" gap="2" role="status" aria-label={`Loading ${entry.name}`}>
              <Skeleton height="20px" width="80%" />
              <Skeleton height="56px" />
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}
