import { Cross2Icon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, IconButton, Link as RadixLink, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useMemo } from "react";
import { describeError } from "@/api/error-messages";
import type { Session } from "@/api/types";
import { ErrorPanel } from "@/ui/error-panel";
import { presentText } from "@/ui/readable";
import { RelativeTime } from "@/ui/relative-time";
import { StallBadge } from "../answers/stall-badge";
import { useStallVerdict } from "../answers/use-answers";
import { OutcomeBadge, StatusBadge } from "../components/header/session-badges";
import { isAttemptAlias } from "../feed/session-feeds-of-client";
import { formatCost, formatRunTime } from "../format";
import { useRunTime } from "../hooks/use-run-time";
import { useKeepSessionFeed, useSessionFeed } from "../hooks/use-session-feed";
import { sessionQueryOptions } from "../queries";
import { mayStillRun } from "../session-status";
import { MiniLines } from "./mini-lines";
import { miniTimeline } from "./mini-timeline";

export interface WallCellProps {
  orgId: string;
  sessionId: string;
  large: boolean;
  onRemove: (sessionId: string) => void;
  /** An attempt UUID on the wall resolved to its session id: the wall keeps the stable one. */
  onResolved: (requested: string, sessionId: string) => void;
}

function Fact({ label, size, children }: { label: string; size: "1" | "3"; children: ReactNode }) {
  return (
    <Flex gap="1" align="baseline" style={{ whiteSpace: "nowrap" }}>
      <Text size={size} color="gray">
        {label}
      </Text>
      <Text size={size}>{children}</Text>
    </Flex>
  );
}

/** How long it has run (counted on the clock while it may run) or took; nothing while it has no time to show. */
function CellRunTime({ session, size }: { session: Session; size: "1" | "3" }) {
  const run = useRunTime(session);
  if (run.kind === "waiting" || run.kind === "unknown") return null;
  return (
    <Fact label={run.kind === "live" ? "running for" : "took"} size={size}>
      {formatRunTime(run).text}
    </Fact>
  );
}

/** "possibly stuck" on a cell, by the one stall rule (only once the session is known: no idle feed read). */
function CellStall({ orgId, session, large }: { orgId: string; session: Session; large: boolean }) {
  const { verdict, now } = useStallVerdict(orgId, session);
  return <StallBadge verdict={verdict} now={now} size={large ? "2" : "1"} />;
}

/** Lines drawn per cell; the cell clips what does not fit, oldest first, so no cell ever scrolls. */
const LINES = { normal: 24, large: 14 } as const;

/**
 * One session on the wall: title (a link to its page), status, outcome, cost and its newest events.
 * It reads the same feed as the session page (one loop per session, shared) and the session query
 * once: the feed's snapshots keep it current, with no polling of its own.
 */
export function WallCell({ orgId, sessionId, large, onRemove, onResolved }: WallCellProps) {
  const query = useQuery(sessionQueryOptions(orgId, sessionId));
  const session = query.data;
  const canonical = session?.session_id;
  const feedId = canonical ?? (isAttemptAlias(sessionId) ? null : sessionId);
  // Wakes a stopped feed when the screen comes back, like the session page (a continuation shows up).
  useKeepSessionFeed(orgId, feedId);
  const { snapshot, resume } = useSessionFeed(orgId, feedId);
  const max = large ? LINES.large : LINES.normal;
  const lines = useMemo(() => miniTimeline(snapshot.entries, max), [snapshot.entries, max]);
  const headingId = useId();

  useEffect(() => {
    if (canonical && canonical !== sessionId) onResolved(sessionId, canonical);
  }, [canonical, sessionId, onResolved]);

  const title = presentText(session?.title) ?? (canonical || sessionId);
  const status = snapshot.status;
  const running = session !== undefined && mayStillRun(session.status);
  const last = lines[lines.length - 1];
  const text = large ? "3" : "1";
  return (
    <Card asChild size="1" style={{ display: "flex", flexDirection: "column", minHeight: 0, minWidth: 0 }}>
      <article aria-labelledby={headingId} data-session-id={sessionId}>
        <Flex direction="column" gap="1" flexShrink="0" pb="2">
          <Flex align="center" gap="3" style={{ minWidth: 0 }}>
            <Heading as="h2" size={large ? "6" : "3"} id={headingId} style={{ minWidth: 0, flex: 1 }}>
              {/* A block link at least 24 px tall: the whole title line is the target (WCAG 2.5.8). */}
              <RadixLink asChild color="gray" highContrast underline="hover" truncate>
                <Link
                  to="/o/$orgId/sessions/$sessionId"
                  params={{ orgId, sessionId: canonical ?? sessionId }}
                  title={title}
                  style={{ display: "block", minHeight: 24 }}
                >
                  {title}
                </Link>
              </RadixLink>
            </Heading>
            <IconButton
              size="2"
              variant="ghost"
              color="gray"
              aria-label={`Remove ${title} from the wall`}
              onClick={() => onRemove(sessionId)}
            >
              <Cross2Icon />
            </IconButton>
          </Flex>
          {session && (
            <Flex align="center" gapX="3" gapY="1" wrap="wrap">
              <StatusBadge status={session.status} />
              <CellStall orgId={orgId} session={session} large={large} />
              <OutcomeBadge outcome={session.outcome} />
              <Fact label="cost" size={text}>
                {formatCost(session.cost_usd)}
              </Fact>
              <CellRunTime session={session} size={text} />
              <Fact label={running ? "last event" : "finished"} size={text}>
                <RelativeTime value={running ? (last?.at ?? null) : session.finished_at} size={text} />
              </Fact>
            </Flex>
          )}
        </Flex>
        {query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
        ) : status.phase === "error" ? (
          <Flex direction="column" gap="2" align="start" role="alert">
            <Text size="2" color="red">
              {status.lastError ? describeError(status.lastError).title : "Live updates stopped."}
            </Text>
            <Button size="1" variant="soft" onClick={resume}>
              Resume live updates
            </Button>
          </Flex>
        ) : (
          <MiniLines
            lines={lines}
            large={large}
            label={`Newest events of ${title}`}
            emptyText={status.phase === "idle" || status.phase === "catching_up" ? "Loading events…" : "No events yet."}
          />
        )}
      </article>
    </Card>
  );
}
