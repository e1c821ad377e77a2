import { OUTCOMES, SESSION_STATUSES } from "@/api/limits";
import type { Session } from "@/api/types";
import { presentText, rankOf } from "@/ui/readable";
import { msOf } from "@/ui/time";
import type { LiveSignals } from "./triage";
import type { SortDir, SortKey } from "./triage-keys";

/**
 * Readings and order of the sessions list's columns: duration, last activity, PR, and a stable sort by
 * any column. A value that is not reported sorts after every reported one, whichever the direction.
 *
 * API: SORT_KEYS · SortKey · SortDir · durationOf(session) · lastActivityOf(session, live?) ·
 *      prOf(session) → { url, label } | null · sortSessions(sessions, key, dir, live?)
 */
export { SORT_KEYS, type SortDir, type SortKey } from "./triage-keys";

/** Run time in ms: duration_ms as reported, else finished − started; null when neither reads or it has not started. */
export function durationOf(session: Session): number | null {
  if (session.started_at === null && session.finished_at == null) return null;
  const reported = session.duration_ms;
  if (typeof reported === "number" && Number.isFinite(reported) && reported >= 0) return reported;
  const start = msOf(session.started_at);
  const end = msOf(session.finished_at);
  return start !== null && end !== null && end >= start ? end - start : null;
}

/** The newest moment known to have moved: the newest event this browser read, else the snapshot's times. */
export function lastActivityOf(session: Session, live?: LiveSignals): number | null {
  const times = [
    live?.lastEventAt ?? null,
    msOf(session.finished_at),
    msOf(session.started_at),
    msOf(session.created_at),
  ];
  let best: number | null = null;
  for (const t of times) if (t !== null && (best === null || t > best)) best = t;
  return best;
}

/** The session's pull request: pr_url, else its first change request. */
export function prOf(session: Session): { url: string; label: string } | null {
  const url =
    typeof session.pr_url === "string" && session.pr_url !== "" ? session.pr_url : session.change_requests?.[0]?.url;
  if (typeof url !== "string" || !/^https?:\/\//i.test(url)) return null;
  const number = /\/(?:pull|merge_requests)\/(\d+)/.exec(url)?.[1];
  return { url, label: number ? `#${number}` : "PR" };
}

type Key = number | string | null;

function keyOf(session: Session, key: SortKey, live?: LiveSignals): Key {
  switch (key) {
    case "title":
      return (presentText(session.title) ?? session.session_id ?? "").toLowerCase();
    case "status":
      return rankOf(SESSION_STATUSES, session.status);
    case "outcome":
      return session.outcome == null ? null : rankOf(OUTCOMES, session.outcome);
    case "repo":
      return typeof session.repo === "string" && session.repo !== "" ? session.repo.toLowerCase() : null;
    case "created":
      return msOf(session.created_at);
    case "duration":
      return durationOf(session);
    case "activity":
      return lastActivityOf(session, live);
    case "pr":
      return prOf(session)?.url ?? null;
    case "cost":
      return typeof session.cost_usd === "number" && Number.isFinite(session.cost_usd) ? session.cost_usd : null;
  }
}

export function sortSessions(
  sessions: readonly Session[],
  key: SortKey,
  dir: SortDir,
  live?: ReadonlyMap<string, LiveSignals>,
): Session[] {
  const sign = dir === "asc" ? 1 : -1;
  const keyed = sessions.map((session, index) => ({
    session,
    index,
    k: keyOf(session, key, live?.get(session.session_id)),
  }));
  keyed.sort((a, b) => {
    if (a.k === null || b.k === null) return a.k === b.k ? a.index - b.index : a.k === null ? 1 : -1;
    const order =
      typeof a.k === "number" && typeof b.k === "number" ? a.k - b.k : String(a.k).localeCompare(String(b.k));
    return order !== 0 ? sign * order : a.index - b.index;
  });
  return keyed.map((k) => k.session);
}
