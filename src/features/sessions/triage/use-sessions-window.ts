import { useInfiniteQuery, useQueries } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { Session } from "@/api/types";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import { type SessionsListFilters, sessionQueryOptions, sessionsWindowQueryOptions } from "../queries";

/** At most this many listed sessions are read for triage and spend (ten pages of 100). */
export const WINDOW_CAP = 1000;

/**
 * useSessionsWindow(orgId, filters) — the newest listed sessions, up to WINDOW_CAP, read page after page
 * (the list operation, pages of 100). `capped`: the service has more than were read. `unavailable`: the
 * service has no list operation (strict spec).
 */
export function useSessionsWindow(orgId: string, filters: SessionsListFilters = {}) {
  const query = useInfiniteQuery(sessionsWindowQueryOptions(orgId, filters));
  const pages = query.data?.pages;
  const sessions = useMemo<Session[]>(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const more = hasNextPage && sessions.length < WINDOW_CAP;
  useEffect(() => {
    if (more && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [more, isFetchingNextPage, isError, fetchNextPage]);
  return {
    sessions,
    unavailable: pages?.[0]?.unavailable === true,
    isPending: query.isPending,
    isError,
    error: query.error,
    refetch: query.refetch,
    /** Still reading pages of the window (not after a page failed: then `isError` with the pages read). */
    loadingMore: more && !isError,
    capped: hasNextPage && !more,
  };
}

/**
 * useRecentSessionDetails(orgId, enabled) — in strict-spec mode, the sessions this browser opened (the
 * recent list), each read by id: what triage covers when the service lists none.
 */
const combineDetails = (results: readonly { data?: Session; isPending: boolean }[]) => ({
  sessions: results.flatMap((r) => (r.data ? [r.data] : [])),
  isPending: results.some((r) => r.isPending),
});

export function useRecentSessionDetails(orgId: string, enabled: boolean) {
  const { items } = useRecentSessions(orgId);
  const details = useQueries({
    queries: (enabled ? items : []).map((item) => ({
      ...sessionQueryOptions(orgId, item.sessionId),
      staleTime: 30_000,
    })),
    combine: combineDetails,
  });
  return { ...details, opened: items.length };
}
