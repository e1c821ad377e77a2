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
 * - new SessionEventsRegistry({ createFetcher, onSession?, graceMs?, clock?, poller? })
 * - subscribe(orgId, sessionId, listener) → unsubscribe   (first subscriber starts the loop)
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
  clock?: PollerClock;
  poller?: Omit<EventPollerOptions, "fetchPage" | "onItems" | "onSession" | "onStatus" | "clock">;
}

interface Entry {
  readonly store: EventStore;
  readonly poller: EventPoller;
  readonly listeners: Set<() => void>;
  snapshot: SessionEventsSnapshot;
  graceTimer: unknown;
}

export const DEFAULT_GRACE_MS = 60_000;

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
    };
    entry = created;
    this.entries.set(key, created);
    // Read without subscribing (e.g. a render that never commits): still collected after the grace period.
    this.startGrace(orgId, sessionId, created);
    return created;
  }

  private publish(entry: Entry): void {
    entry.snapshot = { version: entry.snapshot.version + 1, store: entry.store, status: entry.poller.status };
    for (const listener of [...entry.listeners]) listener();
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
