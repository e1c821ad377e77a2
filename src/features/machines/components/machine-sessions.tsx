import { Card, Flex, Link as RadixLink, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Session } from "@/api/types";
import {
  EmptyState,
  ErrorPanel,
  formatCount,
  isUnsupportedListError,
  LoadingState,
  RelativeTime,
  StatusBadge,
} from "@/ui";
import { presentText } from "@/ui/readable";
import { MACHINE_ANCHOR } from "../anchors";
import { AnchorHeading } from "../parts/anchor-heading";
import { type Placement, readPlacement } from "../placement";
import { MACHINE_SESSIONS_MAX, machineSessionsQueryOptions } from "../queries";

type Row = { session: Session; placement: Placement };

/** Waiting first (by queue position, unknown last), then running here, then the rest. */
function order(a: Row, b: Row): number {
  const rank = ({ session, placement }: Row) =>
    placement.kind === "waiting" ? 0 : session.status === "running" ? 1 : 2;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const position = ({ placement }: Row) =>
    placement.kind === "waiting" ? (placement.position ?? Number.MAX_SAFE_INTEGER) : 0;
  return position(a) - position(b);
}

/** The placement in words: only what the service's fields say (placement.ts). */
function PlacementCell({ placement }: { placement: Placement }) {
  switch (placement.kind) {
    case "waiting":
      return (
        <Flex gap="2" align="center" wrap="wrap">
          <StatusBadge value="waiting" />
          <Text size="2">
            {placement.position === null ? "position not reported" : `position ${formatCount(placement.position)}`}
          </Text>
        </Flex>
      );
    case "placed":
      return (
        <Flex gap="2" align="center" wrap="wrap">
          <StatusBadge value="placed" tone="green" />
          <RelativeTime value={placement.placedAt} size="2" />
          {placement.stateSaysWaiting ? (
            <Text size="1" color="gray">
              (its state still reads waiting)
            </Text>
          ) : null}
        </Flex>
      );
    case "other":
      return (
        <Flex gap="2" align="center" wrap="wrap">
          <StatusBadge value={placement.state} tone="gray" />
          <Text size="1" color="gray">
            a state this page does not know
          </Text>
        </Flex>
      );
    case "unknown":
      return (
        <Text size="2" color="gray">
          not reported
        </Text>
      );
  }
}

export function MachineSessions({ orgId, machine }: { orgId: string; machine: string }) {
  const query = useQuery(machineSessionsQueryOptions(orgId, machine));
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label="Loading sessions on this Machine" rows={2} />;
  else if (isUnsupportedListError(query.error))
    body = (
      <Text as="p" size="2" color="gray">
        This service does not list sessions, so the sessions placed on or waiting for this Machine cannot be shown here.
        A session's own page shows its Machine and queue position.
      </Text>
    );
  else if (!query.data) body = <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = <EmptyState title="No sessions here" description="No session is placed on or waiting for this Machine." />;
  else {
    const rows = query.data.items
      .map((session) => ({ session, placement: readPlacement(session.machine) }))
      .sort(order);
    body = (
      <>
        <Table.Root variant="surface" size="1">
          <VisuallyHidden asChild>
            <caption>Sessions on {machine}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Placement</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="hide-narrow">Enqueued</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ session: s, placement }) => (
              <Table.Row key={s.session_id} align="center">
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId: s.session_id }}>
                      {presentText(s.title) ?? s.session_id}
                    </Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <StatusBadge value={s.status} />
                </Table.Cell>
                <Table.Cell>
                  <PlacementCell placement={placement} />
                </Table.Cell>
                <Table.Cell className="hide-narrow">
                  <RelativeTime value={s.machine?.enqueued_at} size="2" />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {query.data.has_next_page ? (
          <Text size="1" color="gray">
            Showing the newest {formatCount(MACHINE_SESSIONS_MAX)}.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <AnchorHeading hash={MACHINE_ANCHOR.sessions} ready={!query.isPending} as="h2" size="3">
          Sessions placed on or waiting for this Machine
        </AnchorHeading>
        {body}
      </Flex>
    </Card>
  );
}
