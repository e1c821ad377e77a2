import { Link1Icon } from "@radix-ui/react-icons";
import { Badge, Flex, IconButton, Text } from "@radix-ui/themes";
import type { MouseEvent, ReactNode } from "react";
import type { SessionEvent } from "@/api/types";
import { RelativeTime } from "@/ui/relative-time";
import { timestampMs } from "@/ui/relative-time-format";
import { formatClockTime } from "../../../format";
import { useTimelineActions } from "../timeline-actions";
import { CopyJsonButton } from "./copy-json-button";

/** hh:mm:ss; an integer from a drifted service is read as epoch s/ms; null when there is no readable time. */
function clockTime(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const at = timestampMs(value);
  return at === null ? null : formatClockTime(at);
}

interface RowFrameProps {
  /** The event the permalink and copy refer to (the tool_use for a tool block). */
  event: SessionEvent;
  /** Events copied as JSON (a tool block copies use + result). */
  copyValue: unknown;
  label: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
}

/** Shared chrome of every timeline row: label, times, copy-as-JSON and permalink. */
export function RowFrame({ event, copyValue, label, badges, children }: RowFrameProps) {
  const { eventHref, onSelectEvent } = useTimelineActions();
  const clock = clockTime(event.created_at);
  const onLink = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onSelectEvent(event.id);
  };
  return (
    <Flex direction="column" gap="1" py="2" px="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="1" weight="bold">
          {label}
        </Text>
        {badges}
        <Flex ml="auto" align="center" gap="3">
          <Text size="1" color="gray">
            <RelativeTime value={event.created_at} fallback="time not reported" />
          </Text>
          {clock !== null ? (
            <Text size="1" color="gray" title={String(event.created_at)}>
              {clock}
            </Text>
          ) : null}
          <Badge highContrast size="1" variant="soft" color="gray" title="Sequence number">
            #{event.seq}
          </Badge>
          <CopyJsonButton value={() => copyValue} label={`event ${event.id} as JSON`} />
          <IconButton asChild size="2" variant="ghost" color="gray">
            <a href={eventHref(event.id)} onClick={onLink} aria-label={`Link to event ${event.id}`}>
              <Link1Icon />
            </a>
          </IconButton>
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
}
