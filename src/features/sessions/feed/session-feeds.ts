import type { Session } from "@/api/types";
import type { EntriesView, EntryChange } from "../timeline-model/timeline-entries";
import type { FeedReadsView } from "./feed-reads";
import type { EventsFetcher, PollerClock } from "./feed-types";
import { type FeedStatus, SessionFeed, type SessionFeedOptions } from "./session-feed";
import { systemClock } from "./system-clock";

/**
 * SessionFeeds — the live event feed (SessionFeed) of every watched session, shared by every component
 * that reads the session and ref-counted by subscribers. After the last unsubscribe a feed (and its
 * loop) lives on for graceMs, so navigating away and back neither refetches 100 000 events nor starts a
 * second loop. Framework-free; React binds it with useSyncExternalStore.
 *
 * API:
 * - new SessionFeeds({ createFetcher, onSession?, graceMs?, catchUpNotifyMs?, clock?, feed? })
 * - subscribe(orgId, sessionId, listener, { graceMs? }) → unsubscribe   (first subscriber starts the feed; history
 *   pages and catch-up are announced at most once per catchUpNotifyMs, anything else at once)
 * - getSnapshot(orgId, sessionId) → SessionFeedSnapshot   immutable; a new object per announced change, its
 *   `timeline` a new object only when the entries changed (a read that brought nothing re-renders no rows)
 * - start(orgId, sessionId)       open a feed before anyone watches it (the page load, beside the header's
 *   read); kept for the grace period unless subscribed
 * - resume(orgId, sessionId)      after an accepted follow-up (no-op when nobody watches the session)
 * - wake(orgId, sessionId)        the window regained focus: a stopped feed reads once from its cursor
 * - retryHistory(orgId, sessionId)
 * - has / size for tests · reset() on a connection change (live subscribers get fresh feeds) · dispose()
 */
export interface SessionFeedSnapshot {
  /** Bumps with every announced change. */
  readonly version: number;
  /** Immutable per version (a SeqList by firstSeq). */
  readonly entries: EntriesView;
  readonly status: FeedStatus;
  /** The feed's reads: `total` is the "N requests" on screen, `newestFirst` its source (feed-reads.ts). */
  readonly reads: FeedReadsView;
  /** What changed between two entries versions (null: the journal no longer reaches back; rebuild). */
  readonly changesSince: (from: number, to: number) => readonly EntryChange[] | null;
  /** A URL ref (event id or any seq an event had) → the firstSeq of its entry, if loaded. */
  readonly firstSeqOfRef: (ref: string) => number | undefined;
  /** What the timeline reads (entries, changesSince, firstSeqOfRef): the same object until the entries change. */
  readonly timeline: FeedTimelineSource;
}

export interface FeedTimelineSource {
  readonly entries: EntriesView;
  readonly changesSince: (from: number, to: number) => readonly EntryChange[] | null;
  readonly firstSeqOfRef: (ref: string) => number | undefined;
}

export interface SessionFeedsOptions {
  createFetcher: (orgId: string, sessionId: string) => EventsFetcher;
  onSession?: (orgId: string, sessionId: string, session: Session) => void;
  graceMs?: number;
  catchUpNotifyMs?: number;
  clock?: PollerClock;
  feed?: Omit<SessionFeedOptions, "fetchPage" | "onSession" | "onChange" | "clock">;
}

interface Entry {
  readonly feed: SessionFeed;
  readonly listeners: Set<() => void>;
  snapshot: SessionFeedSnapshot;
  graceTimer: unknown;
  dirty: boolean;
  notifyTimer: unknown;
  notifiedAt: number;
  notifiedSize: number;
}

export const DEFAULT_GRACE_MS = 60_000;
export const DEFAULT_CATCH_UP_NOTIFY_MS = 1500;

export class SessionFeeds {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: PollerClock;

  constructor(private readonly options: SessionFeedsOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get size(): number {
    return this.entries.size;
  }

  has(orgId: string, sessionId: string): boolean {
    return this.entries.has(keyOf(orgId, sessionId));
  }

  getSnapshot(orgId: string, sessionId: string): SessionFeedSnapshot {
    return this.ensure(orgId, sessionId).snapshot;
  }

  /** options.graceMs: how long the feed outlives this subscriber if it is the last (0: stop at once). */
  subscribe(orgId: string, sessionId: string, listener: () => void, options: { graceMs?: number } = {}): () => void {
    const entry = this.ensure(orgId, sessionId);
    this.cancelGrace(entry);
    entry.listeners.add(listener);
    entry.feed.start();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      entry.listeners.delete(listener);
      // After reset() the listener lives on a newer entry for the same key.
      const current = this.entries.get(keyOf(orgId, sessionId));
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size === 0) this.startGrace(orgId, sessionId, current, options.graceMs);
    };
  }

  start(orgId: string, sessionId: string): void {
    this.ensure(orgId, sessionId).feed.start();
  }

  resume(orgId: string, sessionId: string): void {
    this.entries.get(keyOf(orgId, sessionId))?.feed.resume();
  }

  wake(orgId: string, sessionId: string): void {
    this.entries.get(keyOf(orgId, sessionId))?.feed.wake();
  }

  retryHistory(orgId: string, sessionId: string): void {
    this.entries.get(keyOf(orgId, sessionId))?.feed.retryHistory();
  }

  reset(): void {
    const live = [...this.entries.entries()].filter(([, entry]) => entry.listeners.size > 0);
    this.dispose();
    for (const [key, old] of live) {
      const [orgId, sessionId] = splitKey(key);
      const entry = this.ensure(orgId, sessionId);
      for (const listener of old.listeners) entry.listeners.add(listener);
      entry.feed.start();
      for (const listener of old.listeners) listener();
    }
  }

  dispose(): void {
    for (const entry of this.entries.values()) this.destroy(entry);
    this.entries.clear();
  }

  private ensure(orgId: string, sessionId: string): Entry {
    const key = keyOf(orgId, sessionId);
    const existing = this.entries.get(key);
    if (existing) return existing;
    // The callbacks only run after construction, when `entry` is set.
    let entry: Entry | null = null;
    const feed = new SessionFeed({
      ...this.options.feed,
      clock: this.clock,
      fetchPage: this.options.createFetcher(orgId, sessionId),
      onSession: (session) => this.options.onSession?.(orgId, sessionId, session),
      onChange: (urgent) => {
        if (entry) this.publish(entry, urgent);
      },
    });
    const created: Entry = {
      feed,
      listeners: new Set(),
      snapshot: snapshotOf(feed, 0, null),
      graceTimer: null,
      dirty: false,
      notifyTimer: null,
      notifiedAt: Number.NEGATIVE_INFINITY,
      notifiedSize: 0,
    };
    entry = created;
    this.entries.set(key, created);
    // Read without subscribing (e.g. a render that never commits): still collected after the grace period.
    this.startGrace(orgId, sessionId, created);
    return created;
  }

  /**
   * Loading a long history merges a page every few dozen ms; re-rendering for each costs more than the
   * merge. So such changes are announced at most once per catchUpNotifyMs; the first rows, live events,
   * errors and the end of loading go out at once.
   */
  private publish(entry: Entry, urgent: boolean): void {
    if (urgent || (entry.notifiedSize === 0 && entry.feed.entries.size > 0)) {
      this.notify(entry);
      return;
    }
    entry.dirty = true;
    if (entry.notifyTimer !== null) return;
    const wait = entry.notifiedAt + (this.options.catchUpNotifyMs ?? DEFAULT_CATCH_UP_NOTIFY_MS) - this.clock.now();
    if (wait <= 0) {
      this.notify(entry);
      return;
    }
    entry.notifyTimer = this.clock.setTimeout(() => {
      entry.notifyTimer = null;
      if (entry.dirty) this.notify(entry);
    }, wait);
  }

  private notify(entry: Entry): void {
    this.cancelNotify(entry);
    entry.dirty = false;
    entry.notifiedSize = entry.feed.entries.size;
    entry.snapshot = snapshotOf(entry.feed, entry.snapshot.version + 1, entry.snapshot);
    entry.notifiedAt = this.clock.now();
    for (const listener of [...entry.listeners]) listener();
    // React renders a useSyncExternalStore change in a microtask queued by the listener: start the quiet
    // period after that render, so a slow render cannot starve the loop.
    queueMicrotask(() => {
      entry.notifiedAt = this.clock.now();
    });
  }

  private cancelNotify(entry: Entry): void {
    if (entry.notifyTimer !== null) this.clock.clearTimeout(entry.notifyTimer);
    entry.notifyTimer = null;
  }

  private startGrace(orgId: string, sessionId: string, entry: Entry, graceMs?: number): void {
    this.cancelGrace(entry);
    const collect = () => {
      entry.graceTimer = null;
      const key = keyOf(orgId, sessionId);
      if (entry.listeners.size > 0 || this.entries.get(key) !== entry) return;
      this.destroy(entry);
      this.entries.delete(key);
    };
    const wait = graceMs ?? this.options.graceMs ?? DEFAULT_GRACE_MS;
    if (wait <= 0) collect();
    else entry.graceTimer = this.clock.setTimeout(collect, wait);
  }

  private cancelGrace(entry: Entry): void {
    if (entry.graceTimer !== null) this.clock.clearTimeout(entry.graceTimer);
    entry.graceTimer = null;
  }

  private destroy(entry: Entry): void {
    this.cancelGrace(entry);
    this.cancelNotify(entry);
    entry.feed.dispose();
  }
}

function snapshotOf(feed: SessionFeed, version: number, previous: SessionFeedSnapshot | null): SessionFeedSnapshot {
  const entries = feed.entries;
  const view = entries.view();
  const changesSince = (from: number, to: number) => entries.changesSince(from, to);
  const firstSeqOfRef = (ref: string) => entries.firstSeqOfRef(ref);
  const timeline =
    previous?.timeline.entries === view ? previous.timeline : { entries: view, changesSince, firstSeqOfRef };
  return { version, entries: view, status: feed.status, reads: feed.reads, changesSince, firstSeqOfRef, timeline };
}

// Org ids and session ids never contain a newline, so the pair round-trips.
function keyOf(orgId: string, sessionId: string): string {
  return `${orgId}\n${sessionId}`;
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf("\n");
  return [key.slice(0, at), key.slice(at + 1)];
}
