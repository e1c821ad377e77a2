import { CheckCircledIcon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { TriageSummary } from "../../triage/triage";
import { ATTENTION_KINDS, type AttentionKind, MAX_LIVE_PROBES } from "../../triage/triage-keys";
import type { TriageSource } from "../../triage/use-triage";
import type { SessionsIndexSearch } from "../search-schema";

export const ATTENTION_LABELS: Record<AttentionKind, string> = {
  action_required: "Action required",
  stuck: "Possibly stuck",
  failed: "Failed in the last 24 h",
  held: "Follow-ups held",
};

const TONE: Record<AttentionKind, "amber" | "red" | "blue"> = {
  action_required: "amber",
  stuck: "amber",
  failed: "red",
  held: "blue",
};

function coverage(source: TriageSource, running: number): string {
  const stuck =
    running === 0
      ? "No session is running."
      : running > MAX_LIVE_PROBES
        ? `Possibly stuck is checked for ${MAX_LIVE_PROBES} of the ${running} running sessions while this page is open.`
        : "Possibly stuck is checked for the running sessions while this page is open.";
  if (source.kind === "recent") {
    return `This service lists no sessions: this covers the ${source.opened} ${source.opened === 1 ? "session" : "sessions"} you opened in this browser. ${stuck}`;
  }
  const listed = source.loadingMore
    ? `Reading the list: ${source.listed} sessions so far.`
    : source.capped
      ? `Covers the ${source.listed} newest listed sessions (the service has more).`
      : `Covers all ${source.listed} listed sessions.`;
  return `${listed} ${stuck} Opening a session clears it from here.`;
}

/** The Needs-attention strip: one count per reason, each filtering the table below in one click. */
export function NeedsAttention({
  orgId,
  summary,
  source,
  running,
  active,
}: {
  orgId: string;
  summary: TriageSummary;
  source: TriageSource;
  running: number;
  active: AttentionKind | undefined;
}) {
  const clear = summary.anyCount === 0;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="needs-attention-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="baseline" gap="3" wrap="wrap">
            <Heading as="h2" size="3" id="needs-attention-heading">
              Needs attention
            </Heading>
            {active && (
              <RadixLink asChild size="2">
                <Link
                  to="/o/$orgId/sessions"
                  params={{ orgId }}
                  search={(prev: SessionsIndexSearch) => ({ ...prev, attention: undefined })}
                >
                  Show all sessions
                </Link>
              </RadixLink>
            )}
          </Flex>
          {clear ? (
            <Text size="2" color="green" role="status">
              <CheckCircledIcon aria-hidden /> Nothing needs your attention.
            </Text>
          ) : null}
          <Grid columns={{ initial: "2", sm: "4" }} gap="2" asChild>
            <ul aria-label="Needs attention" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {ATTENTION_KINDS.map((kind) => (
                <li key={kind}>
                  <AttentionCount orgId={orgId} kind={kind} count={summary.counts[kind]} active={active === kind} />
                </li>
              ))}
            </ul>
          </Grid>
          <Text size="1" color="gray">
            {coverage(source, running)}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}

function AttentionCount({
  orgId,
  kind,
  count,
  active,
}: {
  orgId: string;
  kind: AttentionKind;
  count: number;
  active: boolean;
}) {
  const body = (
    <Flex direction="column" gap="0">
      <Text size="6" weight="bold" color={count > 0 ? TONE[kind] : "gray"} highContrast={count > 0}>
        {count}
      </Text>
      <Text size="2">{ATTENTION_LABELS[kind]}</Text>
    </Flex>
  );
  if (count === 0)
    return (
      <Card size="1" variant="surface" style={{ height: "100%" }}>
        {body}
      </Card>
    );
  return (
    <Card size="1" variant={active ? "classic" : "surface"} asChild style={{ height: "100%" }}>
      <Link
        to="/o/$orgId/sessions"
        params={{ orgId }}
        search={(prev: SessionsIndexSearch) => ({ ...prev, attention: active ? undefined : kind })}
        aria-current={active ? "true" : undefined}
        aria-label={`${count} ${ATTENTION_LABELS[kind]}${active ? " (shown below; select to show all)" : ""}`}
        style={active ? { outline: "2px solid var(--accent-8)", outlineOffset: -1 } : undefined}
      >
        {body}
      </Link>
    </Card>
  );
}
