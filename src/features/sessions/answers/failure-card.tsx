import { Badge, Box, Card, Code, DataList, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Field } from "../fields/field-row";
import type { ToolFailure } from "../timeline-model/changes";
import { EventLink, SourceLink, useAnswerLinks } from "./answer-links";
import type { FailureSummary } from "./failure-summary";

const WRAP = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

function FailingStep({ failure }: { failure: ToolFailure }) {
  const label = failure.command ?? failure.tool ?? "a tool call";
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text size="2">
        <EventLink eventRef={failure.ref} label={`Go to the failing step: ${label}`}>
          <Code variant="ghost">{label}</Code>
        </EventLink>
        {failure.exitCode !== null && <Text color="gray"> exited with code {failure.exitCode}</Text>}
      </Text>
      {failure.excerpt !== "" && (
        <Code size="1" variant="soft" color="gray" style={{ ...WRAP, display: "block", padding: "var(--space-2)" }}>
          {failure.excerpt}
        </Code>
      )}
    </Flex>
  );
}

function Cause({ summary }: { summary: FailureSummary }) {
  const cls = summary.errorClass;
  if (!cls) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text size="2">{cls.known || cls.infrastructure ? cls.words : "unknown error class"}</Text>
      <Code variant="ghost" color="gray">
        {cls.raw}
      </Code>
      {cls.infrastructure && (
        <Badge color="gray" variant="surface">
          infrastructure, not the agent
        </Badge>
      )}
    </Flex>
  );
}

export interface FailureCardProps {
  summary: FailureSummary;
  /** At the top of the timeline: the headline, the cause and the failing step; the rest in Diagnostics. */
  compact?: boolean;
}

/**
 * Why the session failed, in one card: the error class in words, stage / reason / root cause, the
 * messages, the result summary, the first failing tool result (a link to its timeline row) and the
 * context at the end. Only what the key may see; a restricted key is told what more debug would show.
 * The run time and the context share open their source, the header's Details (wherever the page provides it).
 */
export function FailureCard({ summary, compact = false }: FailureCardProps) {
  return (
    <Card size="1" variant="surface" asChild>
      <section aria-label="Why it failed" style={{ borderLeft: "3px solid var(--red-9)", flexShrink: 0 }}>
        <Flex direction="column" gap="2">
          {/* Compact, under the status sentence that already says the headline: the evidence only. */}
          {compact ? <CompactEvidence summary={summary} /> : <FailureHeading summary={summary} />}
          {!compact && <FullEvidence summary={summary} />}
          {summary.restricted && (
            <Text size="1" color="gray">
              The error message, diagnostics and result summary need <Code variant="ghost">sessions:debug</Code>, which
              only organization owners and admins hold.
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}

/** "Failed after 12 min: the device was unavailable", the run time a link to its source in Details. */
function FailureHeading({ summary }: { summary: FailureSummary }) {
  const cls = summary.errorClass;
  const why = cls && (cls.known || cls.infrastructure) ? cls.words : (summary.diagnosticMessage ?? cls?.raw ?? null);
  return (
    <Heading as="h2" size="2" color="red" highContrast>
      {summary.verb}
      {summary.took && (
        <>
          {" after "}
          <SourceLink to="details" label={`${summary.headline}, in Details`}>
            {summary.took}
          </SourceLink>
        </>
      )}
      {why ? `: ${why}` : ""}
    </Heading>
  );
}

/** Over the timeline: the class and message, the result summary, the failing step, and the way to the rest. */
function CompactEvidence({ summary }: { summary: FailureSummary }) {
  const links = useAnswerLinks();
  return (
    <>
      {(summary.errorClass || summary.diagnosticMessage) && (
        <Text size="2">
          {summary.errorClass && (
            <Code variant="ghost" weight="bold">
              {summary.errorClass.raw}
            </Code>
          )}
          {summary.errorClass && summary.diagnosticMessage && " "}
          {summary.diagnosticMessage}
        </Text>
      )}
      {summary.resultSummary && <Text size="2">{summary.resultSummary}</Text>}
      {summary.firstFailure && (
        <Flex gap="2" align="start" wrap="wrap">
          <Text size="2" color="gray">
            First failing step
          </Text>
          <Box minWidth="0" flexGrow="1">
            <FailingStep failure={summary.firstFailure} />
          </Box>
        </Flex>
      )}
      {links?.onOpenDiagnostics && (
        <Text size="2">
          <RadixLink asChild underline="always">
            <button
              type="button"
              onClick={links.onOpenDiagnostics}
              style={{ background: "none", border: 0, padding: 0, font: "inherit", cursor: "pointer" }}
            >
              Every detail in Diagnostics
            </button>
          </RadixLink>
        </Text>
      )}
    </>
  );
}

/** In Diagnostics: every field the failure has, one row each. */
function FullEvidence({ summary }: { summary: FailureSummary }) {
  const codes = [summary.stage, summary.reasonCode, summary.rootCause];
  return (
    <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
      {summary.errorClass && (
        <Field labelWidth="140px" label="Error class">
          <Cause summary={summary} />
        </Field>
      )}
      {codes.some((code) => code !== null) && (
        <Field labelWidth="140px" label="Stage · reason · root cause">
          <Text size="2">
            {codes.map((code, i) => (
              <span key={["stage", "reason", "root"][i]}>
                {i > 0 && " · "}
                {code ? <Code variant="ghost">{code}</Code> : <Text color="gray">unknown</Text>}
              </span>
            ))}
          </Text>
        </Field>
      )}
      {summary.diagnosticMessage && (
        <Field labelWidth="140px" label="Diagnostic message">
          <Text size="2">{summary.diagnosticMessage}</Text>
        </Field>
      )}
      {summary.errorMessage && (
        <Field labelWidth="140px" label="Error message">
          <Text size="2" style={WRAP}>
            {summary.errorMessage}
          </Text>
        </Field>
      )}
      {summary.resultSummary && (
        <Field labelWidth="140px" label="Result summary">
          <Text size="2">{summary.resultSummary}</Text>
        </Field>
      )}
      {summary.firstFailure && (
        <Field labelWidth="140px" label="First failing step">
          <FailingStep failure={summary.firstFailure} />
        </Field>
      )}
      {summary.contextPercent !== null && (
        <Field labelWidth="140px" label="Context at the end">
          <Text size="2">
            <SourceLink to="details" label={`Context at the end ${summary.contextPercent}%, in Details`}>
              {summary.contextPercent}%
            </SourceLink>{" "}
            of the window
          </Text>
        </Field>
      )}
    </DataList.Root>
  );
}
