import { Flex, Heading, Link as RadixLink } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useCallback, useMemo, useRef, useState } from "react";
import type { Session } from "@/api/types";
import { useSkipTarget } from "@/ui";
import { PanelBoundary } from "@/ui/panel-boundary";
import { isFinalFailure, QueryState } from "@/ui/query-state";
import { AnswerRoom } from "../answers/answer-fold";
import { type AnswerLinks, AnswerLinksProvider } from "../answers/answer-links";
import { SessionDocumentTitle } from "../answers/session-title";
import { CompareMenu } from "../compare/compare-menu";
import { ExportMenu } from "../export/export-menu";
import { useSession } from "../hooks/use-session";
import type { SessionSearch } from "../search-schema";
import { useFollowUpCommand } from "./composer/use-follow-up-command";
import { type DetailsDisclosure, useDetailsDisclosure } from "./header/details-disclosure";
import { LiveSessionHeader } from "./header/live-session-header";
import { LAZY_PANELS, SessionTabs } from "./session-tabs";
import { useOpenSession } from "./use-open-session";
import { type SessionLinks, useSessionLinks } from "./use-session-search";

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

export interface SessionPageProps {
  orgId: string;
  sessionId: string;
  search: SessionSearch;
  /** Controls of other features for the header's action row (the route passes "Notify me"). */
  headerActions?: (session: Session) => ReactNode;
  /** Why a session waiting for a worker waits (the Machines feature's explainer), over the timeline. */
  waitingNote?: (session: Session) => ReactNode;
}

/** One session: its live header over five tabs (timeline, steps, changes, shared links, diagnostics). */
export function SessionPage({ orgId, sessionId, search, headerActions, waitingNote }: SessionPageProps) {
  const query = useSession(orgId, sessionId);
  const onTimeline = (search.tab ?? "timeline") === "timeline";
  useOpenSession(orgId, sessionId, query.data, LAZY_PANELS);
  const links = useSessionLinks(orgId, sessionId, search);
  const composerInput = useRef<HTMLTextAreaElement>(null);
  // The timeline hands over its scroll viewport (role feed) through this ref: no selector to keep in step.
  const timelineViewport = useRef<HTMLElement | null>(null);
  // Skip links after the heading: the timeline and the message box are otherwise 20 to 60 Tabs away.
  useSkipTarget("skip-to-timeline", "Skip to timeline", timelineViewport, onTimeline);
  useSkipTarget("skip-to-message", "Skip to message box", composerInput, onTimeline);
  useFollowUpCommand({
    session: query.data,
    onTimeline,
    showTimeline: () => links.patchSearch({ tab: "timeline" }, false),
    input: composerInput,
  });
  const stepsTab = useRef<HTMLButtonElement>(null);
  // Details is drawn by the header but opened from any answer on the page (a figure's source): its state lives here.
  const details = useDetailsDisclosure();
  const { answerLinks, resultArrival } = usePageAnswerLinks(links, details, stepsTab);
  const [answerCards, registerAnswerCard] = useAnswerCardCount();
  const retry = { onRetry: () => void query.refetch(), resetKeys: [query.dataUpdatedAt] };
  const unavailable = isFinalFailure(query);
  return (
    <AnswerLinksProvider value={answerLinks}>
      <AnswerRoom.Provider value={registerAnswerCard}>
        <SessionDocumentTitle orgId={orgId} session={query.data} fallback={sessionId} unavailable={unavailable} />
        {/* The page keeps its heading when the session cannot be shown (the title is the session's own). */}
        {unavailable && <UnavailableHeading orgId={orgId} sessionId={sessionId} />}
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
                  linkToSession={links.linkToSession}
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
              <SessionTabs
                orgId={orgId}
                session={session}
                search={search}
                links={links}
                retry={retry}
                waitingNote={waitingNote}
                timelineViewport={timelineViewport}
                composerInput={composerInput}
                keepRoom={answerCards > 0}
                stepsTab={stepsTab}
                resultArrival={resultArrival}
              />
            </Flex>
          )}
        </QueryState>
      </AnswerRoom.Provider>
    </AnswerLinksProvider>
  );
}

function UnavailableHeading({ orgId, sessionId }: { orgId: string; sessionId: string }) {
  return (
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
  );
}

/** Where the answers' links lead on this page: an event, Details, Diagnostics (and its Result), Steps. */
function usePageAnswerLinks(
  { eventHref, onSelectEvent, patchSearch }: SessionLinks,
  details: DetailsDisclosure,
  stepsTab: RefObject<HTMLButtonElement | null>,
): { answerLinks: AnswerLinks; resultArrival: number } {
  const [resultArrival, setResultArrival] = useState(0);
  const answerLinks = useMemo<AnswerLinks>(
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
    [eventHref, onSelectEvent, details.show, patchSearch, stepsTab],
  );
  return { answerLinks, resultArrival };
}

/** How many answer cards show over the timeline: while any does, the timeline keeps half the window. */
function useAnswerCardCount(): [number, () => () => void] {
  const [answerCards, setAnswerCards] = useState(0);
  const register = useCallback(() => {
    setAnswerCards((n) => n + 1);
    return () => setAnswerCards((n) => n - 1);
  }, []);
  return [answerCards, register];
}
