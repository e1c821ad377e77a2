import type { Session } from "@/api/types";
import {
  EventPoller,
  type EventPollerOptions,
  type EventsFetcher,
  type PollerClock,
  type PollerStatus,
  systemClock,
} from "./poller";
import { EventStore, type ReadonlyEventStore } from "./store";

/**
 * SessionEventsRegistry — one EventStore + EventPoller per (orgId, sessionId), shared by every
 * component that reads the session and ref-counted by subscribers. After the last unsubscribe
 * the entry (and its loop) lives on for graceMs, so navigating away and back neither refetches
 * 100 000 events nor starts a second loop. Framework-free; React binds it with useSyncExternalStore.
 *
 * API:
 * - new SessionEventsRegistry({ createFetcher, onSession?, graceMs?, catchUpNotifyMs?, clock?, poller? })
 * - subscribe(orgId, sessionId, listener) → unsubscribe   (first subscriber starts the loop; while a
 *   session catches up, listeners hear at most one change per catchUpNotifyMs, live changes at once)
 * - getSnapshot(orgId, sessionId) → SessionEventsSnapshot  (stable object until something changes)
 * - resume(orgId, sessionId)    after an accepted follow-up (no-op when nobody watches the session)
 * - has(orgId, sessionId) / size   for tests
 * - reset()                     drop every entry (connection change); live subscribers get fresh entries
 * - dispose()                   stop everything
 */
export interface SessionEventsSnapshot {
  /** Changes whenever the store or the poller status changes. */
  readonly version: number;
  readonly store: ReadonlyEventStore;
  readonly status: PollerStatus;
}

export interface SessionEventsRegistryOptions {
  createFetcher: (orgId: string, sessionId: string) => EventsFetcher;
  onSession?: (orgId: string, sessionId: string, session: Session) => void;
  graceMs?: number;
  /**
   * While a session catches up (full pages back to back), listeners hear at most one change per this
   * many ms of quiet after the previous notification; live changes are always announced at once.
   */
  catchUpNotifyMs?: number;
  clock?: PollerClock;
  poller?: Omit<EventPollerOptions, "fetchPage" | "onItems" | "onSession" | "onStatus" | "clock">;
}

interface Entry {
  readonly store: EventStore;
  readonly poller: EventPoller;
  readonly listeners: Set<() => void>;
  snapshot: SessionEventsSnapshot;
  graceTimer: unknown;
  /** A change not yet announced to listeners (catch-up coalescing). */
  dirty: boolean;
  notifyTimer: unknown;
  /** When the last announcement (and the synchronous render it triggered) finished. */
  notifiedAt: number;
  notifiedSize: number;
}

export const DEFAULT_GRACE_MS = 60_000;
export const DEFAULT_CATCH_UP_NOTIFY_MS = 500;

export class SessionEventsRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: PollerClock;

  constructor(private readonly options: SessionEventsRegistryOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get size(): number {
    return this.entries.size;
  }

  has(orgId: string, sessionId: string): boolean {
    return this.entries.has(keyOf(orgId, sessionId));
  }

  getSnapshot(orgId: string, sessionId: string): SessionEventsSnapshot {
    return this.ensure(orgId, sessionId).snapshot;
  }

  subscribe(orgId: string, sessionId: string, listener: () => void): () => void {
    const entry = this.ensure(orgId, sessionId);
    this.cancelGrace(entry);
    entry.listeners.add(listener);
    if (entry.poller.status.phase === "idle") entry.poller.start();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      entry.listeners.delete(listener);
      // After reset() the listener lives on a newer entry for the same key.
      const current = this.entries.get(keyOf(orgId, sessionId));
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size === 0) this.startGrace(orgId, sessionId, current);
    };
  }

  resume(orgId: string, sessionId: string): void {
    this.entries.get(keyOf(orgId, sessionId))?.poller.resume();
  }

  reset(): void {
    const live = [...this.entries.entries()].filter(([, entry]) => entry.listeners.size > 0);
    this.dispose();
    for (const [key, old] of live) {
      const [orgId, sessionId] = splitKey(key);
      const entry = this.ensure(orgId, sessionId);
      for (const listener of old.listeners) entry.listeners.add(listener);
      entry.poller.start();
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
    const store = new EventStore();
    // The callbacks only run after construction, when `entry` is set.
    let entry: Entry | null = null;
    const poller = new EventPoller({
      ...this.options.poller,
      clock: this.clock,
      fetchPage: this.options.createFetcher(orgId, sessionId),
      onItems: (items) => {
        if (store.merge(items) && entry) this.publish(entry);
      },
      onSession: (session) => this.options.onSession?.(orgId, sessionId, session),
      onStatus: () => {
        if (entry) this.publish(entry);
      },
    });
    const created: Entry = {
      store,
      poller,
      listeners: new Set(),
      snapshot: { version: 0, store, status: poller.status },
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
   * Catching up on a long session merges a full page every few dozen ms; re-rendering the timeline for
   * each one costs more than the merge itself. So while catching up, changes are coalesced (the first
   * rows still show at once); anything else — live events, errors, the end of catch-up — goes out now.
   */
  private publish(entry: Entry): void {
    const catchingUp = entry.poller.status.phase === "catching_up";
    if (!catchingUp || (entry.notifiedSize === 0 && entry.store.size > 0)) {
      this.notify(entry);
      return;
    }
    entry.dirty = true;
    if (entry.notifyTimer !== null) return;
    const interval = this.options.catchUpNotifyMs ?? DEFAULT_CATCH_UP_NOTIFY_MS;
    const wait = entry.notifiedAt + interval - this.clock.now();
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
    entry.notifiedSize = entry.store.size;
    entry.snapshot = { version: entry.snapshot.version + 1, store: entry.store, status: entry.poller.status };
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

  private startGrace(orgId: string, sessionId: string, entry: Entry): void {
    this.cancelGrace(entry);
    entry.graceTimer = this.clock.setTimeout(() => {
      entry.graceTimer = null;
      const key = keyOf(orgId, sessionId);
      if (entry.listeners.size > 0 || this.entries.get(key) !== entry) return;
      this.destroy(entry);
      this.entries.delete(key);
    }, this.options.graceMs ?? DEFAULT_GRACE_MS);
  }

  private cancelGrace(entry: Entry): void {
    if (entry.graceTimer !== null) this.clock.clearTimeout(entry.graceTimer);
    entry.graceTimer = null;
  }

  private destroy(entry: Entry): void {
    this.cancelGrace(entry);
    this.cancelNotify(entry);
    entry.poller.dispose();
  }
}

// Org ids and session ids never contain a newline, so the pair round-trips.
function keyOf(orgId: string, sessionId: string): string {
  return `${orgId}\n${sessionId}`;
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf("\n");
  return [key.slice(0, at), key.slice(at + 1)];
}
