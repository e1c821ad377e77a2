import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Button, Callout, Code, Flex, Link as RadixLink, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary, RowBoundary } from "@/ui/panel-boundary";
import { RelativeTime } from "@/ui/relative-time";
import { useSessionsList } from "../../hooks/use-sessions-list";
import { formatCost } from "../format";
import { OutcomeBadge, StatusBadge } from "../header/session-badges";
import type { SessionsIndexSearch } from "../search-schema";
import { SessionsFilters } from "./sessions-filters";

function SessionRow({ orgId, session }: { orgId: string; session: Session }) {
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Flex direction="column">
          <RadixLink asChild weight="medium">
            <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId: session.session_id }}>
              {session.title || session.session_id}
            </Link>
          </RadixLink>
          <Code variant="ghost" size="1" color="gray">
            {session.session_id}
          </Code>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <StatusBadge status={session.status} />
      </Table.Cell>
      <Table.Cell>
        <OutcomeBadge outcome={session.outcome} />
      </Table.Cell>
      <Table.Cell>
        {session.repo ? <Code variant="ghost">{session.repo}</Code> : <Text color="gray">—</Text>}
      </Table.Cell>
      <Table.Cell>
        <RelativeTime value={session.created_at} />
      </Table.Cell>
      <Table.Cell>{formatCost(session.cost_usd)}</Table.Cell>
    </Table.Row>
  );
}

/** The optional upstream list, cursor-paged; explains itself when the service does not offer it. */
export function SessionsTable({ orgId, search, onSearchChange }: SessionsTableProps) {
  const list = useSessionsList(orgId, { status: search.status, outcome: search.outcome, q: search.q });
  if (list.unavailable) return <ListUnavailable />;
  return (
    <Flex direction="column" gap="3" style={{ minWidth: 0 }}>
      <SessionsFilters search={search} onChange={onSearchChange} />
      <PanelBoundary what="the sessions list" onRetry={() => void list.refetch()} resetKeys={[list.sessions]}>
        <SessionsTableBody orgId={orgId} search={search} list={list} />
      </PanelBoundary>
    </Flex>
  );
}

function ListUnavailable() {
  return (
    <Callout.Root color="gray">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        This service does not offer a session list: listing is an optional upstream extension and it answered 404 (not
        found). Open a session by its id or attempt UUID, or pick one you opened recently.
      </Callout.Text>
    </Callout.Root>
  );
}

interface SessionsTableProps {
  orgId: string;
  search: SessionsIndexSearch;
  onSearchChange: (patch: Partial<SessionsIndexSearch>) => void;
}

function SessionsTableBody({
  orgId,
  search,
  list,
}: {
  orgId: string;
  search: SessionsIndexSearch;
  list: ReturnType<typeof useSessionsList>;
}) {
  if (list.isPending) return <LoadingState label="Loading sessions" />;
  if (list.isError && list.sessions.length === 0)
    return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  if (list.sessions.length === 0) {
    const filtered = Boolean(search.q || search.status || search.outcome);
    return (
      <EmptyState
        title={filtered ? "No sessions match" : "No sessions yet"}
        description={
          filtered ? "Try other filters or clear the search." : "Sessions created with this organization appear here."
        }
      />
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Table.Root variant="surface" style={{ overflowX: "auto" }}>
        {/* Radix puts props on a wrapper div; the caption names the table itself. */}
        <VisuallyHidden asChild>
          <caption>Sessions</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Outcome</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Repository</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Cost</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.sessions.map((session, i) => (
            // A row the answer cannot draw says so; the others stay. The index keys an item without an id.
            <RowBoundary
              key={session?.session_id ?? `#${i}`}
              what={`session ${session?.session_id ?? i + 1}`}
              columns={6}
            >
              <SessionRow orgId={orgId} session={session} />
            </RowBoundary>
          ))}
        </Table.Body>
      </Table.Root>
      {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.fetchNextPage()} />}
      <Flex justify="between" align="center">
        <Text size="1" color="gray">
          {list.sessions.length} shown
        </Text>
        {list.hasNextPage && (
          <Button variant="soft" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
