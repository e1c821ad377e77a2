import { Card, Grid, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { formatCount, Gauge } from "@/ui";
import type { SoundCounts } from "../counts";
import { formatUtilisation, machineHealth } from "../health";
import { SessionsCountLink } from "../parts/session-link";

function BigNumber({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <Card size="2">
      <Text as="div" size="3" color="gray">
        {label}
      </Text>
      <Text as="div" size="8" weight="bold" style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
      <Text as="div" size="1" color="gray">
        {note}
      </Text>
    </Card>
  );
}

/**
 * Headline numbers of one Machine, large enough to read across a room; a part the answer lacks says so.
 * Only for counts that add up (counts.ts): the page says in words when they do not. Queued and running
 * lead to the sessions they count, further down the page.
 */
export function CapacityGauges({ orgId, name, counts }: { orgId: string; name: string; counts: SoundCounts }) {
  const { workers, sessions } = counts;
  const health = counts.kind === "readable" ? machineHealth(counts) : null;
  const sessionsLink = (count: number, what: string) => (
    <SessionsCountLink orgId={orgId} machine={name} count={count} what={what} where="below" />
  );
  return (
    <Grid columns={{ initial: "2", md: "4" }} gap="3">
      <Card size="2" style={{ gridColumn: "span 2" }}>
        {workers ? (
          <Grid gap="4">
            <Gauge
              size="large"
              label="Workers online"
              value={workers.online}
              max={workers.total}
              valueText={`${formatCount(workers.online)} of ${formatCount(workers.total)}`}
              color={workers.online === 0 ? "red" : workers.online < workers.total ? "amber" : "green"}
            />
            <Gauge
              size="large"
              label={health ? `Workers busy (utilisation ${formatUtilisation(health.utilisation)})` : "Workers busy"}
              value={workers.busy}
              max={workers.online}
              valueText={`${formatCount(workers.busy)} of ${formatCount(workers.online)}`}
              color={health?.state === "saturated" ? "amber" : "accent"}
            />
          </Grid>
        ) : (
          <Text size="2" color="gray">
            Workers: not reported by the service.
          </Text>
        )}
      </Card>
      <BigNumber
        label="Sessions queued"
        value={sessions ? sessionsLink(sessions.queued, "sessions queued") : "—"}
        note={sessions ? (sessions.queued > 0 ? "waiting for an idle worker" : "none waiting") : "not reported"}
      />
      <BigNumber
        label="Sessions running"
        value={sessions ? sessionsLink(sessions.running, "sessions running") : "—"}
        note={
          sessions
            ? workers && sessions.running === workers.busy
              ? "one per busy worker"
              : "placed on this Machine's workers"
            : "not reported"
        }
      />
    </Grid>
  );
}
