import { Card, Grid, Text } from "@radix-ui/themes";
import type { Machine } from "@/api/types";
import { Gauge } from "@/ui";
import { formatUtilisation, hasCounts, machineHealth, sessionCountsOf, workerCountsOf } from "../health";

function BigNumber({ label, value, note }: { label: string; value: number | string; note: string }) {
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

/** Headline numbers of one Machine, large enough to read across a room; a part the answer lacks says so. */
export function CapacityGauges({ machine }: { machine: Machine }) {
  const workers = workerCountsOf(machine);
  const sessions = sessionCountsOf(machine);
  const health = hasCounts(machine) ? machineHealth(machine) : null;
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
              valueText={`${workers.online} of ${workers.total}`}
              color={workers.online === 0 ? "red" : workers.online < workers.total ? "amber" : "green"}
            />
            <Gauge
              size="large"
              label={health ? `Workers busy (utilisation ${formatUtilisation(health.utilisation)})` : "Workers busy"}
              value={workers.busy}
              max={workers.online}
              valueText={`${workers.busy} of ${workers.online}`}
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
        value={sessions ? sessions.queued : "—"}
        note={sessions ? (sessions.queued > 0 ? "waiting for an idle worker" : "none waiting") : "not reported"}
      />
      <BigNumber
        label="Sessions running"
        value={sessions ? sessions.running : "—"}
        note={sessions ? "one per busy worker" : "not reported"}
      />
    </Grid>
  );
}
