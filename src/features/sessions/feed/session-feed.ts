import { type ApiError, isApiError, networkError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import type { EventsPage, Session, SessionEvent } from "@/api/types";
import { msOf } from "@/ui/time";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { type FeedReadKind, FeedReads, type FeedReadsView } from "./feed-reads";
import type { EventsFetcher, PollerClock, PollerStatus } from "./feed-types";
import { fetchWithRetry, type RetryContext } from "./fetch-with-retry";
import { HistoryBackfill, type HistoryStatus } from "./history-backfill";
import { EventPoller, type EventPollerOptions } from "./poller";
import { systemClock } from "./system-clock";
import { findTailStart } from "./tail-search";

/**
 * SessionFeed — everything one session's timeline reads, tail first.
 *
 * 1. The first page (after_seq −1). Not full: that is the whole feed; the loop continues from it.
 * 2. Full: the feed is long. One-event probes find where the newest page starts (tail-search.ts), the
 *    newest page shows together with the first, and the live loop (EventPoller) continues from its
 *    next_seq — so the newest events are on screen after a handful of small reads. The first page is
 *    held until then (drawing it first kept the main thread from the probes' answers, and the reader
 *    wants the end), unless the search runs into trouble: a retried or failed read shows it at once.
 * 3. The seqs in between load in the background (HistoryBackfill), several pages at a time.
 * Every read only ever adds versions to TimelineEntries, whose result does not depend on the order
 * pages arrive in, so the final timeline is the one a single forward pass would give.
 *
 * Session snapshots: the first page's, the newest page's and the live loop's go to onSession; the
 * back-fill's and the probes' (older reads racing the loop) do not.
 *
 * Every read of all three goes through one record (feed-reads.ts): the count on screen and the list
 * behind it.
 *
 * API: new SessionFeed(options) · entries · status (FeedStatus) · reads (FeedReadsView) · start() · resume() ·
 *      wake() · retryHistory() · dispose()
 */
export interface FeedStatus extends PollerStatus {
  /** Non-null for a long session while (and after) its history loads behind the tail. */
  readonly history: HistoryStatus | null;
}

export interface SessionFeedOptions {
  fetchPage: EventsFetcher;
  onSession?: (session: Session) => void;
  /** Something changed; `urgent` false for history pages and catch-up, which listeners may batch. */
  onChange: (urgent: boolean) => void;
  clock?: PollerClock;
  random?: () => number;
  pageLimit?: number;
  backfillConcurrency?: number;
  poller?: Omit<EventPollerOptions, "fetchPage" | "onItems" | "onSession" | "onStatus" | "clock" | "random">;
}

type Opening = { phase: "catching_up" | "backoff" | "error"; lastError: ApiError | null; retryAt: number | null };

export class SessionFeed {
  readonly entries = new TimelineEntries();
  private readonly poller: EventPoller;
  private readonly clock: PollerClock;
  private readonly random: () => number;
  private readonly limit: number;
  private history: HistoryBackfill | null = null;
  /** The gap before a back-fill exists (while the tail is being found). */
  private pendingGap: HistoryStatus | null = null;
  /** A long feed's first page while its tail is being found (see 2. above). */
  private heldFirst: readonly SessionEvent[] | null = null;
  /** The reads before the live loop owns the cursor; null once it does (or before start). */
  private opening: Opening | null = null;
  private opened = false;
  private controller = new AbortController();
  private readonly readLog: FeedReads;
  private disposed = false;
  private state: FeedStatus;

  constructor(private readonly options: SessionFeedOptions) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.limit = options.pageLimit ?? LIMITS.eventsPageMax;
    // A read that begins or ends is news for the count and the list; batched like catch-up (the loop's own
    // announcement follows at once when it is urgent). A disposed feed's aborted reads are nobody's news.
    this.readLog = new FeedReads({
      clock: this.clock,
      onChange: () => {
        if (!this.disposed) this.refresh(false);
      },
    });
    this.poller = new EventPoller({
      ...options.poller,
      pageLimit: this.limit,
      clock: this.clock,
      random: this.random,
      fetchPage: this.readLog.recording(options.fetchPage, (request) =>
        request.waitMs > 0 ? "long-poll" : "catch-up",
      ),
      onItems: (items) => this.merge(items, this.poller.status.phase !== "catching_up"),
      onSession: (session) => options.onSession?.(session),
      onStatus: (status) => this.refresh(status.phase !== "catching_up"),
    });
    this.state = this.compose();
  }

  get status(): FeedStatus {
    return this.state;
  }

  get reads(): FeedReadsView {
    return this.readLog.view();
  }

  /** Opens the feed once; later calls do nothing (a finished session stays quiet until resume or wake). */
  start(): void {
    if (this.opened || this.opening) return;
    void this.open();
  }

  /** After an accepted follow-up: keep checking for the continuation. */
  resume(): void {
    if (this.opening?.phase === "error") {
      this.opening = null;
      void this.open();
      return;
    }
    if (this.opening) this.poller.extendResume();
    else if (this.opened) this.poller.resume();
    else void this.open();
  }

  /** The window came back: a stopped feed reads once from its cursor, so a session resumed elsewhere comes alive. */
  wake(): void {
    if (this.opened && !this.opening && this.poller.status.phase === "stopped") this.poller.start();
  }

  retryHistory(): void {
    this.history?.retry();
  }

  dispose(): void {
    this.disposed = true;
    this.controller.abort();
    this.poller.dispose();
    this.history?.dispose();
  }

  private retryContext(): RetryContext {
    return {
      clock: this.clock,
      random: this.random,
      signal: this.controller.signal,
      backoffBaseMs: this.options.poller?.backoffBaseMs,
      backoffCapMs: this.options.poller?.backoffCapMs,
      onRequest: () => {
        if (this.opening?.phase === "backoff") this.opening = { ...this.opening, phase: "catching_up", retryAt: null };
        this.refresh(false);
      },
      onRetry: (error, retryAt) => {
        this.showHeldFirst();
        this.setOpening({ phase: "backoff", lastError: error, retryAt });
      },
    };
  }

  private read(kind: FeedReadKind, afterSeq: number, limit = this.limit): Promise<EventsPage> {
    return fetchWithRetry(this.recorded(kind), { afterSeq, limit }, this.retryContext());
  }

  private recorded(kind: FeedReadKind): EventsFetcher {
    return this.readLog.recording(this.options.fetchPage, () => kind);
  }

  private async open(): Promise<void> {
    this.setOpening({ phase: "catching_up", lastError: null, retryAt: null });
    try {
      const first = await this.read("open", -1);
      this.options.onSession?.(first.session);
      const items = first.items ?? [];
      const firstEnd = Math.max(first.next_seq ?? -1, items[items.length - 1]?.seq ?? -1);
      if (items.length < this.limit) {
        this.handOver(first, firstEnd, items);
        return;
      }
      const head = items[0] as SessionEvent;
      const last = items[items.length - 1] as SessionEvent;
      // A finished session's end time lets the search aim at its last event; a running one has none yet.
      const endAt = first.session.status === "running" ? Number.NaN : (msOf(first.session.finished_at) ?? Number.NaN);
      // The probes go out first; then the feed's beginning shows, with a gap saying the newest events are coming.
      const search = findTailStart(
        (afterSeq) => this.read("tail-probe", afterSeq, 1),
        [
          { seq: head.seq, at: msOf(head.created_at) ?? Number.NaN },
          { seq: Math.max(last.seq, firstEnd), at: msOf(last.created_at) ?? Number.NaN },
        ],
        this.limit,
        Number.isFinite(endAt) ? endAt : null,
      );
      this.pendingGap = pendingTail(firstEnd);
      this.heldFirst = items;
      this.state = this.compose();
      const tailAfter = await search;
      const tail = await this.read("tail-page", Math.max(tailAfter, firstEnd));
      this.options.onSession?.(tail.session);
      const tailItems = tail.items ?? [];
      const tailEnd = Math.max(tail.next_seq ?? tailAfter, tailItems[tailItems.length - 1]?.seq ?? tailAfter);
      this.pendingGap = null;
      if (tailAfter > firstEnd) this.history = this.createHistory(firstEnd, tailAfter);
      // One merge, so the first page and the tail reach the screen in one announcement.
      const held = this.heldFirst ?? [];
      this.heldFirst = null;
      this.handOver(tail, tailEnd, tailItems, held);
      this.history?.start();
    } catch (caught) {
      if (this.controller.signal.aborted) return;
      const error = isApiError(caught) ? caught : networkError(caught);
      this.showHeldFirst();
      this.setOpening({ phase: "error", lastError: error, retryAt: null });
    }
  }

  private showHeldFirst(): void {
    const held = this.heldFirst;
    this.heldFirst = null;
    if (held) this.merge(held, true);
  }

  /** The live loop takes over from the page that reached `end` (shown with `before`, older events held so far). */
  private handOver(
    page: EventsPage,
    end: number,
    items: readonly SessionEvent[],
    before: readonly SessionEvent[] = [],
  ): void {
    this.opening = null;
    this.opened = true;
    this.merge(before.length > 0 ? [...before, ...items] : items, true);
    this.poller.start({ cursor: end, caughtUp: items.length < this.limit, sessionStatus: page.session.status });
    this.refresh(true);
  }

  private createHistory(after: number, upTo: number): HistoryBackfill {
    return new HistoryBackfill({
      fetchPage: this.recorded("history"),
      after,
      upTo,
      limit: this.limit,
      concurrency: this.options.backfillConcurrency,
      clock: this.clock,
      random: this.random,
      backoffBaseMs: this.options.poller?.backoffBaseMs,
      backoffCapMs: this.options.poller?.backoffCapMs,
      onItems: (items) => this.merge(items, false),
      onStatus: (status) => this.refresh(status.phase === "done" || status.phase === "error"),
    });
  }

  private merge(items: readonly SessionEvent[], urgent: boolean): void {
    if (this.entries.merge(items)) this.options.onChange(urgent);
  }

  private setOpening(opening: Opening): void {
    this.opening = opening;
    this.refresh(true);
  }

  private refresh(urgent: boolean): void {
    this.state = this.compose();
    this.options.onChange(urgent);
  }

  private compose(): FeedStatus {
    const live = this.poller.status;
    const opening = this.opening;
    const history = this.history?.status ?? this.pendingGap;
    if (!opening) return { ...live, history };
    return { ...live, ...opening, history };
  }
}

/** Before the tail is found: everything after the first page is still to come. */
function pendingTail(after: number): HistoryStatus {
  return {
    phase: "loading",
    gapAfter: after,
    gapUpTo: Number.POSITIVE_INFINITY,
    chunksDone: 0,
    chunksTotal: 0,
    error: null,
    retryAt: null,
  };
}
