import { Code, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Session } from "@/api/types";
import { ExternalLink } from "@/ui/external-link";
import { presentText } from "@/ui/readable";
import { RelativeTime } from "@/ui/relative-time";
import { OutcomeBadge, StatusBadge } from "../components/header/session-badges";
import { toolCallWords, toolTimeWords } from "../components/steps/tool-time-words";
import { formatCount } from "../format";
import { useRunClock } from "../hooks/use-run-time";
import { mayStillRun } from "../session-status";
import { prOf } from "../triage/sort";
import { type CellText, costText, durationText, runIsFinal, tokensText } from "./run-facts";
import type { CompareSide } from "./use-compare-side";

export interface CompareRow {
  id: string;
  label: string;
  cell: (side: CompareSide) => ReactNode;
}

const FILES_SHOWN = 8;
const TOOLS_SHOWN = 6;

/** A link to the session page: its timeline (at an event, or narrowed to one tool or the errors) or Steps. */
function EventLink({
  orgId,
  sessionId,
  event,
  tab = "timeline",
  tool,
  errors,
  children,
}: {
  orgId: string;
  sessionId: string;
  event?: string;
  tab?: "timeline" | "steps";
  tool?: string;
  errors?: boolean;
  children: ReactNode;
}) {
  return (
    <RadixLink asChild>
      <Link
        to="/o/$orgId/sessions/$sessionId"
        params={{ orgId, sessionId }}
        search={{ tab, ...(event ? { event } : {}), ...(tool ? { tool } : {}), ...(errors ? { errors } : {}) }}
      >
        {children}
      </Link>
    </RadixLink>
  );
}

const dim = (text: string) => (
  <Text color="gray" size="2">
    {text}
  </Text>
);

/** "so far" while the side's events are still being read, or the session still runs: a count is not final yet. */
const soFar = (side: CompareSide) =>
  side.complete && side.session.data !== undefined && runIsFinal(side.session.data) ? "" : " so far";

const cellText = ({ text, muted }: CellText) => (muted ? dim(text) : text);

/**
 * A row drawn from the side's events: "could not be read" when they cannot be (no zeros that were never
 * counted), "loading…" while the session id is unknown.
 */
function fromEvents(side: CompareSide, draw: (feedId: string) => ReactNode): ReactNode {
  if (side.failed) return dim("could not be read");
  return side.feedId === null ? dim("loading…") : draw(side.feedId);
}

/** Duration on the shared clock: it ticks only while the session may still run. */
function RunDuration({ orgId, session }: { orgId: string; session: Session }) {
  return figureLink(orgId, session, durationText(session, useRunClock(session)));
}

/** A measured figure links to the session's Steps; words about a missing one stay plain. */
function figureLink(orgId: string, session: Session, text: CellText): ReactNode {
  if (text.muted) return cellText(text);
  return (
    <EventLink orgId={orgId} sessionId={session.session_id} tab="steps">
      {text.text}
    </EventLink>
  );
}

function withSession(side: CompareSide, draw: (s: Session) => ReactNode): ReactNode {
  const s = side.session.data;
  if (s) return draw(s);
  return side.session.isError ? dim("could not be read") : dim("loading…");
}

/** Who ran it, where and how: the session's own fields. */
function identityRows(orgId: string): CompareRow[] {
  return [
    {
      id: "session",
      label: "Session",
      cell: (side) =>
        withSession(side, (s) => (
          <Flex direction="column">
            <EventLink orgId={orgId} sessionId={s.session_id}>
              {presentText(s.title) ?? s.session_id}
            </EventLink>
            <Code variant="ghost" size="1" color="gray">
              {s.session_id}
            </Code>
          </Flex>
        )),
    },
    { id: "status", label: "Status", cell: (side) => withSession(side, (s) => <StatusBadge status={s.status} />) },
    { id: "outcome", label: "Outcome", cell: (side) => withSession(side, (s) => <OutcomeBadge outcome={s.outcome} />) },
    {
      id: "repo",
      label: "Repository",
      cell: (side) => withSession(side, (s) => (s.repo ? <Code variant="ghost">{s.repo}</Code> : dim("not reported"))),
    },
    {
      id: "model",
      label: "Model",
      cell: (side) =>
        withSession(side, (s) => {
          const model = presentText(s.model);
          return model ? <Code variant="ghost">{model}</Code> : dim("not reported");
        }),
    },
    {
      id: "created",
      label: "Created",
      cell: (side) => withSession(side, (s) => <RelativeTime value={s.created_at} />),
    },
  ];
}

/** What the run took and produced; each figure opens the session's Steps (wall time, cost, tool time, turns). */
function figureRows(orgId: string): CompareRow[] {
  return [
    {
      id: "duration",
      label: "Duration",
      cell: (side) => withSession(side, (s) => <RunDuration orgId={orgId} session={s} />),
    },
    {
      id: "cost",
      label: "Cost",
      cell: (side) => withSession(side, (s) => figureLink(orgId, s, costText(s))),
    },
    {
      id: "tokens",
      label: "Tokens",
      cell: (side) => withSession(side, (s) => figureLink(orgId, s, tokensText(s))),
    },
    {
      id: "pr",
      label: "Pull request",
      cell: (side) =>
        withSession(side, (s) => {
          const pr = prOf(s);
          return pr ? <ExternalLink href={pr.url}>{pr.label}</ExternalLink> : dim("none reported");
        }),
    },
  ];
}

function ToolTimes({ orgId, side, feedId }: { orgId: string; side: CompareSide; feedId: string }) {
  const rows = side.steps.byTool.slice(0, TOOLS_SHOWN);
  if (rows.length === 0) return dim(side.complete ? "no tool calls" : "reading events…");
  return (
    <Flex asChild direction="column" gap="1" m="0" p="0" style={{ listStyle: "none" }}>
      <ul aria-label="Time by tool">
        {rows.map((t) => (
          <li key={t.tool}>
            <EventLink orgId={orgId} sessionId={feedId} tool={t.tool}>
              <Code variant="ghost">{t.tool}</Code> {toolTimeWords(t, side.steps.toolMs).time} ·{" "}
              {toolCallWords(t, side.session.data !== undefined && mayStillRun(side.session.data.status))}
            </EventLink>
          </li>
        ))}
        {side.steps.byTool.length > TOOLS_SHOWN && (
          <li>
            <EventLink orgId={orgId} sessionId={feedId} tab="steps">
              and {side.steps.byTool.length - TOOLS_SHOWN} more tools
            </EventLink>
          </li>
        )}
      </ul>
    </Flex>
  );
}

function FilesTouched({ orgId, side, feedId }: { orgId: string; side: CompareSide; feedId: string }) {
  const files = side.facts.files;
  if (files.length === 0) return dim(side.complete ? "none" : "reading events…");
  return (
    <Flex direction="column" gap="1">
      <Text size="2">
        {files.length} {files.length === 1 ? "file" : "files"}
        {soFar(side)}
      </Text>
      <Flex asChild direction="column" gap="1" m="0" p="0" style={{ listStyle: "none" }}>
        <ul aria-label="Files touched">
          {files.slice(0, FILES_SHOWN).map((f) => (
            <li key={f.path} style={{ overflowWrap: "anywhere" }}>
              <EventLink orgId={orgId} sessionId={feedId} event={f.last.ref}>
                <Code variant="ghost">{f.path}</Code>
              </EventLink>{" "}
              <Text size="1" color="gray">
                {f.edits} {f.edits === 1 ? "edit" : "edits"}
              </Text>
            </li>
          ))}
          {files.length > FILES_SHOWN && <li>{dim(`and ${files.length - FILES_SHOWN} more`)}</li>}
        </ul>
      </Flex>
    </Flex>
  );
}

/** Counts read from the side's events (steps, time by tool, files, error results). */
function eventRows(orgId: string): CompareRow[] {
  return [
    {
      id: "steps",
      label: "Steps (tool calls)",
      cell: (side) =>
        fromEvents(side, (feedId) => (
          <EventLink orgId={orgId} sessionId={feedId} tab="steps">
            {formatCount(side.steps.steps)} steps{soFar(side)}
          </EventLink>
        )),
    },
    {
      id: "tools",
      label: "Time by tool",
      cell: (side) => fromEvents(side, (feedId) => <ToolTimes orgId={orgId} side={side} feedId={feedId} />),
    },
    {
      id: "files",
      label: "Files touched",
      cell: (side) => fromEvents(side, (feedId) => <FilesTouched orgId={orgId} side={side} feedId={feedId} />),
    },
    {
      id: "errors",
      label: "Error results",
      cell: (side) =>
        fromEvents(side, (feedId) => {
          const n = side.steps.errors;
          const text = `${formatCount(n)} ${n === 1 ? "error result" : "error results"}${soFar(side)}`;
          // The timeline's "errors only" view lists each of them.
          return n > 0 ? (
            <EventLink orgId={orgId} sessionId={feedId} errors>
              {text}
            </EventLink>
          ) : (
            text
          );
        }),
    },
  ];
}

/** The facts Compare sets side by side, top to bottom; every number links to where it comes from. */
export function compareRows(orgId: string): CompareRow[] {
  return [...identityRows(orgId), ...figureRows(orgId), ...eventRows(orgId)];
}
