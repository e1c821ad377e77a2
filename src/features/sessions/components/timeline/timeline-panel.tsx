import { Button, Flex } from "@radix-ui/themes";
import { type RefObject, useCallback, useMemo } from "react";
import { useCapability } from "@/features/connection";
import { useNow } from "@/ui";
import { ErrorPanel } from "@/ui/error-panel";
import { hasReadAll } from "../../feed/feed-reach";
import { useOutbox } from "../../hooks/use-outbox";
import { useSessionFeed } from "../../hooks/use-session-feed";
import { hasEnded, mayStillRun } from "../../session-status";
import type { RowFilter } from "../../timeline-model/row-filter";
import type { FilterType } from "../../timeline-model/timeline-rows";
import { type FlowExtra, flowExtras } from "./flow-extras";
import { GapRow } from "./gap-row";
import { FeedLiveIndicator } from "./live-indicator";
import { FollowUpRow, RemoteFollowUpRow } from "./rows/follow-up-row";
import { Timeline } from "./timeline";
import type { TimelineActions } from "./timeline-actions";

export interface TimelinePanelProps {
  orgId: string;
  sessionId: string;
  types: readonly FilterType[];
  onTypesChange: (types: FilterType[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
  selectedEvent: string | undefined;
  eventHref: (ref: string) => string;
  onSelectEvent: (ref: string) => void;
  filter?: RowFilter;
  onFilterChange?: (filter: RowFilter) => void;
  concise?: boolean;
  onConciseChange?: (concise: boolean) => void;
  onCursor?: (ref: string) => void;
  /** Given the timeline's scroll viewport (the page's "Skip to timeline" target). */
  viewportRef?: RefObject<HTMLElement | null>;
  /** Answer cards show above: keep half the window for the rows (see Timeline). */
  keepRoom?: boolean;
}

/** The live timeline of one session: its feed, your follow-ups where you sent them, and the virtualized list. */
export function TimelinePanel(props: TimelinePanelProps) {
  const { orgId, sessionId, selectedEvent, eventHref, onSelectEvent } = props;
  const feed = useSessionFeed(orgId, sessionId);
  const { snapshot } = feed;
  const { status } = snapshot;
  const outbox = useOutbox(orgId, sessionId, status.sessionStatus);
  const debug = useCapability({ scope: "sessions:debug", ownerAdmin: true });
  const turnRunning = mayStillRun(status.sessionStatus);
  const now = useNow({ active: outbox.messages.some((m) => m.state === "held") });
  const actions = useMemo<TimelineActions>(
    () => ({ eventHref, onSelectEvent, selectedEvent, sessionEnded: hasEnded(status.sessionStatus) }),
    [eventHref, onSelectEvent, selectedEvent, status.sessionStatus],
  );
  const extras = useMemo(
    () =>
      flowExtras({
        history: status.history,
        outbox: outbox.messages,
        remote: outbox.remote,
        entries: snapshot.entries.list,
      }),
    [status.history, outbox.messages, outbox.remote, snapshot.entries.list],
  );
  // The indicator reads the feed itself: a read that brings no events re-renders it, not the Timeline.
  const indicator = useMemo(() => <FeedLiveIndicator orgId={orgId} sessionId={sessionId} />, [orgId, sessionId]);
  const { withdraw, retry } = outbox;
  const { retryHistory } = feed;
  const renderExtra = useCallback(
    (extra: FlowExtra) => {
      if (extra.kind === "gap") return <GapRow history={extra.history} onRetry={retryHistory} />;
      if (extra.kind === "remote") return <RemoteFollowUpRow message={extra.message} />;
      return (
        <FollowUpRow
          message={extra.message}
          now={now}
          turnRunning={turnRunning}
          onWithdraw={(id) => void withdraw(id)}
          onRetry={(id) => void retry(id)}
        />
      );
    },
    [now, turnRunning, withdraw, retry, retryHistory],
  );
  const empty =
    snapshot.entries.list.size > 0
      ? props.filter?.errorsOnly || props.filter?.tool
        ? "No tool calls match the timeline tools."
        : "No events match the selected types."
      : status.phase === "catching_up" || status.phase === "idle"
        ? "Loading events…"
        : status.phase === "error"
          ? "Events could not be loaded."
          : status.phase === "backoff"
            ? "Events could not be read yet: retrying."
            : "No events yet.";
  return (
    // No box of its own: the toolbar and the list are items of the page's column, so on a window too short
    // for the list's few rows of room the page scrolls to the composer instead of the list being squeezed
    // under it (a shrinking box here let its rows slide under the composer, or be cut off).
    <>
      {status.phase === "error" && status.lastError && (
        <Flex direction="column" gap="2" mb="2" flexShrink="0">
          <ErrorPanel error={status.lastError} />
          <Button variant="soft" onClick={feed.resume} style={{ alignSelf: "flex-start" }}>
            Resume live updates
          </Button>
        </Flex>
      )}
      <Timeline
        source={snapshot.timeline}
        extras={extras}
        renderExtra={renderExtra}
        types={props.types}
        onTypesChange={props.onTypesChange}
        query={props.query}
        onQueryChange={props.onQueryChange}
        filter={props.filter}
        onFilterChange={props.onFilterChange}
        concise={props.concise}
        onConciseChange={props.onConciseChange}
        onCursor={props.onCursor}
        viewportRef={props.viewportRef}
        keepRoom={props.keepRoom}
        actions={actions}
        status={indicator}
        canDebug={debug.allowed}
        emptyText={empty}
        busy={status.phase === "catching_up" || (status.history !== null && status.history.phase !== "done")}
        readSoFar={!hasReadAll(status)}
      />
    </>
  );
}
