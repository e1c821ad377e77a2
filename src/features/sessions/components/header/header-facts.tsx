import { LockClosedIcon } from "@radix-ui/react-icons";
import { Box, Code, Flex, Text, Tooltip } from "@radix-ui/themes";
import { memo, type ReactNode } from "react";
import type { Session } from "@/api/types";
import { ExternalLink } from "@/ui/external-link";
import { presentText } from "@/ui/readable";
import { SourceLink } from "../../answers/answer-links";
import { MachineLink } from "../../fields/machine-link";
import { formatCost, formatRunTime, readContext } from "../../format";
import { useRunTime } from "../../hooks/use-run-time";
import { waitsForWorker } from "../../session-status";
import { BranchDelete } from "./fields-run";

/** One scannable fact: a small gray label and its value, kept on one line. */
function Fact({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <Flex asChild align="center" gap="1" style={{ whiteSpace: "nowrap", minWidth: 0, flexShrink: 0 }}>
      <li title={title}>
        <Text size="1" color="gray">
          {label}
        </Text>
        <Text size="2" truncate style={{ maxWidth: "28ch" }}>
          {children}
        </Text>
      </li>
    </Flex>
  );
}

function contextColor(percent: number): string {
  if (percent >= 90) return "var(--red-9)";
  if (percent >= 75) return "var(--amber-9)";
  return "var(--accent-9)";
}

/** Context occupancy as a small bar: the full meter lives in the details. */
function ContextBar({ session }: { session: Session }) {
  const ctx = readContext(session.context);
  if (!ctx || ctx.percent === null) return null;
  const { text, percent } = ctx;
  // Tokens of the window where both are known; else the share out of 100.
  const tokensKnown = ctx.tokens !== null && ctx.window !== null && ctx.window > 0;
  return (
    <Tooltip content={text}>
      <Flex asChild align="center" gap="1" flexShrink="0">
        <li>
          <Text size="1" color="gray">
            context
          </Text>
          <Box
            role="meter"
            aria-label="Context window"
            aria-valuemin={0}
            aria-valuemax={tokensKnown ? (ctx.window ?? 100) : 100}
            aria-valuenow={tokensKnown ? (ctx.tokens ?? percent) : percent}
            aria-valuetext={text}
            style={{ width: 56, height: 6, borderRadius: 999, background: "var(--gray-a4)", overflow: "hidden" }}
          >
            <Box
              style={{
                width: `${Math.min(100, Math.max(0, percent))}%`,
                height: "100%",
                background: contextColor(percent),
              }}
            />
          </Box>
          <Text size="2">
            <SourceLink to="details" label={`Context ${text}, in Details`}>
              {percent}%
            </SourceLink>
          </Text>
        </li>
      </Flex>
    </Tooltip>
  );
}

/**
 * The few facts people scan, on one wrapping line: repository, branch, pull request, Machine, model,
 * cost, duration, context. Everything else is in the details. Memoized: the header re-renders on every
 * feed page, the facts only when the session does (the run time ticks on its own).
 */
export const HeaderFacts = memo(function HeaderFacts({
  session,
  restricted = false,
}: {
  session: Session;
  restricted?: boolean;
}) {
  const repos = session.repos && session.repos.length > 0 ? session.repos : session.repo ? [session.repo] : [];
  const pr = session.pr_url ? session.pr_url : null;
  const waiting = waitsForWorker(session);
  return (
    // The facts wrap at every width: on a phone a sideways-scrolling line hid the branch and its Delete….
    <Flex
      asChild
      gap="4"
      wrap="wrap"
      align="center"
      m="0"
      p="0"
      style={{ listStyle: "none", rowGap: "var(--space-1)", minWidth: 0, flexShrink: 0 }}
    >
      <ul aria-label="Session facts">
        {repos.length > 0 && (
          <Fact label={repos.length > 1 ? "repos" : "repo"} title={repos.join(", ")}>
            <Code variant="ghost">{repos[0]}</Code>
            {repos.length > 1 ? ` +${repos.length - 1}` : ""}
          </Fact>
        )}
        {session.branch && (
          <Flex asChild align="center" gap="1" style={{ whiteSpace: "nowrap", minWidth: 0, maxWidth: "100%" }}>
            <li>
              <Text size="1" color="gray">
                branch
              </Text>
              <Text size="2" truncate style={{ maxWidth: "28ch", minWidth: 0 }} title={session.branch}>
                <Code variant="ghost">{session.branch}</Code>
              </Text>
              <BranchDelete session={session} branch={session.branch} />
            </li>
          </Flex>
        )}
        {pr && (
          <Fact label="PR" title={presentText(session.pr_title) ?? pr}>
            <ExternalLink href={pr}>{presentText(session.pr_title) ?? pr}</ExternalLink>
          </Fact>
        )}
        {session.machine && (
          <Fact label="Machine">
            <MachineLink name={session.machine.name} />
            {typeof session.machine.queue_position === "number" && session.machine.state === "waiting"
              ? ` · queue ${session.machine.queue_position}`
              : ""}
          </Fact>
        )}
        <Fact label="model">
          {presentText(session.model) ? (
            <Code variant="ghost">{presentText(session.model)}</Code>
          ) : (
            <Text color="gray">inherited</Text>
          )}
        </Fact>
        {waiting ? (
          // Nothing has run yet: "0 ms" and "0 %" would read as measurements.
          <Fact label="run">
            <Text color="gray">not started: waiting for a worker</Text>
          </Fact>
        ) : (
          <>
            <Fact label="cost">
              <SourceLink to="steps" label="Cost by turn, in Steps">
                {formatCost(session.cost_usd)}
              </SourceLink>
            </Fact>
            <RunTimeFact session={session} />
            <ContextBar session={session} />
          </>
        )}
        {restricted && (
          <Flex asChild align="center" gap="1" flexShrink="0">
            <li>
              <LockClosedIcon aria-hidden color="var(--gray-10)" />
              <Text size="1" color="gray">
                Some fields hidden — needs sessions:debug (owner/admin)
              </Text>
            </li>
          </Flex>
        )}
      </ul>
    </Flex>
  );
});

/** "running for" on the shared clock while it may still run (the read's duration_ms goes stale), else "duration". */
function RunTimeFact({ session }: { session: Session }) {
  const run = useRunTime(session);
  const { text, muted } = formatRunTime(run);
  return (
    <Fact label={run.kind === "live" ? "running for" : "duration"}>
      {muted ? (
        <Text color="gray">{text}</Text>
      ) : (
        <SourceLink to="details" label="Started and finished, in Details">
          {text}
        </SourceLink>
      )}
    </Fact>
  );
}
