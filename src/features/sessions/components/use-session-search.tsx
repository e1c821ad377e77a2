import { Link as RadixLink } from "@radix-ui/themes";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useMemo } from "react";
import { parseTypes, type SessionSearch, serializeTypes } from "../search-schema";
import type { RowFilter } from "../timeline-model/row-filter";
import type { FilterType } from "../timeline-model/timeline-rows";
import type { TimelineLink } from "./steps/timeline-link";
import type { TimelinePanelProps } from "./timeline/timeline-panel";

/**
 * The session page's URL state and the links built from it: every view of the page is a search param,
 * so these hooks are the page's one way to change what it shows.
 *
 * API: SESSION_ROUTE · useSessionLinks(orgId, sessionId, search) → SessionLinks ·
 *      useTimelineSearch(search, patchSearch) → the TimelinePanel props the URL holds
 */
export const SESSION_ROUTE = "/o/$orgId/sessions/$sessionId" as const;
/** Navigations within the session page: no scroll restoration (the timeline lands on its own rows). */
export const RESTORE_NOTHING = { resetScroll: false } as const;

export type PatchSearch = (patch: Partial<SessionSearch>, replace?: boolean) => void;

export interface SessionLinks {
  /** Changes the page's search; `replace` (the default) keeps one history entry for a filter's keystrokes. */
  readonly patchSearch: PatchSearch;
  readonly eventHref: (ref: string) => string;
  readonly onSelectEvent: (ref: string) => void;
  readonly timelineLink: TimelineLink;
  readonly linkToSession: (id: string) => ReactNode;
}

export function useSessionLinks(orgId: string, sessionId: string, search: SessionSearch): SessionLinks {
  const navigate = useNavigate({ from: SESSION_ROUTE });
  const router = useRouter();
  // Every change of this page's search (a tab, a filter, an answer's link to an event, j / k) keeps the
  // scroll where the page put it: the router's scroll restoration would otherwise write the timeline's
  // old position back after the timeline had scrolled to the linked event (RESTORE_NOTHING).
  const patchSearch = useCallback<PatchSearch>(
    (patch, replace = true) =>
      void navigate({ search: (prev: SessionSearch) => ({ ...prev, ...patch }), replace, ...RESTORE_NOTHING }),
    [navigate],
  );
  const hrefOf = useCallback(
    (patch: Partial<SessionSearch>) =>
      router.buildLocation({
        to: SESSION_ROUTE,
        params: { orgId, sessionId },
        search: { ...search, tab: "timeline", ...patch },
      }).href,
    [router, orgId, sessionId, search],
  );
  const eventHref = useCallback((ref: string) => hrefOf({ event: ref }), [hrefOf]);
  const timelineLink = useCallback<TimelineLink>(
    (patch) => ({
      href: hrefOf(patch),
      onClick: (e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        patchSearch({ tab: "timeline", ...patch }, false);
      },
    }),
    [hrefOf, patchSearch],
  );
  const onSelectEvent = useCallback(
    (ref: string) => patchSearch({ tab: "timeline", event: ref }, false),
    [patchSearch],
  );
  const linkToSession = useCallback(
    (id: string) => (
      <RadixLink asChild>
        <Link to={SESSION_ROUTE} params={{ orgId, sessionId: id }}>
          {id}
        </Link>
      </RadixLink>
    ),
    [orgId],
  );
  return { patchSearch, eventHref, onSelectEvent, timelineLink, linkToSession };
}

type TimelineSearchProps = Pick<
  TimelinePanelProps,
  | "types"
  | "onTypesChange"
  | "query"
  | "onQueryChange"
  | "selectedEvent"
  | "filter"
  | "onFilterChange"
  | "concise"
  | "onConciseChange"
  | "onCursor"
>;

/** What the timeline shows, as the URL says it (types, text, tool and error filters, concise, the cursor). */
export function useTimelineSearch(search: SessionSearch, patchSearch: PatchSearch): TimelineSearchProps {
  const types = useMemo(() => parseTypes(search.types), [search.types]);
  const onTypesChange = useCallback(
    (next: FilterType[]) => patchSearch({ types: serializeTypes(next) }),
    [patchSearch],
  );
  const onQueryChange = useCallback((q: string) => patchSearch({ q: q === "" ? undefined : q }), [patchSearch]);
  const filter = useMemo<RowFilter>(
    () => ({ tool: search.tool ?? null, errorsOnly: search.errors === true }),
    [search.tool, search.errors],
  );
  const onFilterChange = useCallback(
    (next: RowFilter) => patchSearch({ tool: next.tool ?? undefined, errors: next.errorsOnly || undefined }),
    [patchSearch],
  );
  const onConciseChange = useCallback((on: boolean) => patchSearch({ concise: on || undefined }), [patchSearch]);
  const onCursor = useCallback((ref: string) => patchSearch({ event: ref }), [patchSearch]);
  return {
    types,
    onTypesChange,
    query: search.q ?? "",
    onQueryChange,
    selectedEvent: search.event,
    filter,
    onFilterChange,
    concise: search.concise === true,
    onConciseChange,
    onCursor,
  };
}
