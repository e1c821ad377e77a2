import type { Session } from "@/api/types";
import { dayOf, repoOf } from "./spend";

/**
 * The table's filters applied in the browser: the list operation's own (status, outcome, text) where the
 * service does not filter (the recent sessions of a strict service), and the triage ones everywhere:
 * an attention reason (its session ids), an exact repository, a UTC day.
 *
 * API: TableFilters · filterSessions(sessions, filters) → Session[] · matchesText(session, q)
 */
export interface TableFilters {
  readonly status?: string;
  readonly outcome?: string;
  readonly q?: string;
  readonly ids?: ReadonlySet<string>;
  readonly repo?: string;
  readonly day?: string;
}

/** As the list operation reads `q`: id, title, repository or a tag containing it, any case. */
export function matchesText(session: Session, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === "") return true;
  const tags = Array.isArray(session.tags) ? session.tags : [];
  return [session.session_id, session.title, session.repo, ...tags].some(
    (v) => typeof v === "string" && v.toLowerCase().includes(needle),
  );
}

export function filterSessions(sessions: readonly Session[], f: TableFilters): Session[] {
  return sessions.filter(
    (s) =>
      (f.status === undefined || s.status === f.status) &&
      (f.outcome === undefined || s.outcome === f.outcome) &&
      (f.q === undefined || matchesText(s, f.q)) &&
      (f.ids === undefined || f.ids.has(s.session_id)) &&
      (f.repo === undefined || repoOf(s) === f.repo) &&
      (f.day === undefined || dayOf(s) === f.day),
  );
}
