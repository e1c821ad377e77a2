import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import type { CostSample } from "../timeline-model/steps";
import { BoundedRegistry, keyOf, perClient } from "./bounded-registry";

/**
 * The spend each session snapshot reported, against the newest event seq at the time: cost per turn in
 * the Steps tab needs a reading between turns, so the session page notes one whenever the session's
 * snapshot changes, whichever tab is open. Readings are taken only once the history is in (a reading
 * during catch-up would be pinned to a seq the session passed long ago). Belongs to the QueryClient;
 * noted after commit (effects), read through subscribe/samplesOf. Tiny: not the steps code.
 *
 * API: getSpendSamples(queryClient) → SpendSamples (note · samplesOf · subscribe) · useNoteSpend(orgId, session)
 */
const MAX_SAMPLES = 200;
const CAP = 64;
const NONE: readonly CostSample[] = [];

export class SpendSamples {
  private readonly registry = new BoundedRegistry<{ samples: readonly CostSample[] }>(CAP, () => ({ samples: NONE }));
  private readonly listeners = new Set<() => void>();

  /** Notes the session's cost at the newest event seq, once the history is in; tells the readers. */
  note(orgId: string, sessionId: string, snapshot: SessionFeedSnapshot, session: Session): void {
    const held = this.registry.get(keyOf(orgId, sessionId));
    const { status, entries } = snapshot;
    const caughtUp = status.phase !== "catching_up" && (status.history === null || status.history.phase === "done");
    const seq = entries.maxSeq;
    const cost = session.cost_usd;
    if (!caughtUp || seq < 0 || typeof cost !== "number" || !Number.isFinite(cost)) return;
    const last = held.samples[held.samples.length - 1];
    if (last && last.seq === seq && last.cost === cost) return;
    held.samples = [...held.samples.filter((s) => s.seq !== seq), { seq, cost }].slice(-MAX_SAMPLES);
    for (const listener of this.listeners) listener();
  }

  /** The readings so far (the same array until a new one is noted). */
  samplesOf(orgId: string, sessionId: string): readonly CostSample[] {
    return this.registry.peek(keyOf(orgId, sessionId))?.samples ?? NONE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  reset(): void {
    this.registry.reset();
    for (const listener of this.listeners) listener();
  }
}

export const getSpendSamples = perClient(() => new SpendSamples());

/** For the session page: note the spend whenever the session's snapshot changes (no re-render of its own). */
export function useNoteSpend(orgId: string, session: Session | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) return;
    const snapshot = getSessionFeeds(queryClient).getSnapshot(orgId, session.session_id);
    getSpendSamples(queryClient).note(orgId, session.session_id, snapshot, session);
  }, [queryClient, orgId, session]);
}
