import { isApiError, networkError } from "@/api/errors";
import type { EventsPage } from "@/api/types";
import type { EventsFetcher, EventsRequest, PollerClock } from "./feed-types";

/**
 * FeedReads — the record of one feed's reads of GET …/events, so the timeline's "N requests" has a
 * source: each read's start, kind, cursor and page parameters (never a key or a header: the feed does
 * not hold them), outcome, events received and duration. The count is `total` (every read since the
 * feed started); the list keeps only the newest `capacity` (a ring), so a feed that lives for days costs
 * the same memory as one that lives for a minute. Both come from this one record, so the figure and
 * the list cannot disagree. Pure: the clock is injected.
 *
 * The feed wraps each fetcher it hands out with recording(fetchPage, kindOf), so the loop, the opening
 * reads, the tail search and the back-fill record their reads without knowing this file.
 *
 * API: new FeedReads({ clock, capacity?, onChange? }) · recording(fetchPage, kindOf) → EventsFetcher ·
 *      begin(kind, request) → id · finish(id, outcome) · total · view() → FeedReadsView (new only after a change)
 */
export type FeedReadKind = "open" | "tail-probe" | "tail-page" | "history" | "catch-up" | "long-poll";

/** What the feed asked for: the query parameters of the request, as it sent them. */
export interface FeedReadParams {
  readonly afterSeq: number;
  readonly limit: number;
  /** 0: answer at once (no wait_ms sent). */
  readonly waitMs: number;
}

export type FeedReadOutcome =
  | { readonly kind: "pending" }
  /** httpStatus null: the fetcher did not say (a fake); the answer was a success all the same. */
  | { readonly kind: "answered"; readonly httpStatus: number | null; readonly events: number }
  /** httpStatus 0: no HTTP answer at all (network failure); code is the ApiError's. */
  | { readonly kind: "failed"; readonly httpStatus: number; readonly code: string }
  /** The feed let go of it (stopped, reset, left): no answer was read. */
  | { readonly kind: "aborted" };

export interface FeedRead {
  /** 1-based number of the read in this feed: the newest read's number is the total. */
  readonly number: number;
  readonly kind: FeedReadKind;
  readonly params: FeedReadParams;
  /** Epoch ms (the feed's clock). */
  readonly startedAt: number;
  /** Null while in flight. */
  readonly finishedAt: number | null;
  readonly outcome: FeedReadOutcome;
}

export interface FeedReadsView {
  /** Every read since the feed started: the figure on screen. */
  readonly total: number;
  /** The newest reads, newest first; at most `capacity`. */
  readonly newestFirst: readonly FeedRead[];
  readonly capacity: number;
}

export interface FeedReadsOptions {
  clock: PollerClock;
  capacity?: number;
  /** A read began or finished. */
  onChange?: () => void;
}

export const FEED_READS_CAPACITY = 200;

export class FeedReads {
  private readonly ring: FeedRead[] = [];
  private readonly capacity: number;
  private count = 0;
  private cached: FeedReadsView | null = null;

  constructor(private readonly options: FeedReadsOptions) {
    this.capacity = Math.max(1, options.capacity ?? FEED_READS_CAPACITY);
  }

  get total(): number {
    return this.count;
  }

  /** Records a read going out; returns its number, for finish(). */
  begin(kind: FeedReadKind, request: FeedReadParams): number {
    this.count += 1;
    const { afterSeq, limit, waitMs } = request;
    this.put({
      number: this.count,
      kind,
      params: { afterSeq, limit, waitMs },
      startedAt: this.options.clock.now(),
      finishedAt: null,
      outcome: { kind: "pending" },
    });
    return this.count;
  }

  /** Records how read `number` ended; a read already pushed out of the ring is only counted. */
  finish(number: number, outcome: FeedReadOutcome): void {
    const slot = (number - 1) % this.capacity;
    const read = this.ring[slot];
    if (read?.number !== number || read.outcome.kind !== "pending") return;
    this.ring[slot] = { ...read, finishedAt: this.options.clock.now(), outcome };
    this.changed();
  }

  view(): FeedReadsView {
    if (this.cached) return this.cached;
    const newestFirst: FeedRead[] = [];
    for (let n = this.count; n > 0 && n > this.count - this.capacity; n--) {
      const read = this.ring[(n - 1) % this.capacity];
      if (read) newestFirst.push(read);
    }
    this.cached = { total: this.count, newestFirst, capacity: this.capacity };
    return this.cached;
  }

  /** `fetchPage`, with each call recorded as a read of the kind `kindOf` gives it. */
  recording(fetchPage: EventsFetcher, kindOf: (request: EventsRequest) => FeedReadKind): EventsFetcher {
    return async (request) => {
      const number = this.begin(kindOf(request), request);
      let httpStatus: number | null = null;
      let page: EventsPage;
      try {
        page = await fetchPage({ ...request, onHttpStatus: (status) => (httpStatus = status) });
      } catch (caught) {
        this.finish(number, failureOf(caught, request.signal));
        throw caught;
      }
      this.finish(number, { kind: "answered", httpStatus, events: page.items?.length ?? 0 });
      return page;
    };
  }

  private put(read: FeedRead): void {
    this.ring[(read.number - 1) % this.capacity] = read;
    this.changed();
  }

  private changed(): void {
    this.cached = null;
    this.options.onChange?.();
  }
}

/** An abort is the feed's own doing, not the service's answer; anything else that is no ApiError had no answer. */
function failureOf(caught: unknown, signal: AbortSignal): FeedReadOutcome {
  if (signal.aborted) return { kind: "aborted" };
  const error = isApiError(caught) ? caught : networkError(caught);
  return { kind: "failed", httpStatus: error.status, code: error.code };
}
