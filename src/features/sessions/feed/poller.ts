import { type ApiError, isApiError, networkError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import { RETRY_POLICY, retryDelayMs } from "@/api/retry-policy";
import type { EventsPage, Session, SessionEvent } from "@/api/types";
import { mayStillRun, readSessionStatus } from "../session-status";
import type { EventsFetcher, EventsRequest, PollerClock, PollerOrigin, PollerStatus } from "./feed-types";
import { systemClock } from "./system-clock";

/** An unknown status is followed with this pause after an empty answer, doubling up to the cap. */
const UNKNOWN_STATUS_BASE_MS = 5_000;
const UNKNOWN_STATUS_CAP_MS = 60_000;

/**
 * EventPoller — the cursor loop over GET sessions/{id}/events (spec §4.3, §6). Pure: I/O and
 * timers are injected, so tests drive it with fake timers and a fake fetcher.
 *
 * - starts at after_seq=-1 and pages with limit=1000 (wait_ms=0) until a page has < limit items
 *   (the next page is requested as soon as a full page arrives, before it is handed to onItems);
 * - then long-polls with wait_ms=20000 while session.status === "running"; an empty answer that came
 *   back early is asked again at once, and a second in a row is padded to wait_ms, so an idle running
 *   session costs ≤ 3 req/min even against a server that does not hold the request;
 * - a status it does not know (or none) is not read as finished: it keeps long-polling, pausing
 *   5 s, 10 s … 60 s after each empty answer (see session-status.ts);
 * - stops when the session is known to have ended (a finished session costs zero further requests);
 * - resume(): after an accepted follow-up; keeps checking every resumeIntervalMs for resumeGraceMs
 *   while the continuation has not yet flipped the status to running;
 * - network errors / 5xx / 429 → src/api/retry-policy.ts (Retry-After exactly, else equal-jitter backoff
 *   capped at 30 s); other 4xx → phase "error", stop;
 * - stop()/dispose() abort the request in flight (the fetcher gets an AbortSignal).
 *
 * API: new EventPoller(options) · start(origin?) · resume() · extendResume() · stop() · dispose() · status
 * - start(origin): continue from a cursor someone else reached (the tail found by the session feed):
 *   when origin.caughtUp, a running session long-polls at once and a finished one makes no request.
 */
export interface EventPollerOptions {
  fetchPage: EventsFetcher;
  onItems: (items: readonly SessionEvent[]) => void;
  onSession?: (session: Session) => void;
  onStatus?: (status: PollerStatus) => void;
  clock?: PollerClock;
  random?: () => number;
  pageLimit?: number;
  waitMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  resumeGraceMs?: number;
  resumeIntervalMs?: number;
}

const INITIAL: PollerStatus = {
  phase: "idle",
  cursor: -1,
  lastError: null,
  attempt: 0,
  retryAt: null,
  sessionStatus: null,
};

export class EventPoller {
  private state: PollerStatus = INITIAL;
  private readonly clock: PollerClock;
  private readonly random: () => number;
  private readonly limit: number;
  private readonly waitMs: number;
  /** Bumped by every start/stop so answers of an abandoned request are dropped. */
  private generation = 0;
  private timer: unknown = null;
  private controller: AbortController | null = null;
  private caughtUp = false;
  private resumeUntil = 0;
  private disposed = false;
  /** Early empty answers in a row while running (the first is asked again at once). */
  private earlyEmptyStreak = 0;
  /** Empty answers in a row while the status is unknown or missing (sets the backoff). */
  private unknownStreak = 0;

  constructor(private readonly options: EventPollerOptions) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.limit = options.pageLimit ?? LIMITS.eventsPageMax;
    this.waitMs = options.waitMs ?? LIMITS.waitMsMax;
  }

  get status(): PollerStatus {
    return this.state;
  }

  get active(): boolean {
    const { phase } = this.state;
    return phase === "catching_up" || phase === "live" || phase === "backoff";
  }

  start(origin?: PollerOrigin): void {
    if (this.disposed || this.active) return;
    this.generation++;
    if (origin) {
      this.caughtUp = origin.caughtUp;
      this.state = {
        ...this.state,
        cursor: Math.max(this.state.cursor, origin.cursor),
        sessionStatus: origin.sessionStatus,
      };
      if (origin.caughtUp) {
        const delay = this.nextDelay(origin.sessionStatus, 1, 0, this.clock.now());
        if (delay === null) {
          this.update({ phase: "stopped" });
          return;
        }
        this.update({ phase: "live" });
        this.schedule(this.generation, delay);
        return;
      }
    }
    void this.request(this.generation);
  }

  resume(): void {
    if (this.disposed) return;
    this.extendResume();
    this.start();
  }

  /** Keep checking for a continuation for resumeGraceMs, without starting the loop (it may not own the cursor yet). */
  extendResume(): void {
    this.resumeUntil = this.clock.now() + (this.options.resumeGraceMs ?? 90_000);
  }

  stop(): void {
    this.generation++;
    this.cancelPending();
    if (this.active || this.state.phase === "idle") this.update({ phase: "stopped", retryAt: null });
  }

  dispose(): void {
    this.stop();
    this.disposed = true;
  }

  private cancelPending(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  private update(patch: Partial<PollerStatus>): void {
    this.state = { ...this.state, ...patch };
    this.options.onStatus?.(this.state);
  }

  /**
   * `inNextTask`: a live page's next long poll is sent from a task of its own, so building the request
   * (a few ms) does not hold the frame that paints the page's rows; the answer cannot come sooner anyway.
   */
  private schedule(generation: number, delayMs: number, inNextTask = false): void {
    const deferred = inNextTask && delayMs <= 0 && this.clock.nextTask !== undefined;
    if (delayMs <= 0 && !deferred) {
      void this.request(generation);
      return;
    }
    const run = () => {
      this.timer = null;
      if (generation === this.generation) void this.request(generation);
    };
    this.timer = deferred && this.clock.nextTask ? this.clock.nextTask(run) : this.clock.setTimeout(run, delayMs);
  }

  private async request(generation: number): Promise<void> {
    const live = this.caughtUp && this.state.sessionStatus !== null && mayStillRun(this.state.sessionStatus);
    const waitMs = live ? this.waitMs : 0;
    const controller = new AbortController();
    this.controller = controller;
    const startedAt = this.clock.now();
    // The request goes out before the phase is announced, so a reader that counts the reads (the feed's
    // read record, feed-reads.ts) finds this one in the same announcement, not only in the next.
    const answer = this.send({ afterSeq: this.state.cursor, limit: this.limit, waitMs, signal: controller.signal });
    this.update({ phase: this.caughtUp ? "live" : "catching_up", retryAt: null });
    let page: EventsPage;
    try {
      page = await answer;
    } catch (error) {
      if (generation !== this.generation || controller.signal.aborted) return;
      this.fail(generation, isApiError(error) ? error : networkError(error));
      return;
    }
    if (generation !== this.generation) return;
    this.controller = null;
    this.accept(generation, page, waitMs, startedAt);
  }

  /** A fetcher that throws instead of rejecting fails the same way. */
  private send(request: EventsRequest): Promise<EventsPage> {
    try {
      return this.options.fetchPage(request);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private accept(generation: number, page: EventsPage, waitMs: number, startedAt: number): void {
    const items = page.items ?? [];
    const nextSeq = typeof page.next_seq === "number" ? page.next_seq : this.state.cursor;
    this.caughtUp = items.length < this.limit;
    this.update({
      cursor: Math.max(this.state.cursor, nextSeq),
      sessionStatus: page.session.status,
      lastError: null,
      attempt: 0,
    });
    // A full page means more are waiting and the cursor is already known: ask for the next one before
    // handing this one over, so its round trip overlaps the merge and render. Answers are still taken
    // strictly in order (one request in flight, each accepted after the previous one was handed over).
    if (!this.caughtUp) this.schedule(generation, 0);
    this.options.onSession?.(page.session);
    if (items.length > 0) this.options.onItems(items);
    if (!this.caughtUp) return;
    const delay = this.nextDelay(page.session.status, items.length, waitMs, startedAt);
    if (generation !== this.generation) return;
    if (delay === null) {
      this.update({ phase: "stopped" });
      return;
    }
    this.update({ phase: "live" });
    this.schedule(generation, delay, items.length > 0);
  }

  /** ms until the next request, or null when the loop should stop. */
  private nextDelay(status: Session["status"] | null, count: number, waitMs: number, startedAt: number): number | null {
    const now = this.clock.now();
    const reading = readSessionStatus(status);
    const earlyEmpty = waitMs > 0 && count === 0 && now - startedAt < waitMs;
    if (reading.phase === "running") {
      this.unknownStreak = 0;
      // One early empty answer is asked again at once (the view should not stand still for the rest of
      // wait_ms); a second in a row is padded to wait_ms, so a server that never holds costs ≤ 3 req/min.
      if (!earlyEmpty) {
        this.earlyEmptyStreak = 0;
        return 0;
      }
      this.earlyEmptyStreak += 1;
      return this.earlyEmptyStreak === 1 ? 0 : Math.max(0, waitMs - (now - startedAt));
    }
    if (!reading.ended) {
      // Not known to be finished: keep following, backing off while nothing changes.
      if (count > 0) {
        this.unknownStreak = 0;
        return 0;
      }
      const pause = Math.min(UNKNOWN_STATUS_CAP_MS, UNKNOWN_STATUS_BASE_MS * 2 ** this.unknownStreak);
      this.unknownStreak += 1;
      return Math.max(0, pause - (now - startedAt));
    }
    if (now < this.resumeUntil) return this.options.resumeIntervalMs ?? 5000;
    return null;
  }

  private fail(generation: number, error: ApiError): void {
    this.controller = null;
    const delay = retryDelayMs(error, this.state.attempt, this.random, {
      baseMs: this.options.backoffBaseMs ?? RETRY_POLICY.baseMs,
      capMs: this.options.backoffCapMs ?? RETRY_POLICY.capMs,
    });
    if (delay === null) {
      this.update({ phase: "error", lastError: error, retryAt: null });
      return;
    }
    this.update({
      phase: "backoff",
      lastError: error,
      attempt: this.state.attempt + 1,
      retryAt: this.clock.now() + delay,
    });
    this.schedule(generation, delay);
  }
}
