import { CheckCircledIcon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Heading, Link as RadixLink, Skeleton, Spinner, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { SessionsIndexSearch } from "../../search-schema";
import { countCaption } from "../../triage/count-caption";
import type { TriageSummary } from "../../triage/triage";
import { ATTENTION_KINDS, type AttentionKind, MAX_LIVE_PROBES } from "../../triage/triage-keys";
import type { TriageSource } from "../../triage/use-triage";

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
        ? `Possibly stuck is checked for the first ${MAX_LIVE_PROBES} of the ${running} running sessions in the service's order while this page is open; opening any other checks it too.`
        : "Possibly stuck is checked for the running sessions while this page is open.";
  if (source.kind === "recent") {
    return `This service lists no sessions: this covers the ${source.opened} ${source.opened === 1 ? "session" : "sessions"} you opened in this browser. ${stuck}`;
  }
  if (source.pending) return "Reading the sessions list…";
  if (source.failed && source.listed === 0) {
    return "The sessions list could not be read, so what needs your attention is not known.";
  }
  const listed = source.failed
    ? `The list could not be read past its first ${source.listed} sessions: this covers those.`
    : source.loadingMore
      ? `Reading the list: ${source.listed} sessions so far.`
      : source.capped
        ? `Covers the ${source.listed} newest listed sessions (the service has more).`
        : `Covers all ${source.listed} listed sessions.`;
  return `${listed} ${stuck} Opening a session clears its action required and failure from here; possibly stuck stays until the session moves or you dismiss it on its row.`;
}

/** The Needs-attention strip: one count per reason, each filtering the table below in one click. */
export function NeedsAttention({
  orgId,
  summary,
  source,
  running,
  checking,
  unreadable,
  active,
}: {
  orgId: string;
  summary: TriageSummary;
  source: TriageSource;
  running: number;
  /** Running sessions whose events are still being read: their "possibly stuck" is not known yet. */
  checking: number;
  /** Running sessions whose events could not be read: their "possibly stuck" stays unknown. */
  unreadable: number;
  active: AttentionKind | undefined;
}) {
  // With no session read yet (or none readable), no count is known: none is shown as a number.
  const counts: Counts =
    source.kind === "list" && source.pending
      ? "reading"
      : source.kind === "list" && source.failed && source.listed === 0
        ? "unknown"
        : "known";
  // "Nothing needs your attention" is a claim about every reason and every session: not made while any
  // of them is not known (the list still read or cut short, a stall still checked or not readable).
  const partial = source.kind === "list" ? source.loadingMore || source.failed : source.pending;
  const clear = counts === "known" && !partial && summary.anyCount === 0 && checking === 0 && unreadable === 0;
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
                  <AttentionCount
                    orgId={orgId}
                    kind={kind}
                    counts={counts}
                    count={summary.counts[kind]}
                    checking={kind === "stuck" ? checking : 0}
                    unreadable={kind === "stuck" ? unreadable : 0}
                    active={active === kind}
                  />
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

const sessions = (n: number) => `${n} running ${n === 1 ? "session" : "sessions"}`;

/** Whether the strip's counts are known: `reading` before the list's first page, `unknown` when it failed. */
type Counts = "known" | "reading" | "unknown";

function AttentionCount({
  orgId,
  kind,
  counts,
  count,
  checking,
  unreadable,
  active,
}: {
  orgId: string;
  kind: AttentionKind;
  counts: Counts;
  count: number;
  /** Sessions not judged yet: a 0 would read as "none", so the count waits for them. */
  checking: number;
  /** Sessions that cannot be judged: said beside the count, never folded into it. */
  unreadable: number;
  active: boolean;
}) {
  // With nothing found yet, a 0 is only true once every running session has been read.
  const shown =
    counts !== "known"
      ? counts
      : count > 0
        ? "count"
        : checking > 0
          ? "checking"
          : unreadable > 0
            ? "unknown"
            : "count";
  // Said only beside a number: a dash or a spinner counts nothing yet.
  const caption = shown === "count" ? countCaption(kind, count) : null;
  const notes = [
    checking > 0 ? (count > 0 ? `checking ${checking} more…` : `checking ${sessions(checking)}…`) : null,
    unreadable > 0 ? `${sessions(unreadable)} could not be read` : null,
  ].filter((note) => note !== null);
  const body = (
    <Flex direction="column" gap="0">
      {shown === "reading" ? (
        <Skeleton height="var(--line-height-6)" width="2ch" />
      ) : shown === "checking" ? (
        <Flex height="var(--line-height-6)" align="center">
          <Spinner size="3" />
        </Flex>
      ) : (
        <Text size="6" weight="bold" color={count > 0 ? TONE[kind] : "gray"} highContrast={count > 0}>
          {shown === "unknown" ? "—" : count}
        </Text>
      )}
      <Text size="2">{ATTENTION_LABELS[kind]}</Text>
      {caption && (
        <Text size="1" color="gray">
          {caption}
        </Text>
      )}
      {notes.map((note) => (
        <Text key={note} size="1" color="gray">
          {note}
        </Text>
      ))}
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
        aria-label={`${count} ${ATTENTION_LABELS[kind]}: ${caption ?? countCaption(kind, count)}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}${active ? " (shown below; select to show all)" : ""}`}
        style={active ? { outline: "2px solid var(--accent-8)", outlineOffset: -1 } : undefined}
      >
        {body}
      </Link>
    </Card>
  );
}
