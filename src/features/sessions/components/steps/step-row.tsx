import { Badge, Box, Flex, Separator, Text } from "@radix-ui/themes";
import { memo } from "react";
import { useNow } from "@/ui";
import type { Step, StepMark } from "../../timeline-model/steps";
import { type Axis, barOf, durationText, stepName, stepWords } from "./step-format";
import type { TimelineLink } from "./timeline-link";

/**
 * One step of the steps view: what it ran on the first line, and on the second its bar on the turn's time
 * axis, the model's thinking before it as a faint stretch. An open call's bar and "running for" tick on the
 * shared clock (only that row re-renders). The row is a link to the call's row in the timeline.
 */
export const STEP_HEIGHT = 56;
export const MARK_HEIGHT = 34;

const LINE = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 } as const;
const COLOR = { ok: "var(--accent-9)", error: "var(--red-9)", open: "var(--amber-9)" } as const;

interface StepRowProps {
  step: Step;
  previousEnd: number | null;
  axis: Axis | null;
  running: boolean;
  active: boolean;
  index: number;
  timelineLink: TimelineLink;
}

export const StepRow = memo(function StepRow({
  step,
  previousEnd,
  axis,
  running,
  active,
  index,
  timelineLink,
}: StepRowProps) {
  const live = step.state === "open" && running;
  const now = useNow({ active: live });
  const bar = barOf(step, previousEnd, axis, now);
  const words = stepWords(step, { running, now });
  const think =
    previousEnd !== null && step.start !== null && step.start > previousEnd ? step.start - previousEnd : null;
  const link = timelineLink({ event: step.ref, tool: undefined, errors: undefined });
  const right =
    step.state === "open"
      ? running
        ? `running for ${durationText(step.start === null ? null : Math.max(0, now - step.start))}`
        : "no result recorded"
      : durationText(step.durationMs);
  return (
    <a
      href={link.href}
      onClick={link.onClick}
      tabIndex={active ? 0 : -1}
      data-step-index={index}
      aria-label={words}
      className="steps-row"
      style={{ display: "block", height: STEP_HEIGHT, padding: "6px 12px", color: "inherit", textDecoration: "none" }}
    >
      <Flex align="center" gap="2" style={{ minWidth: 0 }}>
        <Badge highContrast variant="outline" color={step.state === "error" ? "red" : "gray"}>
          {stepName(step)}
        </Badge>
        <Text size="1" style={{ ...LINE, flex: 1 }}>
          {step.label ?? ""}
        </Text>
        {think !== null && (
          <Text size="1" color="gray" className="hide-narrow">
            thought {durationText(think)}
          </Text>
        )}
        <Text size="1" weight="medium" color={step.state === "error" ? "red" : undefined} style={{ flexShrink: 0 }}>
          {step.state === "error" ? `error · ${right}` : right}
        </Text>
      </Flex>
      <Box position="relative" mt="2" style={{ height: 10, background: "var(--gray-a3)", borderRadius: 3 }} aria-hidden>
        {bar && bar.thinkWidth > 0 && (
          <Box
            position="absolute"
            style={{
              left: `${bar.thinkLeft}%`,
              width: `${bar.thinkWidth}%`,
              top: 4,
              height: 2,
              background: "var(--gray-a8)",
            }}
          />
        )}
        {bar && (
          <Box
            position="absolute"
            style={{
              left: `${bar.left}%`,
              width: `max(3px, ${bar.width}%)`,
              top: 0,
              bottom: 0,
              borderRadius: 3,
              background: COLOR[step.state],
            }}
          />
        )}
      </Box>
    </a>
  );
});

/** A status change between steps; the one before a turn's first step names the turn. */
export function MarkRow({ mark, turn }: { mark: StepMark; turn: number | null }) {
  const text = mark.text ?? "Status changed";
  return (
    <Flex
      align="center"
      gap="3"
      px="3"
      style={{ height: MARK_HEIGHT }}
      role="separator"
      aria-label={turn === null ? text : `Turn ${turn}: ${text}`}
    >
      <Separator size="4" style={{ flex: 1 }} />
      <Text size="1" color="gray" style={{ flexShrink: 0 }}>
        {turn === null ? text : `Turn ${turn} · ${text}`}
      </Text>
      <Separator size="4" style={{ flex: 1 }} />
    </Flex>
  );
}
