import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useCallback, useMemo, useState } from "react";
import type { Session } from "@/api/types";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { ResponsiveTable } from "@/ui/responsive-table";
import type { SessionsIndexSearch } from "../../search-schema";
import { filterSessions } from "../../triage/filter";
import { type SortKey, sortSessions } from "../../triage/sort";
import { useSessionsWindow } from "../../triage/use-sessions-window";
import type { TriageView } from "../../triage/use-triage";
import { ComparePicker } from "./compare-picker";
import { ActiveFilters, TotalsLine } from "./list-summary";
import { sessionColumns } from "./session-columns";
import { SessionsFilters } from "./sessions-filters";
import { SortControl } from "./sort-control";

const SHOW_STEP = 50;

interface SessionsTableProps {
  orgId: string;
  search: SessionsIndexSearch;
  onSearchChange: (patch: Partial<SessionsIndexSearch>) => void;
  triage: TriageView;
}

/**
 * The sessions list: the list operation's newest sessions (or, on a strict service, the ones opened in
 * this browser), narrowed by the filters and the Needs-attention reason in the URL, sorted by any
 * column, with a total line for what the filters keep.
 */
export function SessionsTable({ orgId, search, onSearchChange, triage }: SessionsTableProps) {
  const strict = triage.source.kind === "recent";
  const server = strict ? {} : { status: search.status, outcome: search.outcome, q: search.q };
  const listed = useSessionsWindow(orgId, server);
  const base: readonly Session[] = strict
    ? filterSessions(triage.sessions, { status: search.status, outcome: search.outcome, q: search.q })
    : listed.sessions;
  const ids = search.attention ? triage.summary.ids[search.attention] : undefined;
  const rows = useMemo(() => {
    const kept = filterSessions(base, {
      ids: ids ? new Set(ids) : undefined,
      repo: search.repo,
      day: search.day,
    });
    return search.sort ? sortSessions(kept, search.sort, search.dir ?? "desc", triage.live) : kept;
  }, [base, ids, search.repo, search.day, search.sort, search.dir, triage.live]);

  const onSort = useCallback(
    (key: SortKey) =>
      onSearchChange({ sort: key, dir: search.sort === key && (search.dir ?? "desc") === "desc" ? "asc" : "desc" }),
    [onSearchChange, search.sort, search.dir],
  );
  const [picked, setPicked] = useState<string[]>([]);
  const onPick = useCallback(
    (id: string, on: boolean) =>
      setPicked((prev) => (on ? [...prev.filter((p) => p !== id), id].slice(-2) : prev.filter((p) => p !== id))),
    [],
  );
  const columns = sessionColumns({
    orgId,
    live: triage.live,
    sort: search.sort,
    dir: search.dir ?? "desc",
    onSort,
    picked,
    onPick,
    stuck: triage.summary.stuck,
    now: triage.now,
    onDismissStuck: triage.onDismissStuck,
  });

  return (
    <Flex direction="column" gap="3" style={{ minWidth: 0 }}>
      {strict && <ListUnavailable />}
      <Flex gap="2" wrap="wrap" align="center" justify="between">
        <SessionsFilters search={search} onChange={onSearchChange} />
        <SortControl search={search} onChange={onSearchChange} />
      </Flex>
      <ActiveFilters orgId={orgId} search={search} />
      <ComparePicker orgId={orgId} picked={picked} onClear={() => setPicked([])} />
      <PanelBoundary what="the sessions list" onRetry={() => void listed.refetch()} resetKeys={[rows]}>
        {!strict && listed.isPending ? (
          <LoadingState label="Loading sessions" />
        ) : !strict && listed.isError && listed.sessions.length === 0 ? (
          <ErrorPanel error={listed.error} onRetry={() => void listed.refetch()} />
        ) : rows.length === 0 ? (
          <NoRows search={search} strict={strict} />
        ) : (
          <Rows
            rows={rows}
            columns={columns}
            loadingMore={!strict && listed.loadingMore}
            capped={!strict && listed.capped}
            failed={!strict && listed.isError}
          />
        )}
      </PanelBoundary>
    </Flex>
  );
}

function Rows({
  rows,
  columns,
  loadingMore,
  capped,
  failed,
}: {
  rows: readonly Session[];
  columns: ReturnType<typeof sessionColumns>;
  loadingMore: boolean;
  capped: boolean;
  failed: boolean;
}) {
  const [shown, setShown] = useState(SHOW_STEP);
  const visible = rows.slice(0, shown);
  return (
    <Flex direction="column" gap="3">
      <TotalsLine rows={rows} loadingMore={loadingMore} capped={capped} failed={failed} />
      <ResponsiveTable
        caption="Sessions"
        columns={columns}
        rows={visible}
        // A row the answer cannot draw says so; the others stay. The index keys an item without an id.
        rowKey={(session, i) => session?.session_id ?? `#${i}`}
        rowWhat={(session, i) => `session ${session?.session_id ?? i + 1}`}
        cardsBelow={720}
        size="1"
      />
      <Flex justify="between" align="center">
        <Text size="1" color="gray">
          {visible.length} shown
        </Text>
        {rows.length > shown && (
          <Button variant="soft" onClick={() => setShown((n) => n + SHOW_STEP)}>
            Show {Math.min(SHOW_STEP, rows.length - shown)} more
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

function NoRows({ search, strict }: { search: SessionsIndexSearch; strict: boolean }) {
  const filtered = Boolean(
    search.q || search.status || search.outcome || search.attention || search.repo || search.day,
  );
  return (
    <EmptyState
      title={filtered ? "No sessions match" : strict ? "No sessions opened yet" : "No sessions yet"}
      description={
        filtered
          ? "Try other filters or clear the search."
          : strict
            ? "Open a session by its id; the ones you open are listed here."
            : "Sessions created with this organization appear here."
      }
    />
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
        found). Open a session by its id or attempt UUID, or pick one you opened recently. The list below holds the
        sessions you opened in this browser.
      </Callout.Text>
    </Callout.Root>
  );
}
