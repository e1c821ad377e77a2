import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Session } from "@/api/types";
import { useNow } from "@/ui";
import { hasCaughtUp } from "../feed/feed-reach";
import { isRestrictedSnapshot } from "../fields/visibility";
import { useTrailingSessionFeed } from "../hooks/use-session-feed";
import { heldRemainingMs, type OutboxMessage } from "../outbox/outbox";
import { getOutboxes } from "../outbox/outboxes-of-client";
import { mayStillRun, readSessionStatus } from "../session-status";
import type { FactsView } from "../timeline-model/changes";
import { type FactsRegistry, getFactsRegistry } from "./facts-registry";
import { assessStall, type StallVerdict } from "./stall";
import { stallInputOf } from "./stall-input";
import { useStallThresholdMs } from "./stall-settings";
import { describeSession, type StatusSentence } from "./status-sentence";

/**
 * The session's answers for React: its timeline facts (shared fold), the stall verdict and the status
 * sentence, re-read on every feed change and on the one shared clock (every second while the session may
 * still run or a follow-up is held; not at all for a finished one).
 *
 * API: useTimelineFacts(orgId, sessionId) → FactsView · useStallVerdict(orgId, session) → { verdict, now } ·
 *      useSessionAnswers(orgId, session) → { facts, stall, sentence, restricted }
 */
export function useTimelineFacts(orgId: string, sessionId: string | null): FactsView {
  return useFeedFacts(orgId, sessionId).facts;
}

/**
 * The facts, and whether they reach the session's newest event: before the feed has caught up (or while
 * it retries) an open tool call may have its result in what is not read yet, and silence is not known.
 */
function useFeedFacts(orgId: string, sessionId: string | null): FeedFacts {
  const registry = getFactsRegistry(useQueryClient());
  // A render behind the rows: a live page paints its rows before the answers catch up with them.
  const snapshot = useTrailingSessionFeed(orgId, sessionId);
  const facts = useMemo(
    () => registry.factsOf(orgId, sessionId ?? "", snapshot),
    [registry, orgId, sessionId, snapshot],
  );
  const caughtUp = hasCaughtUp(snapshot.status.phase);
  return useMemo(() => ({ registry, facts, caughtUp }), [registry, facts, caughtUp]);
}

interface FeedFacts {
  readonly registry: FactsRegistry;
  readonly facts: FactsView;
  readonly caughtUp: boolean;
}

/** After each commit, the spend at the newest event is noted (once per event) for the stall rule to compare with. */
function useNoteSpend({ registry, facts }: FeedFacts, orgId: string, session: Session): void {
  useEffect(() => registry.noteSpend(orgId, session.session_id, session, facts), [registry, orgId, session, facts]);
}

interface StallAt {
  readonly now: number;
  readonly thresholdMs: number;
  readonly held: boolean;
}

function stallOf(orgId: string, session: Session, { registry, facts }: FeedFacts, at: StallAt): StallVerdict {
  const signals = {
    lastEventAt: facts.lastEventAt,
    openToolSince: facts.openTool?.since ?? null,
    openToolEarlierMs: facts.openTool?.longestEarlierMs ?? null,
    usageRose: registry.usageRose(orgId, session.session_id, session, facts),
  };
  return assessStall(stallInputOf(session, signals, { held: at.held, now: at.now, thresholdMs: at.thresholdMs }));
}

/** For the watch wall, the tab title and the notification watcher: the verdict and the time it was read at. */
export function useStallVerdict(orgId: string, session: Session): { verdict: StallVerdict | null; now: number } {
  const read = useFeedFacts(orgId, session.session_id);
  useNoteSpend(read, orgId, session);
  const thresholdMs = useStallThresholdMs();
  const held = useHeldAt(orgId, session.session_id) !== null;
  const live = readSessionStatus(session.status).phase === "running";
  const now = useNow({ active: live, everyMs: 5000 });
  return useMemo(
    () => ({ verdict: live && read.caughtUp ? stallOf(orgId, session, read, { now, thresholdMs, held }) : null, now }),
    [orgId, session, live, read, now, thresholdMs, held],
  );
}

const NO_MESSAGES: readonly OutboxMessage[] = [];

function useHeldAt(orgId: string, sessionId: string): OutboxMessage | null {
  const store = getOutboxes(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(orgId, sessionId, listener),
    [store, orgId, sessionId],
  );
  const read = useCallback(() => store.list(orgId, sessionId) ?? NO_MESSAGES, [store, orgId, sessionId]);
  const messages = useSyncExternalStore(subscribe, read, read);
  return messages.find((message) => message.state === "held") ?? null;
}

export interface SessionAnswers {
  readonly facts: FactsView;
  readonly stall: StallVerdict | null;
  readonly sentence: StatusSentence;
  readonly restricted: boolean;
  /** The clock reading these answers were computed at. */
  readonly now: number;
}

export function useSessionAnswers(orgId: string, session: Session): SessionAnswers {
  const read = useFeedFacts(orgId, session.session_id);
  useNoteSpend(read, orgId, session);
  const thresholdMs = useStallThresholdMs();
  const held = useHeldAt(orgId, session.session_id);
  const live = mayStillRun(session.status) || held !== null;
  const now = useNow({ active: live });
  const restricted = isRestrictedSnapshot(session);
  return useMemo(() => {
    // Judged only on a feed that has caught up: "no new event for 9 min" must not mean "not read yet".
    const { facts, caughtUp } = read;
    const running = readSessionStatus(session.status).phase === "running";
    const stall = running && caughtUp ? stallOf(orgId, session, read, { now, thresholdMs, held: held !== null }) : null;
    const heldMsLeft = held ? heldRemainingMs(held, now) : null;
    const sentence = describeSession(session, facts, now, { restricted }, { stall, heldMsLeft });
    return { facts, stall, sentence, restricted, now };
  }, [orgId, session, read, now, thresholdMs, held, restricted]);
}
