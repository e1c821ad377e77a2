import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Session } from "@/api/types";
import { type SessionsListFilters, sessionsListQueryOptions } from "../queries";

/**
 * useSessionsList(orgId, filters) — the optional upstream session list, cursor-paged (after/first).
 * Adds `sessions` (all loaded pages flattened) and `unavailable` (the service does not offer the list:
 * a strict service's 404 not_found, which is not an error; show open-by-id + recent sessions instead).
 */
export function useSessionsList(orgId: string, filters: SessionsListFilters = {}) {
  const query = useInfiniteQuery(sessionsListQueryOptions(orgId, filters));
  const pages = query.data?.pages;
  const sessions = useMemo<Session[]>(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const unavailable = pages?.[0]?.unavailable === true;
  return { ...query, sessions, unavailable };
}
