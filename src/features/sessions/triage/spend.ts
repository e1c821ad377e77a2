import type { Session } from "@/api/types";
import { msOf } from "@/ui/time";

/**
 * Spend — cost and session count per repository and per day (UTC, by created_at) over the listed
 * sessions. A cost that is not reported is counted apart (`costMissing`), never as $0; a session with no
 * repository is grouped under `null`. Days run from the first to the last listed day with the empty ones
 * in between (at most MAX_DAYS; a longer window keeps only days with sessions).
 *
 * API: spendByRepo(sessions) → SpendRow[] (cost, then sessions, descending) · spendByDay(sessions) →
 *      SpendRow[] (oldest first) · dayOf(session) → "YYYY-MM-DD" | null · repoOf(session) · MAX_DAYS
 */
export interface SpendRow {
  /** The repository, or the UTC day "YYYY-MM-DD"; null for sessions that report none. */
  readonly key: string | null;
  readonly sessions: number;
  readonly cost: number;
  readonly costMissing: number;
}

export const MAX_DAYS = 62;
const DAY_MS = 24 * 60 * 60_000;

export function repoOf(session: Session): string | null {
  return typeof session.repo === "string" && session.repo !== "" ? session.repo : null;
}

export function dayOf(session: Session): string | null {
  const ms = msOf(session.created_at);
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
}

interface Acc {
  sessions: number;
  cost: number;
  costMissing: number;
}

function group(sessions: readonly Session[], keyOf: (s: Session) => string | null): Map<string | null, Acc> {
  const out = new Map<string | null, Acc>();
  for (const session of sessions) {
    const key = keyOf(session);
    let acc = out.get(key);
    if (!acc) {
      acc = { sessions: 0, cost: 0, costMissing: 0 };
      out.set(key, acc);
    }
    acc.sessions += 1;
    const cost = session.cost_usd;
    if (typeof cost === "number" && Number.isFinite(cost) && cost >= 0) acc.cost += cost;
    else acc.costMissing += 1;
  }
  return out;
}

const row = (key: string | null, acc: Acc): SpendRow => ({ key, ...acc });

export function spendByRepo(sessions: readonly Session[]): SpendRow[] {
  return [...group(sessions, repoOf)]
    .map(([key, acc]) => row(key, acc))
    .sort(
      (a, b) => b.cost - a.cost || b.sessions - a.sessions || String(a.key ?? "~").localeCompare(String(b.key ?? "~")),
    );
}

export function spendByDay(sessions: readonly Session[]): SpendRow[] {
  const groups = group(sessions, dayOf);
  const days = [...groups.keys()].filter((k): k is string => k !== null).sort();
  const first = days[0];
  const last = days[days.length - 1];
  const rows: SpendRow[] = [];
  if (first !== undefined && last !== undefined) {
    const from = msOf(first) ?? Number.NaN;
    const to = msOf(last) ?? Number.NaN;
    const span = Math.round((to - from) / DAY_MS) + 1;
    if (span <= MAX_DAYS) {
      for (let t = from; t <= to; t += DAY_MS) {
        const key = new Date(t).toISOString().slice(0, 10);
        rows.push(row(key, groups.get(key) ?? { sessions: 0, cost: 0, costMissing: 0 }));
      }
    } else {
      for (const key of days) rows.push(row(key, groups.get(key) ?? { sessions: 0, cost: 0, costMissing: 0 }));
    }
  }
  const undated = groups.get(null);
  if (undated) rows.push(row(null, undated));
  return rows;
}
