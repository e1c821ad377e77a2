import { useCallback, useMemo, useState } from "react";
import type { Session } from "@/api/types";
import { useNow } from "@/ui/clock";
import { useStallThresholdMs } from "../answers/stall-settings";
import { readSessionStatus } from "../session-status";
import { useDismissedStuck } from "./dismissed-store";
import { type LiveSignals, type TriageSummary, triage } from "./triage";
import { MAX_LIVE_PROBES } from "./triage-keys";
import { useRecentSessionDetails, useSessionsWindow } from "./use-sessions-window";
import { useHeldSince, useSeenMarks } from "./use-triage-signals";

export type TriageSource =
  | {
      kind: "list";
      listed: number;
      capped: boolean;
      loadingMore: boolean;
      /** The first page is not read yet: nothing is known. */
      pending: boolean;
      /** Reading stopped on an error: only the `listed` sessions read before it are known. */
      failed: boolean;
    }
  | { kind: "recent"; opened: number; pending: boolean };

export interface TriageView {
  /** The sessions triage covers: the listed window, or (strict spec) the ones opened in this browser. */
  readonly sessions: readonly Session[];
  readonly source: TriageSource;
  readonly summary: TriageSummary;
  /** The clock reading the summary was computed at. */
  readonly now: number;
  readonly live: ReadonlyMap<string, LiveSignals>;
  /** Running sessions whose events are read for the stall rule (see LiveProbes). */
  readonly running: readonly string[];
  /** Of those read, how many have not reported yet: until then "possibly stuck" is not known for them. */
  readonly checking: number;
  /** Of those read, how many could not be (an error no retry mends): "possibly stuck" stays unknown for them. */
  readonly unreadable: number;
  readonly onSignals: (id: string, signals: LiveSignals | null) => void;
  readonly onUnreadable: (id: string, unreadable: boolean) => void;
  /** Dismisses a session's current possibly-stuck spell (by its quietSince). */
  readonly onDismissStuck: (id: string, quietSince: number) => void;
  readonly isPending: boolean;
  readonly window: ReturnType<typeof useSessionsWindow>;
}

const sameSignals = (a: LiveSignals, b: LiveSignals): boolean =>
  a.lastEventAt === b.lastEventAt &&
  a.openToolSince === b.openToolSince &&
  (a.openToolEarlierMs ?? null) === (b.openToolEarlierMs ?? null) &&
  (a.usageRose ?? false) === (b.usageRose ?? false) &&
  (a.waitingForWorker ?? false) === (b.waitingForWorker ?? false);

/**
 * useTriage(orgId) — the Needs-attention summary over the listed sessions (or the opened ones when the
 * service lists none), re-read every 30 s and on every change of its inputs.
 */
export function useTriage(orgId: string): TriageView {
  const window = useSessionsWindow(orgId);
  const strict = window.unavailable;
  const recent = useRecentSessionDetails(orgId, strict);
  const sessions = strict ? recent.sessions : window.sessions;
  const ids = useMemo(() => sessions.map((s) => s.session_id), [sessions]);
  const held = useHeldSince(orgId, ids);
  const seen = useSeenMarks(orgId);
  const { dismissed, dismiss } = useDismissedStuck(orgId);
  const thresholdMs = useStallThresholdMs();
  const [live, setLive] = useState<ReadonlyMap<string, LiveSignals>>(() => new Map());
  const onSignals = useCallback((id: string, signals: LiveSignals | null) => {
    setLive((prev) => {
      const before = prev.get(id);
      if (signals === null ? before === undefined : before !== undefined && sameSignals(before, signals)) return prev;
      const next = new Map(prev);
      if (signals === null) next.delete(id);
      else next.set(id, signals);
      return next;
    });
  }, []);
  const runningKey = sessions
    .filter((s) => readSessionStatus(s.status).phase === "running" && s.machine?.state !== "waiting")
    .map((s) => s.session_id)
    .join("\n");
  const running = useMemo(() => (runningKey === "" ? [] : runningKey.split("\n")), [runningKey]);
  const [failedReads, setFailedReads] = useState<ReadonlySet<string>>(() => new Set());
  const onUnreadable = useCallback((id: string, unreadable: boolean) => {
    setFailedReads((prev) => {
      if (prev.has(id) === unreadable) return prev;
      const next = new Set(prev);
      if (unreadable) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const unknown = running.slice(0, MAX_LIVE_PROBES).filter((id) => !live.has(id));
  const unreadable = unknown.filter((id) => failedReads.has(id)).length;
  const checking = unknown.length - unreadable;
  const now = useNow({ everyMs: 30_000 });
  const summary = useMemo(
    () => triage(sessions, { now, thresholdMs, live, held, seen, dismissed }),
    [sessions, now, thresholdMs, live, held, seen, dismissed],
  );
  const source: TriageSource = strict
    ? { kind: "recent", opened: recent.opened, pending: recent.isPending }
    : {
        kind: "list",
        listed: window.sessions.length,
        capped: window.capped,
        loadingMore: window.loadingMore,
        pending: window.isPending,
        failed: window.isError,
      };
  return {
    sessions,
    source,
    summary,
    now,
    live,
    running,
    checking,
    unreadable,
    onSignals,
    onUnreadable,
    onDismissStuck: dismiss,
    isPending: window.isPending || (strict && recent.isPending),
    window,
  };
}
