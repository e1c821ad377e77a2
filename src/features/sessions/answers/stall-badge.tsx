import { ClockIcon } from "@radix-ui/react-icons";
import { Badge, Tooltip } from "@radix-ui/themes";
import { durationText } from "@/ui/time";
import type { StallVerdict } from "./stall";

const REASON = {
  open_tool_call: "a tool call has had no result",
  spending_silently: "cost keeps rising with no new event",
  no_events: "no new event",
} as const;

/** "possibly stuck" beside the status badge (header, sessions list, watch-wall cell); nothing otherwise. */
export function StallBadge({
  verdict,
  now,
  size = "2",
}: {
  verdict: StallVerdict | null;
  now: number;
  size?: "1" | "2";
}) {
  if (!verdict?.stalled) return null;
  const reason = verdict.reasons[0];
  const quiet = verdict.quietSince === null ? null : durationText(now - verdict.quietSince, "span");
  const threshold = durationText(verdict.thresholdMs, "span");
  const why = `${reason ? REASON[reason] : "no new event"}${quiet ? ` for ${quiet}` : ""} (threshold ${threshold ?? "not set"})`;
  return (
    <Tooltip content={why}>
      <Badge highContrast color="amber" variant="soft" radius="full" size={size} aria-label={`Possibly stuck: ${why}`}>
        <ClockIcon aria-hidden />
        possibly stuck
      </Badge>
    </Tooltip>
  );
}
