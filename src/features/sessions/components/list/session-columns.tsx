import { CaretDownIcon, CaretSortIcon, CaretUpIcon, Cross2Icon } from "@radix-ui/react-icons";
import { Button, Checkbox, Code, Flex, IconButton, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { ExternalLink } from "@/ui/external-link";
import { presentText } from "@/ui/readable";
import { RelativeTime } from "@/ui/relative-time";
import type { ResponsiveColumn } from "@/ui/responsive-table";
import type { StallVerdict } from "../../answers/stall";
import { StallBadge } from "../../answers/stall-badge";
import { formatCost, formatDuration } from "../../format";
import { waitsForWorker } from "../../session-status";
import { durationOf, lastActivityOf, prOf, type SortDir, type SortKey } from "../../triage/sort";
import type { LiveSignals } from "../../triage/triage";
import { OutcomeBadge, StatusBadge } from "../header/session-badges";

export interface ColumnContext {
  orgId: string;
  live: ReadonlyMap<string, LiveSignals>;
  sort: SortKey | undefined;
  dir: SortDir;
  onSort: (key: SortKey) => void;
  /** Sessions picked for Compare (at most two). */
  picked: readonly string[];
  onPick: (sessionId: string, on: boolean) => void;
  /** Sessions counted as possibly stuck in the strip, with their verdict: the row shows it too. */
  stuck: ReadonlyMap<string, StallVerdict>;
  now: number;
  onDismissStuck: (sessionId: string, quietSince: number) => void;
}

/** Column names, also the sort control's (which says "Title" where the table says "Session"). */
export const HEADERS: Record<SortKey, string> = {
  title: "Session",
  status: "Status",
  outcome: "Outcome",
  repo: "Repository",
  created: "Created",
  duration: "Duration",
  activity: "Last activity",
  pr: "PR",
  cost: "Cost",
};

/** A column header that sorts: the button says what a press does, the cell carries aria-sort. */
function SortButton({ id, ctx }: { id: SortKey; ctx: ColumnContext }) {
  const on = ctx.sort === id;
  const Icon = !on ? CaretSortIcon : ctx.dir === "asc" ? CaretUpIcon : CaretDownIcon;
  return (
    <Button type="button" variant="ghost" color="gray" highContrast size="1" onClick={() => ctx.onSort(id)}>
      {HEADERS[id]}
      <Icon aria-hidden />
    </Button>
  );
}

/**
 * The status, and "possibly stuck" while the strip counts the session so: it stays until the session
 * moves or the user dismisses this spell of quiet (opening the session does not).
 */
function StatusCell({ session, ctx }: { session: Session; ctx: ColumnContext }) {
  const verdict = ctx.stuck.get(session.session_id) ?? null;
  const quietSince = verdict?.quietSince ?? null;
  const title = presentText(session.title) ?? session.session_id;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <StatusBadge status={session.status} />
      {verdict && (
        <Flex gap="1" align="center">
          <StallBadge verdict={verdict} now={ctx.now} size="1" />
          {quietSince !== null && (
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={`Dismiss possibly stuck for ${title}`}
              onClick={() => ctx.onDismissStuck(session.session_id, quietSince)}
            >
              <Cross2Icon />
            </IconButton>
          )}
        </Flex>
      )}
    </Flex>
  );
}

/** Picks the session for Compare (two at most). */
function PickBox({ session, ctx }: { session: Session; ctx: ColumnContext }) {
  const on = ctx.picked.includes(session.session_id);
  return (
    <Checkbox
      mt="1"
      checked={on}
      disabled={!on && ctx.picked.length >= 2}
      onCheckedChange={(value) => ctx.onPick(session.session_id, value === true)}
      aria-label={`Pick ${presentText(session.title) ?? session.session_id} to compare`}
    />
  );
}

const notReported = (
  <Text color="gray" size="2">
    not reported
  </Text>
);

function sortable(id: SortKey, ctx: ColumnContext, rest: Omit<ResponsiveColumn<Session>, "id" | "header">) {
  const on = ctx.sort === id;
  return {
    id,
    header: HEADERS[id],
    headerCell: <SortButton id={id} ctx={ctx} />,
    sort: on ? (ctx.dir === "asc" ? "ascending" : "descending") : undefined,
    ...rest,
  } satisfies ResponsiveColumn<Session>;
}

/**
 * The sessions list's columns, defined once: the table and, where the list is narrow (a phone), the
 * stacked cards both read them. Every column but Compare sorts from its header.
 */
export function sessionColumns(ctx: ColumnContext): ResponsiveColumn<Session>[] {
  const { orgId } = ctx;
  return [
    sortable("title", ctx, {
      rowHeader: true,
      cell: (session) => (
        <Flex gap="2" align="start">
          <PickBox session={session} ctx={ctx} />
          <Flex direction="column" minWidth="0">
            <RadixLink asChild weight="medium">
              <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId: session.session_id }}>
                {presentText(session.title) ?? session.session_id}
              </Link>
            </RadixLink>
            <Code variant="ghost" size="1" color="gray">
              {session.session_id}
            </Code>
          </Flex>
        </Flex>
      ),
    }),
    sortable("status", ctx, { cell: (session) => <StatusCell session={session} ctx={ctx} /> }),
    sortable("outcome", ctx, { cell: (session) => <OutcomeBadge outcome={session.outcome} /> }),
    sortable("repo", ctx, {
      cell: (session) => (session.repo ? <Code variant="ghost">{session.repo}</Code> : <Text color="gray">—</Text>),
    }),
    sortable("created", ctx, { cell: (session) => <RelativeTime value={session.created_at} /> }),
    sortable("duration", ctx, {
      cell: (session) => {
        // The list does not carry `machine`; the stall probe's own retrieval of the session does.
        if (waitsForWorker(session) || ctx.live.get(session.session_id)?.waitingForWorker) {
          return <Text color="gray">waiting for a worker</Text>;
        }
        const ms = durationOf(session);
        if (ms !== null) return formatDuration(ms);
        return session.started_at === null ? <Text color="gray">not started</Text> : notReported;
      },
    }),
    sortable("activity", ctx, {
      cell: (session) => {
        const at = lastActivityOf(session, ctx.live.get(session.session_id));
        return at === null ? notReported : <RelativeTime value={new Date(at).toISOString()} />;
      },
    }),
    sortable("pr", ctx, {
      cell: (session) => {
        const pr = prOf(session);
        return pr ? <ExternalLink href={pr.url}>{pr.label}</ExternalLink> : <Text color="gray">—</Text>;
      },
    }),
    sortable("cost", ctx, { cell: (session) => formatCost(session.cost_usd) }),
  ];
}
