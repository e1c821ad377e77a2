import { Badge, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { presentText } from "@/ui/readable";
import { sessionQueryOptions, spawnedSessionsQueryOptions } from "../queries";
import { readSessionStatus } from "../session-status";
import type { FactsView } from "../timeline-model/changes";

/** Event-named children read one by one (strict spec): a bound, so a chatty agent cannot fan out reads. */
const FROM_EVENTS_MAX = 10;

const OUTCOME_WORDS: Record<string, string> = {
  success: "success",
  failure: "failure",
  action_required: "action required",
};

function stateWords(s: Session): string {
  const outcome = typeof s.outcome === "string" ? (OUTCOME_WORDS[s.outcome] ?? s.outcome) : "no outcome";
  return `${readSessionStatus(s.status).label} · ${outcome}`;
}

interface Child {
  readonly id: string;
  readonly session: Session | null;
  /** Still being read: not yet "could not be read". */
  readonly reading?: boolean;
}

function ChildItem({ orgId, child }: { orgId: string; child: Child }) {
  const s = child.session;
  const type = s?.session_type === "sidechat" ? "sidechat" : s?.session_type === "subagent" ? "subagent" : null;
  return (
    <Flex as="div" gap="2" align="center" wrap="wrap" role="listitem">
      <RadixLink asChild size="2">
        <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId: child.id }}>
          {presentText(s?.title) ?? child.id}
        </Link>
      </RadixLink>
      {type && (
        <Badge color="gray" variant="surface">
          {type}
        </Badge>
      )}
      {s ? (
        // Plain words, not the page's status badges: "Status: …" stays the name of this session's own.
        <Text size="1" color="gray">
          {stateWords(s)}
        </Text>
      ) : (
        <Text size="1" color="gray">
          {child.reading ? "named by its events; reading…" : "named by its events; could not be read"}
        </Text>
      )}
    </Flex>
  );
}

/**
 * What this session forked or spawned (sidechats, subagents), each with status and outcome: from the
 * list operation (`?source=`) where the service has one, else from the session ids its events name.
 * Renders nothing while loading or when there is nothing to show (most sessions spawn nothing).
 */
export function SessionFamily({ orgId, session, facts }: { orgId: string; session: Session; facts: FactsView }) {
  const listed = useQuery(spawnedSessionsQueryOptions(orgId, session.session_id));
  const unavailable = listed.data?.unavailable === true;
  const named = unavailable
    ? [...new Set(facts.spawned.map((s) => s.sessionId))].filter((id) => id !== session.session_id)
    : [];
  const reads = useQueries({
    queries: named.slice(0, FROM_EVENTS_MAX).map((id) => ({ ...sessionQueryOptions(orgId, id), retry: false })),
  });
  const children: Child[] = unavailable
    ? named
        .slice(0, FROM_EVENTS_MAX)
        .map((id, i) => ({ id, session: reads[i]?.data ?? null, reading: reads[i]?.isPending ?? true }))
    : (listed.data?.items ?? []).map((s) => ({ id: s.session_id, session: s }));
  if (children.length === 0) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap" flexShrink="0" asChild>
      <section aria-label="Spawned sessions">
        <Text size="2" color="gray">
          Spawned{unavailable ? " (named by its events)" : ""}
        </Text>
        <Flex gap="3" wrap="wrap" role="list">
          {children.map((child) => (
            <ChildItem key={child.id} orgId={orgId} child={child} />
          ))}
        </Flex>
        {named.length > FROM_EVENTS_MAX && (
          <Text size="1" color="gray">
            and {named.length - FROM_EVENTS_MAX} more named by its events
          </Text>
        )}
      </section>
    </Flex>
  );
}
