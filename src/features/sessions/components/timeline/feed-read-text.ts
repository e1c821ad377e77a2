import type { FeedRead, FeedReadKind, FeedReadParams, FeedReadsView } from "../../feed/feed-reads";
import { formatClockTime, formatCount, formatDuration } from "../../format";

/**
 * The words of one row of the feed's read list (feed/feed-reads.ts), and of the list's heading. Pure:
 * every case reads as words, none as "undefined" or "null", and nothing is said that the record does not
 * hold (a success without its HTTP status says "answered", not "200").
 *
 * API: READ_KIND_LABEL · readParamsText(params) · readOutcome(read) → ReadOutcomeText · readRowText(read) →
 *      ReadRowText · requestsFigure(total) · readsSummary(view)
 */
export const READ_KIND_LABEL: Record<FeedReadKind, string> = {
  open: "First page",
  "tail-probe": "Tail search",
  "tail-page": "Newest page",
  history: "History page",
  "catch-up": "Catch-up page",
  "long-poll": "Long poll",
};

/** The query as sent: wait_ms is left out of a read that did not send it. */
export function readParamsText({ afterSeq, limit, waitMs }: FeedReadParams): string {
  const parts = [`after_seq ${afterSeq}`, `limit ${limit}`];
  if (waitMs > 0) parts.push(`wait_ms ${waitMs}`);
  return parts.join(" · ");
}

export interface ReadOutcomeText {
  /** The HTTP status, or what stood for one. */
  readonly text: string;
  /** The ApiError's code of a failed read. */
  readonly code: string | null;
  readonly tone: "ok" | "failed" | "neutral";
}

export function readOutcome(read: FeedRead): ReadOutcomeText {
  const { outcome } = read;
  switch (outcome.kind) {
    case "pending":
      return { text: "in flight", code: null, tone: "neutral" };
    case "answered":
      return { text: outcome.httpStatus === null ? "answered" : String(outcome.httpStatus), code: null, tone: "ok" };
    case "failed":
      return {
        text: outcome.httpStatus === 0 ? "no answer" : String(outcome.httpStatus),
        code: outcome.code,
        tone: "failed",
      };
    case "aborted":
      return { text: "aborted", code: null, tone: "neutral" };
  }
}

export interface ReadRowText {
  readonly time: string;
  readonly kind: string;
  readonly params: string;
  readonly events: string;
  readonly duration: string;
}

export function readRowText(read: FeedRead): ReadRowText {
  const { outcome } = read;
  return {
    time: formatClockTime(read.startedAt),
    kind: READ_KIND_LABEL[read.kind],
    params: readParamsText(read.params),
    events: outcome.kind === "answered" ? formatCount(outcome.events) : "—",
    duration: read.finishedAt === null ? "—" : formatDuration(read.finishedAt - read.startedAt),
  };
}

/** "1 request", "1,234 requests". */
export function requestsFigure(total: number): string {
  return `${formatCount(total)} ${total === 1 ? "request" : "requests"}`;
}

/** What the list holds, beside the figure it is the source of ("newest 200 of N" once the ring is full). */
export function readsSummary({ total, newestFirst }: FeedReadsView): string {
  if (total === 0) return "No requests yet: the feed has not asked the service for events.";
  const since = "from this tab since the feed started";
  if (newestFirst.length < total)
    return `The newest ${formatCount(newestFirst.length)} of ${requestsFigure(total)} ${since}.`;
  return `${requestsFigure(total)} ${since}.`;
}
