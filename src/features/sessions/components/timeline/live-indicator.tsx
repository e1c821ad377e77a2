import { Badge, Flex, Text, Tooltip } from "@radix-ui/themes";
import { describeError } from "@/api/error-messages";
import { useNow } from "@/ui";
import type { FeedReadsView } from "../../feed/feed-reads";
import type { PollerStatus } from "../../feed/feed-types";
import type { HistoryStatus } from "../../feed/history-backfill";
import type { FeedStatus } from "../../feed/session-feed";
import { formatCountdown } from "../../format";
import { useTrailingSessionFeed } from "../../hooks/use-session-feed";
import { hasEnded } from "../../session-status";
import { FeedRequestsDialog } from "./feed-requests-dialog";

type Color = "green" | "blue" | "amber" | "gray" | "red";

function describeStatus(status: PollerStatus, now: number): { label: string; color: Color; detail: string } {
  switch (status.phase) {
    case "live":
      return { label: "Live", color: "green", detail: "Waiting for new events (long poll)." };
    case "catching_up":
      return { label: "Catching up", color: "blue", detail: "Loading earlier events page by page." };
    case "backoff": {
      const wait = status.retryAt === null ? "shortly" : `in ${formatCountdown(status.retryAt - now)}`;
      const reason = status.lastError ? describeError(status.lastError).title : "Request failed";
      // The opening read does not count its attempts: no "(attempt 0)" for it.
      const attempt = status.attempt > 0 ? ` (attempt ${status.attempt})` : "";
      return { label: `Retrying ${wait}`, color: "amber", detail: `${reason}${attempt}.` };
    }
    case "error": {
      const info = status.lastError ? describeError(status.lastError) : null;
      return { label: "Error", color: "red", detail: info ? `${info.title}: ${info.detail}` : "Polling stopped." };
    }
    case "stopped":
      return {
        label: "Stopped",
        color: "gray",
        detail: hasEnded(status.sessionStatus)
          ? "The session is not running, so nothing new will arrive until a follow-up."
          : "Not polling.",
      };
    default:
      return { label: "Starting", color: "gray", detail: "About to load events." };
  }
}

/** How far a long session's history has loaded behind its tail (nothing once it is complete). */
function historyText(history: HistoryStatus | null): string | null {
  if (!history || history.phase === "done") return null;
  if (history.phase === "error") return "earlier events paused";
  if (!Number.isFinite(history.gapUpTo)) return "finding the newest events";
  const percent = history.chunksTotal > 0 ? Math.round((history.chunksDone / history.chunksTotal) * 100) : 0;
  return `loading earlier events ${percent}%`;
}

/**
 * The feed's state in one badge: live / catching up / backoff with retry time / stopped / error; the
 * history; and how many reads it made, which opens the list of them. The count sits outside the status
 * region, so a screen reader is not told of every read.
 */
export function LiveIndicator({ status, reads }: { status: FeedStatus; reads: FeedReadsView }) {
  const now = useNow({ active: status.phase === "backoff" });
  const { label, color, detail } = describeStatus(status, now);
  const history = historyText(status.history);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Tooltip content={detail}>
        <Flex align="center" gap="2" role="status" aria-label={`Event feed: ${label}. ${detail}`}>
          <Badge highContrast color={color} variant="soft" size="2">
            <span
              aria-hidden
              style={{
                width: 8,
                height: 8,
                borderRadius: 999,
                background: `var(--${color}-9)`,
                display: "inline-block",
              }}
            />
            {label}
          </Badge>
          {history && (
            <Text size="1" color="gray" data-testid="history-progress">
              {history}
            </Text>
          )}
        </Flex>
      </Tooltip>
      <FeedRequestsDialog reads={reads} />
    </Flex>
  );
}

/** The indicator of one session's feed, reading the feed itself: a read re-renders it, not the rows beside it. */
export function FeedLiveIndicator({ orgId, sessionId }: { orgId: string; sessionId: string }) {
  const snapshot = useTrailingSessionFeed(orgId, sessionId);
  return <LiveIndicator status={snapshot.status} reads={snapshot.reads} />;
}
