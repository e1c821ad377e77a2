import { Card, Flex, Link as RadixLink, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Session } from "@/api/types";
import { EmptyState, ErrorPanel, isUnsupportedListError, LoadingState, RelativeTime, StatusBadge } from "@/ui";
import { presentText } from "@/ui/readable";
import { MACHINE_ANCHOR } from "../anchors";
import { MACHINE_SESSIONS_MAX, machineSessionsQueryOptions } from "../queries";
import { AnchorHeading } from "./anchor-heading";

/** Waiting first (by queue position), then running here, then the ones that finished here. */
function order(a: Session, b: Session): number {
  const rank = (s: Session) => (s.machine?.state === "waiting" ? 0 : s.status === "running" ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  return (a.machine?.queue_position ?? 0) - (b.machine?.queue_position ?? 0);
}

function Placement({ session }: { session: Session }) {
  const m = session.machine;
  if (!m) return <Text color="gray">—</Text>;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <StatusBadge value={m.state} />
      {typeof m.queue_position === "number" ? <Text size="2">position {m.queue_position}</Text> : null}
    </Flex>
  );
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
    const items = [...query.data.items].sort(order);
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
            {items.map((s) => (
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
                  <Placement session={s} />
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
            Showing the newest {MACHINE_SESSIONS_MAX}.
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
