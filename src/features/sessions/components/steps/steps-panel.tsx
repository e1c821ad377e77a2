import { Flex, Heading, Text } from "@radix-ui/themes";
import { useMemo } from "react";
import type { Session } from "@/api/types";
import { useOutbox } from "../../hooks/use-outbox";
import { useSessionSteps } from "../../hooks/use-session-steps";
import { mayStillRun } from "../../session-status";
import { flowExtras } from "../timeline/flow-extras";
import { stepsCoverage } from "./steps-coverage";
import { StepsList } from "./steps-list";
import { StepsSummaryView } from "./steps-summary";
import type { TimelineLink } from "./timeline-link";

/**
 * The Steps tab (a lazy chunk): where the time went. The summary above, every tool call as a bar below,
 * both from the one SessionSteps fold of the session's feed (incremental, shared).
 */
export interface StepsPanelProps {
  orgId: string;
  session: Session;
  timelineLink: TimelineLink;
}

export default function StepsPanel({ orgId, session, timelineLink }: StepsPanelProps) {
  const view = useSessionSteps(orgId, session);
  const running = mayStillRun(session.status);
  const { status } = view.snapshot;
  const outbox = useOutbox(orgId, session.session_id, status.sessionStatus);
  const entries = view.snapshot.entries.list;
  const extras = useMemo(
    () => flowExtras({ history: status.history, outbox: outbox.messages, remote: outbox.remote, entries }),
    [status.history, outbox.messages, outbox.remote, entries],
  );
  const loading = status.phase === "catching_up" || status.phase === "idle";
  const historyLoading = status.history !== null && status.history.phase !== "done";
  const empty = loading
    ? "Loading events…"
    : status.phase === "error"
      ? "Events could not be loaded."
      : "No tool calls yet.";
  return (
    <Flex direction="column" gap="4" data-testid="steps-panel">
      <StepsSummaryView
        summary={view.summary}
        samples={view.samples}
        session={session}
        running={running}
        timelineLink={timelineLink}
        coverage={stepsCoverage(status, entries.size)}
      />
      <Flex direction="column" gap="1">
        <Heading as="h3" size="2">
          Every step
        </Heading>
        <Text size="1" color="gray" aria-live="polite">
          {historyLoading
            ? "Older history is still loading; its steps appear as it arrives."
            : "Bars on each turn's time axis, thinking before each call as a thin line. ↑ ↓ move between steps; Enter opens one in the timeline."}
        </Text>
      </Flex>
      <StepsList
        items={view.items}
        structure={view.structure}
        summary={view.summary}
        running={running}
        timelineLink={timelineLink}
        emptyText={empty}
        extras={extras}
      />
    </Flex>
  );
}
