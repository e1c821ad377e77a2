import { Box, Flex, Tabs } from "@radix-ui/themes";
import { useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, type RefObject, Suspense, useCallback } from "react";
import type { Session } from "@/api/types";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { AnswerFold } from "../answers/answer-fold";
import { SessionChanges, SessionFailureCard } from "../answers/session-cards";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import type { SessionSearch, SessionTab } from "../search-schema";
import { Composer } from "./composer/composer";
import { DiagnosticsTab } from "./diagnostics/diagnostics-tab";
import { SharedLinksTab } from "./shared-links/shared-links-tab";
import { TimelinePanel } from "./timeline/timeline-panel";
import { type SessionLinks, useTimelineSearch } from "./use-session-search";

/** The steps view is its own chunk: fetched when the Steps tab is first opened, or in idle time before. */
const StepsPanel = lazyWithRetry(() => import("./steps/steps-panel"));
/** The Changes tab's Diff view (with jsdiff) is its own chunk, fetched the same way. */
const DiffPanel = lazyWithRetry(() => import("../diff/diff-panel"));
/** The tabs' lazy chunks, for the session page to fetch in idle time. */
export const LAZY_PANELS = [StepsPanel, DiffPanel] as const;

const COLUMN = { display: "flex", flexDirection: "column", minHeight: 0, flex: "0 1 auto" } as const;

/** A panel's "Try again" refetches the session and clears once a new answer arrived. */
export interface PanelRetry {
  readonly onRetry: () => void;
  readonly resetKeys: readonly unknown[];
}

export interface SessionTabsProps {
  readonly orgId: string;
  readonly session: Session;
  readonly search: SessionSearch;
  readonly links: SessionLinks;
  readonly retry: PanelRetry;
  /** Why a session waiting for a worker waits (the Machines feature's explainer), over the timeline. */
  readonly waitingNote: ((session: Session) => ReactNode) | undefined;
  /** The timeline's scroll viewport and the message box, for the page's skip links and commands. */
  readonly timelineViewport: RefObject<HTMLElement | null>;
  readonly composerInput: RefObject<HTMLTextAreaElement | null>;
  /** While answer cards show over the timeline, it keeps half the window. */
  readonly keepRoom: boolean;
  readonly stepsTab: RefObject<HTMLButtonElement | null>;
  /** Bumps when an answer's link asks for the Result in Diagnostics (it takes focus then). */
  readonly resultArrival: number;
}

/** The session's five views, one tab each; the open tab is in the URL. */
export function SessionTabs(props: SessionTabsProps) {
  const { orgId, session, search, links, retry, stepsTab } = props;
  const { patchSearch, timelineLink } = links;
  const tab = search.tab ?? "timeline";
  return (
    <Tabs.Root value={tab} onValueChange={(value) => patchSearch({ tab: value as SessionTab }, false)} style={COLUMN}>
      <Tabs.List aria-label="Session views" size="1" style={{ flexShrink: 0 }}>
        <Tabs.Trigger value="timeline">Timeline</Tabs.Trigger>
        <Tabs.Trigger value="steps" ref={stepsTab}>
          Steps
        </Tabs.Trigger>
        <Tabs.Trigger value="changes">Changes</Tabs.Trigger>
        <Tabs.Trigger value="links">Shared links</Tabs.Trigger>
        <Tabs.Trigger value="diagnostics">Diagnostics</Tabs.Trigger>
      </Tabs.List>
      <TabPanel value="timeline" tab={tab} style={COLUMN}>
        <TimelineTab {...props} />
      </TabPanel>
      <TabPanel value="steps" tab={tab}>
        <Box pt="3">
          <PanelBoundary what="the steps view">
            <Suspense fallback={<LoadingState label="Loading steps" />}>
              <StepsPanel orgId={orgId} session={session} timelineLink={timelineLink} />
            </Suspense>
          </PanelBoundary>
        </Box>
      </TabPanel>
      <TabPanel value="changes" tab={tab}>
        <ChangesTab orgId={orgId} session={session} search={search} links={links} />
      </TabPanel>
      <TabPanel value="links" tab={tab}>
        <Box pt="3">
          <PanelBoundary what="the shared links">
            <SharedLinksTab orgId={orgId} sessionId={session.session_id} />
          </PanelBoundary>
        </Box>
      </TabPanel>
      <TabPanel value="diagnostics" tab={tab}>
        <Box pt="3">
          <PanelBoundary what="the diagnostics" {...retry}>
            <Flex direction="column" gap="4">
              <SessionFailureCard orgId={orgId} session={session} />
              <DiagnosticsTab session={session} resultArrival={props.resultArrival} />
            </Flex>
          </PanelBoundary>
        </Box>
      </TabPanel>
    </Tabs.Root>
  );
}

/**
 * One tab's panel: Radix's tabpanel (its id, role and label), always mounted and hidden while another tab
 * shows, its content drawn only while open. Radix's own unmounting goes through Presence, which reads the
 * computed style of the panel leaving and commits twice (the new panel empty, then its content): on
 * ses_100k that forced a style pass over the whole timeline on every click, 54–69 ms of it.
 */
function TabPanel({
  value,
  tab,
  style,
  children,
}: {
  value: SessionTab;
  tab: SessionTab;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const open = value === tab;
  return (
    <Tabs.Content value={value} forceMount hidden={!open} style={open ? style : undefined}>
      {open && children}
    </Tabs.Content>
  );
}

/** The Timeline tab: the failure card and why it waits over the live timeline, the composer under it. */
function TimelineTab({
  orgId,
  session,
  search,
  links,
  retry,
  waitingNote,
  timelineViewport,
  composerInput,
  keepRoom,
}: SessionTabsProps) {
  const queryClient = useQueryClient();
  const sessionId = session.session_id;
  const timelineSearch = useTimelineSearch(search, links.patchSearch);
  const latestSeq = useCallback(
    () => getSessionFeeds(queryClient).getSnapshot(orgId, sessionId).entries.maxSeq,
    [queryClient, orgId, sessionId],
  );
  return (
    <>
      <PanelBoundary what="why it failed">
        <SessionFailureCard orgId={orgId} session={session} compact />
      </PanelBoundary>
      {waitingNote && session.machine?.state === "waiting" && (
        <PanelBoundary what="why it is waiting">
          <AnswerFold sessionId={sessionId} card="waiting" title="Why is it waiting?">
            {waitingNote(session)}
          </AnswerFold>
        </PanelBoundary>
      )}
      <PanelBoundary what="the timeline">
        {/* Another session (an in-app link) gets a timeline of its own: scroll, selection, open parts. */}
        <TimelinePanel
          key={sessionId}
          orgId={orgId}
          sessionId={sessionId}
          {...timelineSearch}
          eventHref={links.eventHref}
          onSelectEvent={links.onSelectEvent}
          viewportRef={timelineViewport}
          keepRoom={keepRoom}
        />
      </PanelBoundary>
      <PanelBoundary what="the follow-up composer" {...retry}>
        <Composer orgId={orgId} session={session} anchorSeq={latestSeq} inputRef={composerInput} />
      </PanelBoundary>
    </>
  );
}

/** The Changes tab: what the session changed in words, then the Diff (its own chunk). */
function ChangesTab({
  orgId,
  session,
  search,
  links,
}: Pick<SessionTabsProps, "orgId" | "session" | "search" | "links">) {
  const { patchSearch } = links;
  return (
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
              timelineLink={links.timelineLink}
            />
          </Box>
        </Suspense>
      </PanelBoundary>
    </Box>
  );
}
