import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { ApiError } from "@/api/errors";
import type { SessionEvent } from "@/api/types";
import type { PollerPhase, PollerStatus } from "../events/poller";
import type { EventsMarker, ReadonlyEventStore } from "../events/store";
import { getSessionEventsRegistry } from "./events-registry";

/**
 * useSessionEvents(orgId, sessionId) — the live timeline of one session. Every component calling it
 * for the same session shares one store and one polling loop (see events/registry.ts).
 *
 * Returns:
 * - version         changes on every store/status change (use as a memo/effect dependency)
 * - store           ReadonlyEventStore: at(i), size, indexOfRef(seq|id), pairOf(event), marker(), countNewSince(m) …
 * - entries         store.entries(): ordered, one per event id (live array; do not mutate)
 * - phase / status  poller phase (idle|catching_up|live|backoff|stopped|error) and full PollerStatus
 * - error           the poller's lastError (ApiError) or null; `phase === "error"` means the loop gave up
 * - isLive          true while long-polling a running session
 * - marker()        take a marker when the user scrolls away from the tail
 * - countNewSince(marker) → N for "Jump to latest (N new)"
 * - resume()        restart the loop (after a follow-up, or a "Retry" on an error state)
 */
export interface SessionEventsView {
  version: number;
  store: ReadonlyEventStore;
  entries: readonly SessionEvent[];
  phase: PollerPhase;
  status: PollerStatus;
  error: ApiError | null;
  isLive: boolean;
  marker: () => EventsMarker;
  countNewSince: (marker: EventsMarker) => number;
  resume: () => void;
}

export function useSessionEvents(orgId: string, sessionId: string): SessionEventsView {
  const registry = getSessionEventsRegistry(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => registry.subscribe(orgId, sessionId, listener),
    [registry, orgId, sessionId],
  );
  const getSnapshot = useCallback(() => registry.getSnapshot(orgId, sessionId), [registry, orgId, sessionId]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const { store, status } = snapshot;
  const resume = useCallback(() => registry.resume(orgId, sessionId), [registry, orgId, sessionId]);
  const marker = useCallback(() => store.marker(), [store]);
  const countNewSince = useCallback((m: EventsMarker) => store.countNewSince(m), [store]);
  return {
    version: snapshot.version,
    store,
    entries: store.entries(),
    phase: status.phase,
    status,
    error: status.lastError,
    isLive: status.phase === "live" && status.sessionStatus === "running",
    marker,
    countNewSince,
    resume,
  };
}
