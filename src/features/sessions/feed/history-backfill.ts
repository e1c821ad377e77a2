import { type ApiError, isApiError, networkError } from "@/api/errors";
import type { SessionEvent } from "@/api/types";
import type { EventsFetcher, PollerClock } from "./feed-types";
import { fetchWithRetry } from "./fetch-with-retry";

/**
 * HistoryBackfill — loads the seqs (after, upTo] of a long session while its tail is already on
 * screen. The range is cut into `limit`-seq chunks (one page each: seqs are unique integers, so a full
 * page from a chunk's start always reaches its end); `concurrency` chunks load at once, newest first.
 * Pages are handed over newest first and contiguously, so the timeline has one gap that shrinks
 * from the tail towards the first page instead of holes.
 *
 * Rate limit: every read waits out a 429's Retry-After (fetchWithRetry), and each 429 halves the
 * number of chunks in flight. Network errors and 5xx back off with jitter; another refusal stops the
 * back-fill (status "error") until retry().
 *
 * API: new HistoryBackfill(options) · start() · retry() · dispose() · status (HistoryStatus)
 */
export interface HistoryStatus {
  readonly phase: "loading" | "backoff" | "error" | "done";
  /** What is not shown yet: seqs in (gapAfter, gapUpTo]; empty once done. */
  readonly gapAfter: number;
  readonly gapUpTo: number;
  readonly chunksDone: number;
  readonly chunksTotal: number;
  readonly error: ApiError | null;
  readonly retryAt: number | null;
}

export interface HistoryBackfillOptions {
  fetchPage: EventsFetcher;
  after: number;
  upTo: number;
  limit: number;
  concurrency?: number;
  clock: PollerClock;
  random: () => number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  onItems: (items: readonly SessionEvent[]) => void;
  onStatus: (status: HistoryStatus) => void;
}

export const BACKFILL_CONCURRENCY = 4;

interface Chunk {
  readonly lo: number;
  readonly hi: number;
  state: "pending" | "loading" | "done";
  items: SessionEvent[] | null;
}

export class HistoryBackfill {
  private readonly chunks: Chunk[] = [];
  private released = 0;
  private running = 0;
  private concurrency: number;
  private controller = new AbortController();
  private state: HistoryStatus;

  constructor(private readonly options: HistoryBackfillOptions) {
    for (let hi = options.upTo; hi > options.after; hi -= options.limit) {
      this.chunks.push({ lo: Math.max(options.after, hi - options.limit), hi, state: "pending", items: null });
    }
    this.concurrency = options.concurrency ?? BACKFILL_CONCURRENCY;
    this.state = {
      phase: this.chunks.length === 0 ? "done" : "loading",
      gapAfter: options.after,
      gapUpTo: this.chunks.length === 0 ? options.after : options.upTo,
      chunksDone: 0,
      chunksTotal: this.chunks.length,
      error: null,
      retryAt: null,
    };
  }

  get status(): HistoryStatus {
    return this.state;
  }

  start(): void {
    while (this.running < this.concurrency && this.nextPending() !== undefined) {
      this.running++;
      void this.work();
    }
  }

  retry(): void {
    if (this.state.phase !== "error") return;
    this.controller = new AbortController();
    this.update({ phase: "loading", error: null, retryAt: null });
    this.start();
  }

  dispose(): void {
    this.controller.abort();
  }

  private nextPending(): Chunk | undefined {
    return this.chunks.find((chunk) => chunk.state === "pending");
  }

  private async work(): Promise<void> {
    const signal = this.controller.signal;
    try {
      for (let chunk = this.nextPending(); chunk && !signal.aborted; chunk = this.nextPending()) {
        chunk.state = "loading";
        try {
          chunk.items = await this.load(chunk, signal);
          chunk.state = "done";
        } catch (error) {
          chunk.state = "pending";
          throw error;
        }
        this.release();
        // A 429 lowered the concurrency: surplus workers stop after their chunk.
        if (this.running > this.concurrency) return;
      }
    } catch (caught) {
      if (signal.aborted) return;
      const error = isApiError(caught) ? caught : networkError(caught);
      this.controller.abort();
      this.update({ phase: "error", error, retryAt: null });
    } finally {
      this.running--;
    }
  }

  private async load(chunk: Chunk, signal: AbortSignal): Promise<SessionEvent[]> {
    const { fetchPage, limit } = this.options;
    const items: SessionEvent[] = [];
    let cursor = chunk.lo;
    for (;;) {
      const page = await fetchWithRetry(
        fetchPage,
        { afterSeq: cursor, limit },
        {
          clock: this.options.clock,
          random: this.options.random,
          signal,
          backoffBaseMs: this.options.backoffBaseMs,
          backoffCapMs: this.options.backoffCapMs,
          onRetry: (error, retryAt) => {
            if (error.status === 429) this.concurrency = Math.max(1, this.concurrency >> 1);
            this.update({ phase: "backoff", error, retryAt });
          },
        },
      );
      if (this.state.phase === "backoff") this.update({ phase: "loading", error: null, retryAt: null });
      const got = page.items ?? [];
      items.push(...got);
      const last = got[got.length - 1]?.seq ?? cursor;
      const reached = Math.max(typeof page.next_seq === "number" ? page.next_seq : cursor, last);
      // A short page read to the end of the feed; a page past the chunk's end covered it.
      if (got.length < limit || reached >= chunk.hi || reached <= cursor) return items;
      cursor = reached;
    }
  }

  /** Hands over finished chunks newest first, as long as they join what is already shown. */
  private release(): void {
    let changed = false;
    for (let chunk = this.chunks[this.released]; chunk?.state === "done"; chunk = this.chunks[this.released]) {
      const items = chunk.items ?? [];
      chunk.items = null;
      this.released++;
      changed = true;
      if (items.length > 0) this.options.onItems(items);
    }
    if (!changed) return;
    const done = this.released === this.chunks.length;
    const next = this.chunks[this.released];
    this.update({
      phase: done ? "done" : this.state.phase === "error" ? "error" : "loading",
      gapUpTo: done ? this.options.after : (next?.hi ?? this.options.after),
      chunksDone: this.released,
    });
  }

  private update(patch: Partial<HistoryStatus>): void {
    this.state = { ...this.state, ...patch };
    this.options.onStatus(this.state);
  }
}
