import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import { isApiError } from "@/api/errors";
import { listAt, objectAt } from "@/api/shape";
import type {
  ModelList,
  Session,
  SessionListPage,
  SessionMessageList,
  SessionStatus,
  SharedLinkList,
} from "@/api/types";

/**
 * Session reads: the key factory and every queryOptions factory (loaders call ensureQueryData,
 * components useQuery/useSuspenseQuery with the same factory; no key literal elsewhere).
 *
 * API:
 * - sessionKeys.all(orgId)                    ['org', orgId, 'sessions']  (prefix of everything below)
 * - sessionKeys.lists(orgId) / list(orgId, f) ['org', orgId, 'sessions', 'list', filters]
 * - sessionKeys.detail(orgId, id)             ['org', orgId, 'sessions', 'detail', id]
 * - sessionKeys.sharedLinks(orgId, id)        [...detail, 'shared-links']
 * - sessionKeys.messages(orgId, id)           [...detail, 'messages']
 * - sessionKeys.spawned(orgId, id)            [...detail, 'spawned']
 * - sessionKeys.models()                      ['models']  (connection-level, cleared with the connection)
 * - sessionQueryOptions(orgId, id)            GET sessions/{id} (the only read with target/machine)
 * - sharedLinksQueryOptions(orgId, id)        GET sessions/{id}/shared-links
 * - sessionMessagesQueryOptions(orgId, id)    GET sessions/{id}/messages (optional upstream; 404 not_found → { unavailable: true })
 * - sessionsListQueryOptions(orgId, filters)  infinite GET sessions?after=&first= (optional upstream; 404 not_found → unavailable page)
 * - spawnedSessionsQueryOptions(orgId, id)    GET sessions?source=id (optional upstream; 404 not_found → { unavailable: true })
 * - sessionsWindowQueryOptions(orgId, filters) the same in pages of SESSIONS_WINDOW_PAGE (triage, spend): key sessionKeys.window
 * - modelsQueryOptions()                      GET /agent-auth/models
 * - isUpstreamUnavailable(error)              true for the strict service's 404 not_found on optional list operations
 * - sessionsReadHere(queryClient, orgId)      the sessions whose detail this tab has read (opened or watched)
 */
export interface SessionsListFilters {
  status?: SessionStatus | null;
  outcome?: NonNullable<Session["outcome"]> | null;
  q?: string | null;
}

export const SESSIONS_PAGE_SIZE = 25;

export const sessionKeys = {
  all: (orgId: string) => ["org", orgId, "sessions"] as const,
  lists: (orgId: string) => ["org", orgId, "sessions", "list"] as const,
  list: (orgId: string, filters: SessionsListFilters) =>
    ["org", orgId, "sessions", "list", normalizeFilters(filters)] as const,
  window: (orgId: string, filters: SessionsListFilters) =>
    ["org", orgId, "sessions", "list", "window", normalizeFilters(filters)] as const,
  detail: (orgId: string, sessionId: string) => ["org", orgId, "sessions", "detail", sessionId] as const,
  sharedLinks: (orgId: string, sessionId: string) =>
    ["org", orgId, "sessions", "detail", sessionId, "shared-links"] as const,
  messages: (orgId: string, sessionId: string) => ["org", orgId, "sessions", "detail", sessionId, "messages"] as const,
  spawned: (orgId: string, sessionId: string) => ["org", orgId, "sessions", "detail", sessionId, "spawned"] as const,
  models: () => ["models"] as const,
};

/** Empty filters and missing filters must share one cache entry. */
function normalizeFilters(filters: SessionsListFilters): {
  status: string | null;
  outcome: string | null;
  q: string | null;
} {
  const q = filters.q?.trim();
  return { status: filters.status ?? null, outcome: filters.outcome ?? null, q: q ? q : null };
}

/** The optional upstream list operations answer 404 not_found on a strict service; that is "not offered", not a failure. */
export function isUpstreamUnavailable(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "not_found";
}

/**
 * The sessions opened or watched in this tab (their detail reads in the cache), for a reader that needs
 * them without a list (Machines' wait figures on a service that does not list sessions). Only the
 * detail entries themselves: not their shared links, messages or spawned lists below them.
 */
export function sessionsReadHere(queryClient: QueryClient, orgId: string): Session[] {
  const prefix = [...sessionKeys.all(orgId), "detail"] as const;
  const details = queryClient.getQueriesData<Session>({ queryKey: prefix });
  return details.flatMap(([key, data]) =>
    key.length === prefix.length + 1 && data && typeof data === "object" ? [data] : [],
  );
}

export function sessionQueryOptions(orgId: string, sessionId: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(orgId, sessionId),
    queryFn: async ({ signal }): Promise<Session> =>
      objectAt(
        await unwrap(
          api.GET("/v3/organizations/{orgId}/sessions/{sessionId}", { params: { path: { orgId, sessionId } }, signal }),
        ),
        "the session",
      ),
  });
}

export function sharedLinksQueryOptions(orgId: string, sessionId: string) {
  return queryOptions({
    queryKey: sessionKeys.sharedLinks(orgId, sessionId),
    queryFn: ({ signal }): Promise<SharedLinkList> =>
      unwrap(
        api.GET("/v3/organizations/{orgId}/sessions/{sessionId}/shared-links", {
          params: { path: { orgId, sessionId } },
          signal,
        }),
      ),
  });
}

export type SessionMessagesResult = (SessionMessageList & { unavailable: false }) | { unavailable: true; items: [] };

export function sessionMessagesQueryOptions(orgId: string, sessionId: string) {
  return queryOptions({
    queryKey: sessionKeys.messages(orgId, sessionId),
    queryFn: async ({ signal }): Promise<SessionMessagesResult> => {
      try {
        const list = await unwrap(
          api.GET("/v3/organizations/{orgId}/sessions/{sessionId}/messages", {
            params: { path: { orgId, sessionId } },
            signal,
          }),
        );
        return { ...list, unavailable: false };
      } catch (error) {
        if (isUpstreamUnavailable(error)) return { unavailable: true, items: [] };
        throw error;
      }
    },
    staleTime: 10_000,
  });
}

export interface SessionsListPageResult extends SessionListPage {
  /** True when the service does not offer the list (strict spec): show "open by id" + recent instead. */
  unavailable: boolean;
}

export const SESSIONS_WINDOW_PAGE = 100;

function sessionsPagesOptions(
  queryKey: readonly unknown[],
  orgId: string,
  filters: SessionsListFilters,
  first: number,
) {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<SessionsListPageResult> => {
      try {
        const query = {
          first,
          ...(pageParam ? { after: pageParam } : {}),
          ...(normalized.status ? { status: normalized.status as SessionStatus } : {}),
          ...(normalized.outcome ? { outcome: normalized.outcome as NonNullable<Session["outcome"]> } : {}),
          ...(normalized.q ? { q: normalized.q } : {}),
        };
        const page = await unwrap(
          api.GET("/v3/organizations/{orgId}/sessions", { params: { path: { orgId }, query }, signal }),
        );
        listAt(objectAt(page, "the answer").items, "items");
        return { ...page, unavailable: false };
      } catch (error) {
        if (isUpstreamUnavailable(error))
          return { items: [], end_cursor: null, has_next_page: false, unavailable: true };
        throw error;
      }
    },
    getNextPageParam: (last: SessionsListPageResult) =>
      last.has_next_page && last.end_cursor ? last.end_cursor : undefined,
  });
}

export function sessionsListQueryOptions(orgId: string, filters: SessionsListFilters = {}) {
  return sessionsPagesOptions(sessionKeys.list(orgId, filters), orgId, filters, SESSIONS_PAGE_SIZE);
}

export function sessionsWindowQueryOptions(orgId: string, filters: SessionsListFilters = {}) {
  return sessionsPagesOptions(sessionKeys.window(orgId, filters), orgId, filters, SESSIONS_WINDOW_PAGE);
}

/** The sidechats and subagents a session forked or spawned (one page of up to 100 is plenty for a family). */
export function spawnedSessionsQueryOptions(orgId: string, sessionId: string) {
  return queryOptions({
    queryKey: sessionKeys.spawned(orgId, sessionId),
    queryFn: async ({ signal }): Promise<{ unavailable: boolean; items: readonly Session[] }> => {
      try {
        const page = await unwrap(
          api.GET("/v3/organizations/{orgId}/sessions", {
            params: { path: { orgId }, query: { source: sessionId, first: 100 } },
            signal,
          }),
        );
        return { unavailable: false, items: listAt(objectAt(page, "the answer").items, "items") };
      } catch (error) {
        if (isUpstreamUnavailable(error)) return { unavailable: true, items: [] };
        throw error;
      }
    },
    staleTime: 30_000,
  });
}

export function modelsQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.models(),
    queryFn: ({ signal }): Promise<ModelList> => unwrap(api.GET("/agent-auth/models", { signal })),
    staleTime: 10 * 60_000,
  });
}
