import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Badge, Button, Callout, Code, Flex, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ApiError, isApiError } from "@/api/errors";
import { sameMachineName } from "@/api/machine-name";
import { UNREADABLE_ANSWER } from "@/api/shape";
import type { Machine } from "@/api/types";
import { selfQueryOptions } from "@/features/connection";
import { appTimeAt, CopyButton, ErrorPanel, LoadingState, PageHeader, PanelBoundary, RelativeTime } from "@/ui";
import { MACHINE_ANCHOR } from "../anchors";
import { doNotAddUp, readCounts, sentCounts } from "../counts";
import { EnrollWorkerButton } from "../enrollment/enroll-worker-button";
import { healthOf, machineHealth } from "../health";
import { DEFAULT_HISTORY_RANGE, type HistoryRange } from "../history/history-range";
import { type CapacityHistory, useCapacityHistory } from "../hooks/use-capacity-history";
import { AnchorHeading } from "../parts/anchor-heading";
import { DataAge } from "../parts/data-age";
import { MACHINE_POLL_MS, machineQueryOptions } from "../queries";
import { CapacityGauges } from "./capacity-gauges";
import { HealthBadge } from "./health-badge";
import { HistoryChart } from "./history-chart";
import { AlertRulesForm } from "./insight/alert-rules-form";
import { WaitSection } from "./insight/wait-section";
import { MachineSessions } from "./machine-sessions";

export interface MachineDetailPageProps {
  orgId: string;
  machine: string;
  /** The history chart's range, from the URL; without it (tests) the page keeps its own. */
  range?: HistoryRange;
  onRangeChange?: (range: HistoryRange) => void;
}

export function MachineDetailPage({ orgId, machine, ...props }: MachineDetailPageProps) {
  const [ownRange, setOwnRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const range = props.range ?? ownRange;
  const onRangeChange = props.onRangeChange ?? setOwnRange;
  const query = useQuery(machineQueryOptions(orgId, machine));
  // Answers stamped in the app's time, like everything they are compared with (a time-scaled demo's clock).
  const updatedAt = appTimeAt(query.dataUpdatedAt);
  const history = useCapacityHistory(orgId, query.data, updatedAt);
  const retry = { onRetry: () => void query.refetch(), resetKeys: [query.dataUpdatedAt] };
  const { data: self } = useQuery(selfQueryOptions());
  // A Machine token cannot read capacity (devices:read), but this page is its home: offer what it may do.
  const tokenHome =
    self?.key_kind === "machine_token" &&
    (typeof self.machine !== "string" || sameMachineName(self.machine, machine)) &&
    isApiError(query.error) &&
    query.error.status === 403;
  return (
    <>
      <Button asChild variant="ghost" size="1" mb="3">
        <Link to="/o/$orgId/machines" params={{ orgId }}>
          <ArrowLeftIcon aria-hidden /> Machines
        </Link>
      </Button>
      {query.isPending ? <LoadingState label={`Loading Machine ${machine}`} /> : null}
      {query.isError && !query.data ? (
        tokenHome ? (
          <MachineTokenHome orgId={orgId} machine={machine} />
        ) : (
          <>
            <PageHeader title={machine} />
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
          </>
        )
      ) : null}
      {query.data ? (
        <Flex direction="column" gap="4">
          {/* Panels: one the service's answer cannot draw says so; the others stay. */}
          <PanelBoundary what="this Machine's name and details" {...retry}>
            <Header
              orgId={orgId}
              name={typeof query.data.name === "string" && query.data.name ? query.data.name : machine}
              machine={query.data}
              updatedAt={updatedAt}
              stale={query.isError}
            />
          </PanelBoundary>
          <PanelBoundary what="this Machine's capacity" {...retry}>
            <Body
              orgId={orgId}
              name={typeof query.data.name === "string" && query.data.name ? query.data.name : machine}
              machine={query.data}
              stale={query.isError}
              history={history}
              range={range}
              onRangeChange={onRangeChange}
            />
          </PanelBoundary>
          <PanelBoundary what="this Machine's waits" {...retry}>
            <WaitSection
              orgId={orgId}
              name={query.data.name ?? machine}
              machine={query.data}
              samples={history.samples}
            />
          </PanelBoundary>
          <PanelBoundary what="the sessions on this Machine">
            <MachineSessions orgId={orgId} machine={query.data.name ?? machine} />
          </PanelBoundary>
          <PanelBoundary what="this Machine's alert rules">
            <AlertRulesForm orgId={orgId} machine={query.data.name ?? machine} />
          </PanelBoundary>
        </Flex>
      ) : null}
    </>
  );
}

/** A Machine token on its own Machine: no capacity to show, the one thing it may do offered at once. */
function MachineTokenHome({ orgId, machine }: { orgId: string; machine: string }) {
  return (
    <Flex direction="column" gap="4">
      <PageHeader
        title={machine}
        description="Signed in with this Machine's token: it approves new workers for this Machine and reads nothing else."
        actions={<EnrollWorkerButton orgId={orgId} machine={machine} />}
      />
      <Callout.Root color="gray" variant="surface">
        <Callout.Text>
          Capacity, queue and sessions need an API key with devices:read. To approve a worker, choose Enroll a worker:
          the wizard issues a one-use ticket for this Machine.
        </Callout.Text>
      </Callout.Root>
    </Flex>
  );
}

function Header({
  orgId,
  name,
  machine,
  updatedAt,
  stale,
}: {
  orgId: string;
  /** As the service names it, else as the address does. */
  name: string;
  machine: Machine;
  updatedAt: number;
  stale: boolean;
}) {
  const health = healthOf(machine);
  return (
    <PageHeader
      title={name}
      description={
        <Flex as="span" direction="column" gap="1">
          <Flex as="span" gap="2" align="center" wrap="wrap">
            {health ? <HealthBadge health={health} size="3" /> : null}
            {typeof machine.platform === "string" ? <Badge variant="soft">{machine.platform}</Badge> : null}
            {typeof machine.id === "string" ? (
              <>
                <Code variant="ghost">{machine.id}</Code>
                <CopyButton label="Machine id" value={machine.id} />
              </>
            ) : null}
          </Flex>
          <Text as="span" size="1">
            Created <RelativeTime value={machine.created_at} size="1" /> · updated{" "}
            <RelativeTime value={machine.updated_at} size="1" />
          </Text>
        </Flex>
      }
      actions={
        <>
          <DataAge updatedAt={updatedAt} stale={stale} />
          <EnrollWorkerButton orgId={orgId} machine={name} />
        </>
      }
    />
  );
}

function Body({
  orgId,
  name,
  machine,
  stale,
  history,
  range,
  onRangeChange,
}: {
  orgId: string;
  name: string;
  machine: Machine;
  stale: boolean;
  history: CapacityHistory;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
}) {
  const counts = readCounts(machine);
  if (counts.kind === "missing") {
    throw new ApiError(200, UNREADABLE_ANSWER, "the answer has no readable workers and sessions counts");
  }
  // Health needs both parts; half an answer shows its half and says what is missing. Counts that do not
  // add up show nothing worked out from them: no verdict, gauge or history point.
  const health = counts.kind === "readable" ? machineHealth(counts) : null;
  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={MACHINE_ANCHOR.capacity}>
        <AnchorHeading hash={MACHINE_ANCHOR.capacity} as="h2" size="4">
          Capacity
        </AnchorHeading>
        {stale ? (
          <Callout.Root color="amber" highContrast size="1" role="status">
            <Callout.Text>
              The last refresh failed; these are the last known numbers. The next refresh tries again in{" "}
              {MACHINE_POLL_MS / 1000} s.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {counts.kind === "unsound" ? (
          <Callout.Root color="amber" highContrast size="2" variant="surface">
            <Callout.Text>
              {doNotAddUp(counts.problems)}, so its health is not judged and no gauge or history point is drawn from
              them.
            </Callout.Text>
            <Callout.Text size="2">As the service sent them, unchecked: {sentCounts(counts.sent)}.</Callout.Text>
          </Callout.Root>
        ) : health ? (
          <Callout.Root color={health.tone} highContrast size="2" variant="surface">
            <Callout.Text>{health.summary}</Callout.Text>
          </Callout.Root>
        ) : (
          <Callout.Root color="amber" highContrast size="2" variant="surface">
            <Callout.Text>
              Health unknown: the service did not report this Machine's {counts.workers === null ? "worker" : "session"}{" "}
              counts. What it did report is below.
            </Callout.Text>
          </Callout.Root>
        )}
        {counts.kind === "unsound" ? null : (
          <>
            <CapacityGauges orgId={orgId} name={name} counts={counts} />
            {counts.workers ? (
              <HistoryChart
                history={history}
                total={counts.workers.total}
                range={range}
                onRangeChange={onRangeChange}
              />
            ) : null}
          </>
        )}
      </section>
    </Flex>
  );
}
