import type { ApiError } from "@/api/errors";
import type { EventsPage, Session } from "@/api/types";

/**
 * Types shared by the feed's parts (poller, session feed, backfill, registries) and their readers,
 * in one file so no reader has to import the poller to name them.
 * API: PollerPhase · PollerStatus · PollerOrigin · EventsRequest · EventsFetcher · PollerClock
 */
export type PollerPhase = "idle" | "catching_up" | "live" | "backoff" | "stopped" | "error";

export interface PollerStatus {
  readonly phase: PollerPhase;
  /** after_seq of the next request (the last next_seq). */
  readonly cursor: number;
  readonly lastError: ApiError | null;
  /** Consecutive failures (0 after a success). */
  readonly attempt: number;
  /** Epoch ms of the next retry while phase is "backoff". */
  readonly retryAt: number | null;
  /** Status from the latest snapshot, null before the first answer. */
  readonly sessionStatus: Session["status"] | null;
}

/** Where a loop starts when the feed already read up to `cursor` itself. */
export interface PollerOrigin {
  cursor: number;
  /** The page that reached the cursor was not full: nothing more was waiting. */
  caughtUp: boolean;
  sessionStatus: Session["status"];
}

export interface EventsRequest {
  afterSeq: number;
  limit: number;
  waitMs: number;
  signal: AbortSignal;
  /** A fetcher that knows the HTTP status of its successful answer says it here (for the read record, feed-reads.ts). */
  onHttpStatus?: (status: number) => void;
}

export type EventsFetcher = (request: EventsRequest) => Promise<EventsPage>;

export interface PollerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /**
   * Runs the callback in a task of its own, soon: after the render the current task started has had its
   * chance to paint. Its handle is cleared by clearTimeout. Without it the caller runs at once.
   */
  nextTask?(callback: () => void): unknown;
}
