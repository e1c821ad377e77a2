import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Button, Callout, Code, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { RelativeTime } from "@/ui/relative-time";
import { type ResponsiveColumn, ResponsiveTable } from "@/ui/responsive-table";
import { useSessionsList } from "../../hooks/use-sessions-list";
import { formatCost } from "../format";
import { OutcomeBadge, StatusBadge } from "../header/session-badges";
import type { SessionsIndexSearch } from "../search-schema";
import { SessionsFilters } from "./sessions-filters";

/**
 * The sessions list's columns, defined once: the table and, where the list is narrow (a phone), the
 * stacked cards both read them. Add a column here; `headerCell` can carry a sort button.
 */
function sessionColumns(orgId: string): ResponsiveColumn<Session>[] {
  return [
    {
      id: "session",
      header: "Session",
      rowHeader: true,
      cell: (session) => (
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
      ),
    },
    { id: "status", header: "Status", cell: (session) => <StatusBadge status={session.status} /> },
    { id: "outcome", header: "Outcome", cell: (session) => <OutcomeBadge outcome={session.outcome} /> },
    {
      id: "repo",
      header: "Repository",
      cell: (session) => (session.repo ? <Code variant="ghost">{session.repo}</Code> : <Text color="gray">—</Text>),
    },
    { id: "created", header: "Created", cell: (session) => <RelativeTime value={session.created_at} /> },
    { id: "cost", header: "Cost", cell: (session) => formatCost(session.cost_usd) },
  ];
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
      <ResponsiveTable
        caption="Sessions"
        columns={sessionColumns(orgId)}
        rows={list.sessions}
        // A row the answer cannot draw says so; the others stay. The index keys an item without an id.
        rowKey={(session, i) => session?.session_id ?? `#${i}`}
        rowWhat={(session, i) => `session ${session?.session_id ?? i + 1}`}
        cardsBelow={720}
      />
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
