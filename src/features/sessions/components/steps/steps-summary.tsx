import { Box, Card, Flex, Grid, Heading, Link, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import type { Session } from "@/api/types";
import { useNow } from "@/ui";
import { formatCost, formatCount } from "../../format";
import type { CostSample, Step, StepsSummary } from "../../timeline-model/steps";
import { turnCosts } from "../../timeline-model/steps";
import { durationText, stepName } from "./step-format";
import type { TimelineLink } from "./timeline-link";
import { ToolTimeChart } from "./tool-time-chart";

/**
 * Above the bars: wall time, steps, error results, time by tool (chart + table), the five longest steps
 * (each a permalink to its timeline row) and the turns with their cost where the snapshots allow it.
 * Each number links to what it counts.
 */
interface StepsSummaryProps {
  summary: StepsSummary;
  samples: readonly CostSample[];
  session: Session;
  running: boolean;
  timelineLink: TimelineLink;
  /** Said over the numbers while they are not the whole session's (stepsCoverage). */
  coverage?: string | null;
}

function StepLink({ step, timelineLink }: { step: Step; timelineLink: TimelineLink }) {
  const link = timelineLink({ event: step.ref, tool: undefined, errors: undefined });
  return (
    <Link href={link.href} onClick={link.onClick} size="2">
      {stepName(step)}
      {step.label ? `: ${step.label}` : ""}
    </Link>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0, overflowWrap: "anywhere" }}>
      <Text as="div" size="1" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <Text as="div" size="3" weight="medium" asChild>
        <dd style={{ margin: 0 }}>{children}</dd>
      </Text>
    </Box>
  );
}

function Wall({ summary, running }: { summary: StepsSummary; running: boolean }) {
  const now = useNow({ active: running });
  const { firstAt, lastAt } = summary;
  if (firstAt === null || lastAt === null) return <>not reported</>;
  return <>{durationText((running ? Math.max(now, lastAt) : lastAt) - firstAt)}</>;
}

export function StepsSummaryView({ summary, samples, session, running, timelineLink, coverage }: StepsSummaryProps) {
  const errors = timelineLink({ errors: true, tool: undefined, event: undefined });
  const calls = timelineLink({ tool: undefined, errors: undefined, event: undefined });
  const costs = turnCosts(summary.turns, samples);
  const open = summary.oldestOpen;
  return (
    <Flex direction="column" gap="4">
      {coverage ? (
        <Text size="2" color="gray" role="status">
          {coverage}
        </Text>
      ) : null}
      <Grid columns={{ initial: "2", sm: "3", md: "6" }} gap="3" asChild>
        <dl aria-label="Steps in numbers" style={{ margin: 0 }}>
          <Stat label="Wall time">
            <Wall summary={summary} running={running} />
          </Stat>
          <Stat label="Steps">
            <Link href={calls.href} onClick={calls.onClick}>
              {formatCount(summary.steps)} tool {summary.steps === 1 ? "call" : "calls"}
            </Link>
            {summary.open > 0 && (
              <Text size="1" color="gray" as="div">
                {formatCount(summary.open)} {running ? "running" : "without a result"}
              </Text>
            )}
          </Stat>
          <Stat label="Error results">
            <Link href={errors.href} onClick={errors.onClick} color={summary.errors > 0 ? "red" : undefined}>
              {formatCount(summary.errors)} {summary.errors === 1 ? "error" : "errors"}
            </Link>
          </Stat>
          <Stat label="Time in tools">{durationText(summary.toolMs)}</Stat>
          <Stat label="Cost">{formatCost(session.cost_usd)}</Stat>
          {open && running && (
            <Stat label="Running now">
              <StepLink step={open} timelineLink={timelineLink} />
            </Stat>
          )}
        </dl>
      </Grid>
      <Flex gap="4" direction={{ initial: "column", md: "row" }}>
        <Box flexGrow={{ initial: "0", md: "3" }} flexBasis={{ initial: "auto", md: "0" }} minWidth="0" asChild>
          <Card>
            <Heading as="h3" size="2" mb="2">
              Time by tool
            </Heading>
            {summary.byTool.length === 0 ? (
              <Text size="2" color="gray">
                No tool calls yet.
              </Text>
            ) : (
              <ToolTimeChart
                byTool={summary.byTool}
                toolMs={summary.toolMs}
                running={running}
                timelineLink={timelineLink}
              />
            )}
          </Card>
        </Box>
        <Box flexGrow={{ initial: "0", md: "2" }} flexBasis={{ initial: "auto", md: "0" }} minWidth="0" asChild>
          <Card>
            <Heading as="h3" size="2" mb="2">
              Longest steps
            </Heading>
            {summary.longest.length === 0 ? (
              <Text size="2" color="gray">
                No finished steps yet.
              </Text>
            ) : (
              <ol aria-label="Longest steps" style={{ margin: 0, paddingLeft: "1.25rem" }}>
                {summary.longest.map((step) => (
                  <li key={step.useId} style={{ overflowWrap: "anywhere" }}>
                    <StepLink step={step} timelineLink={timelineLink} />{" "}
                    <Text size="2" color="gray">
                      {durationText(step.durationMs)}
                    </Text>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Box>
      </Flex>
      {summary.turns.length > 0 && (
        <Box>
          <Heading as="h3" size="2" mb="1">
            Turns
          </Heading>
          <ol aria-label="Turns" style={{ margin: 0, paddingLeft: "1.25rem" }}>
            {summary.turns.map((turn, i) => {
              const first = timelineLink({ event: String(turn.fromSeq), tool: undefined, errors: undefined });
              const spent = costs[i];
              return (
                <li key={turn.fromSeq}>
                  <Text size="2">
                    <Link href={first.href} onClick={first.onClick}>
                      Turn {i + 1}
                    </Link>
                    : {formatCount(turn.steps)} {turn.steps === 1 ? "step" : "steps"} ·{" "}
                    {turn.start !== null && turn.end !== null
                      ? durationText(turn.end - turn.start)
                      : "time not reported"}{" "}
                    · cost {spent === null || spent === undefined ? "not reported for this turn" : formatCost(spent)}
                  </Text>
                </li>
              );
            })}
          </ol>
        </Box>
      )}
    </Flex>
  );
}
