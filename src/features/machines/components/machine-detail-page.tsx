import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Badge, Button, Callout, Card, Code, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Machine } from "@/api/types";
import { CopyButton, ErrorPanel, Gauge, LoadingState, PageHeader, RelativeTime } from "@/ui";
import { describeCapacity } from "../capacity";
import { MACHINE_POLL_MS, machineQueryOptions } from "../queries";

export function MachineDetailPage({ orgId, machine }: { orgId: string; machine: string }) {
  const query = useQuery(machineQueryOptions(orgId, machine));
  return (
    <>
      <Button asChild variant="ghost" size="1" mb="3">
        <Link to="/o/$orgId/machines" params={{ orgId }}>
          <ArrowLeftIcon aria-hidden /> Machines
        </Link>
      </Button>
      {query.isPending ? <LoadingState label={`Loading Machine ${machine}`} /> : null}
      {query.isError && !query.data ? (
        <>
          <PageHeader title={machine} />
          <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : null}
      {query.data ? (
        <MachineDetail machine={query.data} refreshedAt={query.dataUpdatedAt} stale={query.isError} />
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card size="1">
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="6" weight="bold">
        {value}
      </Text>
    </Card>
  );
}

function MachineDetail({ machine, refreshedAt, stale }: { machine: Machine; refreshedAt: number; stale: boolean }) {
  const { workers, sessions } = machine;
  const capacity = describeCapacity(machine);
  return (
    <>
      <PageHeader
        title={machine.name}
        description={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Badge variant="soft">{machine.platform}</Badge>
            <Code variant="ghost">{machine.id}</Code>
            <CopyButton label="Machine id" value={machine.id} />
          </Flex>
        }
        actions={
          <Text size="1" color="gray" aria-live="polite">
            Refreshes every {MACHINE_POLL_MS / 1000} s · updated{" "}
            <RelativeTime value={new Date(refreshedAt).toISOString()} size="1" />
          </Text>
        }
      />
      <Flex direction="column" gap="4">
        {stale ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              The last refresh failed; these numbers may be out of date. Retrying automatically.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Callout.Root color={capacity.tone} size="1" variant="surface">
          <Callout.Text>{capacity.summary}</Callout.Text>
        </Callout.Root>
        <section aria-labelledby="workers-heading">
          <Heading as="h2" size="3" mb="2" id="workers-heading">
            Workers
          </Heading>
          <Grid columns={{ initial: "2", sm: "4" }} gap="3">
            <Stat label="Total" value={workers.total} />
            <Stat label="Online" value={workers.online} />
            <Stat label="Busy" value={workers.busy} />
            <Stat label="Idle" value={workers.idle} />
          </Grid>
        </section>
        <section aria-labelledby="sessions-heading">
          <Heading as="h2" size="3" mb="2" id="sessions-heading">
            Sessions
          </Heading>
          <Grid columns={{ initial: "2", sm: "4" }} gap="3">
            <Stat label="Queued" value={sessions.queued} />
            <Stat label="Running" value={sessions.running} />
          </Grid>
        </section>
        <Card size="2">
          <Flex direction="column" gap="4">
            <Gauge
              label="Workers online"
              value={workers.online}
              max={workers.total}
              valueText={`${workers.online} of ${workers.total} workers online`}
              color={workers.online === 0 ? "red" : "green"}
            />
            <Gauge
              label="Online workers busy"
              value={workers.busy}
              max={workers.online}
              valueText={`${workers.busy} of ${workers.online} online workers busy`}
              color={workers.online > 0 && workers.busy >= workers.online ? "amber" : "accent"}
            />
          </Flex>
        </Card>
        <Text size="1" color="gray">
          Created <RelativeTime value={machine.created_at} size="1" /> · changed{" "}
          <RelativeTime value={machine.updated_at} size="1" />
        </Text>
      </Flex>
    </>
  );
}
