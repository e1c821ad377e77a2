import { Box, Flex, Heading, Link as RadixLink, Tabs } from "@radix-ui/themes";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Session } from "@/api/types";
import { whenIdle } from "@/lib/when-idle";
import { useSkipTarget } from "@/ui";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { isFinalFailure, QueryState } from "@/ui/query-state";
import { AnswerFold, AnswerRoom } from "../answers/answer-fold";
import { AnswerLinksProvider } from "../answers/answer-links";
import { SessionChanges, SessionFailureCard } from "../answers/session-cards";
import { SessionDocumentTitle } from "../answers/session-title";
import { CompareMenu } from "../compare/compare-menu";
import { ExportMenu } from "../export/export-menu";
import { getSessionFeeds, isAttemptAlias } from "../feed/session-feeds-of-client";
import { useNoteSpend } from "../hooks/spend-samples";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import { useSession } from "../hooks/use-session";
import { useKeepSessionFeed } from "../hooks/use-session-feed";
import type { RowFilter } from "../timeline-model/row-filter";
import type { FilterType } from "../timeline-model/timeline-rows";
import { useMarkSeen } from "../triage/use-triage-signals";
import { Composer } from "./composer/composer";
import { useFollowUpCommand } from "./composer/use-follow-up-command";
import { DiagnosticsTab } from "./diagnostics/diagnostics-tab";
import { useDetailsDisclosure } from "./header/details-disclosure";
import { LiveSessionHeader } from "./header/live-session-header";
import { parseTypes, type SessionSearch, type SessionTab, serializeTypes } from "./search-schema";
import { SharedLinksTab } from "./shared-links/shared-links-tab";
import type { TimelineLink } from "./steps/timeline-link";
import { TimelinePanel } from "./timeline/timeline-panel";

const FROM = "/o/$orgId/sessions/$sessionId" as const;
/** The steps view is its own chunk: fetched when the Steps tab is first opened. */
const StepsPanel = lazyWithRetry(() => import("./steps/steps-panel"));
/** The Changes tab's Diff view (with jsdiff) is its own chunk: fetched when the tab is opened. */
const DiffPanel = lazyWithRetry(() => import("../diff/diff-panel"));

/**
 * On the Timeline tab the view fits the window below the top bar: header, tabs, the timeline (the one
 * scroll container, as tall as its rows up to what is left) and the composer docked under it. The
 * negative bottom margin takes back most of the shell's bottom padding (57 px = the top bar and its border),
 * so the page itself never scrolls.
 */
const FIT = {
  maxHeight: {
    initial: "calc(100dvh - 57px - var(--space-4) - var(--space-2))",
    sm: "calc(100dvh - 57px - var(--space-5) - var(--space-4))",
  },
  mb: { initial: "-7", sm: "-8" },
} as const;
/** Navigations within the session page: no scroll restoration (the timeline lands on its own rows). */
const RESTORE_NOTHING = { resetScroll: false } as const;
const COLUMN = { display: "flex", flexDirection: "column", minHeight: 0, flex: "0 1 auto" } as const;

export interface SessionPageProps {
  orgId: string;
  sessionId: string;
  search: SessionSearch;
  /** Controls of other features for the header's action row (the route passes "Notify me"). */
  headerActions?: (session: Session) => ReactNode;
  /** Why a session waiting for a worker waits (the Machines feature's explainer), over the timeline. */
  waitingNote?: (session: Session) => ReactNode;
}

export function SessionPage({ orgId, sessionId, search, headerActions, waitingNote }: SessionPageProps) {
  const query = useSession(orgId, sessionId);
  const navigate = useNavigate({ from: FROM });
  const router = useRouter();
  const queryClient = useQueryClient();
  const recent = useRecentSessions(orgId);
  const tab: SessionTab = search.tab ?? "timeline";
  const title = query.data?.title;
  const canonicalId = query.data?.session_id;
  // The feed starts with the page (not after the header loads), keeps running on every tab (the header
  // stays live) and reads once when the window comes back, so a session resumed elsewhere comes alive.
  const feedId = canonicalId ?? (isAttemptAlias(sessionId) ? null : sessionId);
  useKeepSessionFeed(orgId, feedId);
  useNoteSpend(orgId, query.data);

  // The Steps tab's code comes down in idle time, so the first click does not wait for it (a failed
  // prefetch only loses the head start: the tab asks again, and says so, when opened).
  useEffect(
    () =>
      whenIdle(() => {
        void StepsPanel.preload();
        return true;
      }),
    [],
  );
  const { record } = recent;
  // Opening a session (and watching it change) clears it from the list's Needs attention.
  useMarkSeen(orgId, query.data);
  useEffect(() => {
    if (canonicalId) record(canonicalId, title ?? "");
  }, [canonicalId, title, record]);
  // An attempt-UUID alias resolves to the stable id; the URL (and the live cache key) follow it.
  useEffect(() => {
    if (canonicalId && canonicalId !== sessionId) {
      void navigate({
        to: FROM,
        params: { orgId, sessionId: canonicalId },
        search: (prev: SessionSearch) => prev,
        replace: true,
        ...RESTORE_NOTHING,
      });
    }
  }, [canonicalId, sessionId, orgId, navigate]);
  const types = useMemo(() => parseTypes(search.types), [search.types]);

  // Every change of this page's search (a tab, a filter, an answer's link to an event, j / k) keeps the
  // scroll where the page put it: the router's scroll restoration would otherwise write the timeline's
  // old position back after the timeline had scrolled to the linked event (RESTORE_NOTHING).
  const patchSearch = useCallback(
    (patch: Partial<SessionSearch>, replace = true) =>
      void navigate({ search: (prev: SessionSearch) => ({ ...prev, ...patch }), replace, ...RESTORE_NOTHING }),
    [navigate],
  );
  const eventHref = useCallback(
    (ref: string) =>
      router.buildLocation({
        to: FROM,
        params: { orgId, sessionId },
        search: { ...search, tab: "timeline", event: ref },
      }).href,
    [router, orgId, sessionId, search],
  );
  const timelineLink = useCallback<TimelineLink>(
    (patch) => ({
      href: router.buildLocation({
        to: FROM,
        params: { orgId, sessionId },
        search: { ...search, tab: "timeline", ...patch },
      }).href,
      onClick: (e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        patchSearch({ tab: "timeline", ...patch }, false);
      },
    }),
    [router, orgId, sessionId, search, patchSearch],
  );
  const onSelectEvent = useCallback(
    (ref: string) => patchSearch({ tab: "timeline", event: ref }, false),
    [patchSearch],
  );
  const linkToSession = useCallback(
    (id: string) => (
      <RadixLink asChild>
        <Link to={FROM} params={{ orgId, sessionId: id }}>
          {id}
        </Link>
      </RadixLink>
    ),
    [orgId],
  );
  const onTypesChange = useCallback(
    (next: FilterType[]) => patchSearch({ types: serializeTypes(next) }),
    [patchSearch],
  );
  const onQueryChange = useCallback((q: string) => patchSearch({ q: q === "" ? undefined : q }), [patchSearch]);
  const rowFilter = useMemo<RowFilter>(
    () => ({ tool: search.tool ?? null, errorsOnly: search.errors === true }),
    [search.tool, search.errors],
  );
  const onFilterChange = useCallback(
    (next: RowFilter) => patchSearch({ tool: next.tool ?? undefined, errors: next.errorsOnly || undefined }),
    [patchSearch],
  );
  const onConciseChange = useCallback((on: boolean) => patchSearch({ concise: on || undefined }), [patchSearch]);
  const onCursor = useCallback((ref: string) => patchSearch({ event: ref }), [patchSearch]);
  const latestSeq = useCallback(
    () => (feedId === null ? -1 : getSessionFeeds(queryClient).getSnapshot(orgId, feedId).entries.maxSeq),
    [queryClient, orgId, feedId],
  );
  const onTimeline = tab === "timeline";
  const composerInput = useRef<HTMLTextAreaElement>(null);
  // The timeline hands over its scroll viewport (role feed) through this ref: no selector to keep in step.
  const timelineViewport = useRef<HTMLElement | null>(null);
  // Skip links after the heading: the timeline and the message box are otherwise 20 to 60 Tabs away.
  useSkipTarget("skip-to-timeline", "Skip to timeline", timelineViewport, onTimeline);
  useSkipTarget("skip-to-message", "Skip to message box", composerInput, onTimeline);
  useFollowUpCommand({
    session: query.data,
    onTimeline,
    showTimeline: () => patchSearch({ tab: "timeline" }, false),
    input: composerInput,
  });

  const stepsTab = useRef<HTMLButtonElement>(null);
  const [resultArrival, setResultArrival] = useState(0);
  // Details is drawn by the header but opened from any answer on the page (a figure's source): its state lives here.
  const details = useDetailsDisclosure();
  const answerLinks = useMemo(
    () => ({
      eventHref,
      onSelectEvent,
      onOpenDetails: details.show,
      onOpenDiagnostics: () => patchSearch({ tab: "diagnostics" }, false),
      // The link itself is gone once the tab switches: the Result section takes focus (DiagnosticsTab).
      onOpenResult: () => {
        patchSearch({ tab: "diagnostics" }, false);
        setResultArrival((n) => n + 1);
      },
      // Focus goes to the Steps tab: a link inside another tab (Changes' "and N more") is gone once it switches.
      onOpenSteps: () => {
        patchSearch({ tab: "steps" }, false);
        stepsTab.current?.focus();
      },
    }),
    [eventHref, onSelectEvent, details.show, patchSearch],
  );

  // How many answer cards show over the timeline: while any does, the timeline keeps half the window.
  const [answerCards, setAnswerCards] = useState(0);
  const registerAnswerCard = useCallback(() => {
    setAnswerCards((n) => n + 1);
    return () => setAnswerCards((n) => n - 1);
  }, []);

  const retry = { onRetry: () => void query.refetch(), resetKeys: [query.dataUpdatedAt] };
  const unavailable = isFinalFailure(query);
  return (
    <AnswerLinksProvider value={answerLinks}>
      <AnswerRoom.Provider value={registerAnswerCard}>
        <SessionDocumentTitle orgId={orgId} session={query.data} fallback={sessionId} unavailable={unavailable} />
        {/* The page keeps its heading when the session cannot be shown (the title is the session's own). */}
        {unavailable && (
          <Flex direction="column" gap="1" mb="3">
            <Heading as="h1" size="6">
              Session {sessionId}
            </Heading>
            {/* A way on that needs no menu: on a phone the navigation sits behind one. */}
            <RadixLink asChild size="2">
              <Link to="/o/$orgId/sessions" params={{ orgId }}>
                All sessions
              </Link>
            </RadixLink>
          </Flex>
        )}
        <QueryState query={query} loadingLabel="Loading session" what="this session">
          {(session) => (
            <Flex
              direction="column"
              gap="3"
              maxHeight={onTimeline ? FIT.maxHeight : undefined}
              mb={onTimeline ? FIT.mb : undefined}
            >
              {/* Panels: one the service's answer cannot draw says so with Try again; the others stay. */}
              <PanelBoundary what="this session's header" {...retry}>
                <LiveSessionHeader
                  orgId={orgId}
                  session={session}
                  linkToSession={linkToSession}
                  details={details}
                  actions={
                    <>
                      {headerActions?.(session)}
                      <CompareMenu orgId={orgId} session={session} />
                      <ExportMenu orgId={orgId} session={session} />
                    </>
                  }
                />
              </PanelBoundary>
              <Tabs.Root
                value={tab}
                onValueChange={(value) => patchSearch({ tab: value as SessionTab }, false)}
                style={COLUMN}
              >
                <Tabs.List aria-label="Session views" size="1" style={{ flexShrink: 0 }}>
                  <Tabs.Trigger value="timeline">Timeline</Tabs.Trigger>
                  <Tabs.Trigger value="steps" ref={stepsTab}>
                    Steps
                  </Tabs.Trigger>
                  <Tabs.Trigger value="changes">Changes</Tabs.Trigger>
                  <Tabs.Trigger value="links">Shared links</Tabs.Trigger>
                  <Tabs.Trigger value="diagnostics">Diagnostics</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="timeline" style={COLUMN}>
                  <PanelBoundary what="why it failed">
                    <SessionFailureCard orgId={orgId} session={session} compact />
                  </PanelBoundary>
                  {waitingNote && session.machine?.state === "waiting" && (
                    <PanelBoundary what="why it is waiting">
                      <AnswerFold sessionId={session.session_id} card="waiting" title="Why is it waiting?">
                        {waitingNote(session)}
                      </AnswerFold>
                    </PanelBoundary>
                  )}
                  <PanelBoundary what="the timeline">
                    <TimelinePanel
                      orgId={orgId}
                      sessionId={session.session_id}
                      types={types}
                      onTypesChange={onTypesChange}
                      query={search.q ?? ""}
                      onQueryChange={onQueryChange}
                      selectedEvent={search.event}
                      eventHref={eventHref}
                      onSelectEvent={onSelectEvent}
                      filter={rowFilter}
                      onFilterChange={onFilterChange}
                      concise={search.concise === true}
                      onConciseChange={onConciseChange}
                      onCursor={onCursor}
                      viewportRef={timelineViewport}
                      keepRoom={answerCards > 0}
                    />
                  </PanelBoundary>
                  <PanelBoundary what="the follow-up composer" {...retry}>
                    <Composer orgId={orgId} session={session} anchorSeq={latestSeq} inputRef={composerInput} />
                  </PanelBoundary>
                </Tabs.Content>
                <Tabs.Content value="steps">
                  <Box pt="3">
                    <PanelBoundary what="the steps view">
                      <Suspense fallback={<LoadingState label="Loading steps" />}>
                        <StepsPanel orgId={orgId} session={session} timelineLink={timelineLink} />
                      </Suspense>
                    </PanelBoundary>
                  </Box>
                </Tabs.Content>
                <Tabs.Content value="changes">
                  <Box pt="3">
                    <PanelBoundary what="the changes">
                      <SessionChanges orgId={orgId} session={session} />
                    </PanelBoundary>
                    <PanelBoundary what="the diff">
                      <Suspense fallback={<LoadingState label="Loading the diff" />}>
                        <Box pt="4">
                          <DiffPanel
                            orgId={orgId}
                            session={session}
                            file={search.file}
                            layout={search.layout ?? "unified"}
                            onFile={(file) => patchSearch({ file })}
                            onLayout={(layout) => patchSearch({ layout: layout === "unified" ? undefined : layout })}
                            timelineLink={timelineLink}
                          />
                        </Box>
                      </Suspense>
                    </PanelBoundary>
                  </Box>
                </Tabs.Content>
                <Tabs.Content value="links">
                  <Box pt="3">
                    <PanelBoundary what="the shared links">
                      <SharedLinksTab orgId={orgId} sessionId={session.session_id} />
                    </PanelBoundary>
                  </Box>
                </Tabs.Content>
                <Tabs.Content value="diagnostics">
                  <Box pt="3">
                    <PanelBoundary what="the diagnostics" {...retry}>
                      <Flex direction="column" gap="4">
                        <SessionFailureCard orgId={orgId} session={session} />
                        <DiagnosticsTab session={session} resultArrival={resultArrival} />
                      </Flex>
                    </PanelBoundary>
                  </Box>
                </Tabs.Content>
              </Tabs.Root>
            </Flex>
          )}
        </QueryState>
      </AnswerRoom.Provider>
    </AnswerLinksProvider>
  );
}
