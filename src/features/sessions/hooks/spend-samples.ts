import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Session } from "@/api/types";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import type { CostSample } from "../timeline-model/steps";
import { BoundedRegistry, keyOf } from "./bounded-registry";

/**
 * The spend each session snapshot reported, against the newest event seq at the time: cost per turn in
 * the Steps tab needs a reading between turns, so the session page notes one whenever the session's
 * snapshot changes, whichever tab is open. Readings are taken only once the history is in (a reading
 * during catch-up would be pinned to a seq the session passed long ago). Tiny: not the steps code.
 *
 * API: noteSpend(orgId, sessionId, snapshot, session) → samples ·
 *      useNoteSpend(orgId, session)
 */
const MAX_SAMPLES = 200;
const registry = new BoundedRegistry<{ samples: readonly CostSample[] }>(64, () => ({ samples: [] }));

export function noteSpend(
  orgId: string,
  sessionId: string,
  snapshot: SessionFeedSnapshot,
  session: Session,
): readonly CostSample[] {
  const held = registry.get(keyOf(orgId, sessionId));
  const { status, entries } = snapshot;
  const caughtUp = status.phase !== "catching_up" && (status.history === null || status.history.phase === "done");
  const seq = entries.maxSeq;
  const cost = session.cost_usd;
  if (!caughtUp || seq < 0 || typeof cost !== "number" || !Number.isFinite(cost)) return held.samples;
  const last = held.samples[held.samples.length - 1];
  if (last && last.seq === seq && last.cost === cost) return held.samples;
  held.samples = [...held.samples.filter((s) => s.seq !== seq), { seq, cost }].slice(-MAX_SAMPLES);
  return held.samples;
}

/** For the session page: note the spend whenever the session's snapshot changes (no re-render of its own). */
export function useNoteSpend(orgId: string, session: Session | undefined): void {
  const feeds = getSessionFeeds(useQueryClient());
  useEffect(() => {
    if (session) noteSpend(orgId, session.session_id, feeds.getSnapshot(orgId, session.session_id), session);
  }, [feeds, orgId, session]);
}
