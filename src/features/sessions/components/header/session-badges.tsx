import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Badge } from "@radix-ui/themes";
import type { Outcome } from "@/api/types";
import { readSessionStatus, type SessionPhase } from "../../session-status";

const COLOR: Record<SessionPhase, "blue" | "gray" | "red" | "amber"> = {
  running: "blue",
  exit: "gray",
  error: "red",
  suspended: "amber",
  unknown: "gray",
  missing: "gray",
};

/**
 * Lifecycle state (spec §3.1) — NOT task success. Drawn as an outlined pill with a
 * dot so it never reads like the solid, iconed outcome badge next to it.
 */
export function StatusBadge({ status }: { status: unknown }) {
  // An unknown status is shown as sent, neutral, never as a known one; a missing one says so.
  const { phase, label } = readSessionStatus(status);
  const color = COLOR[phase];
  return (
    <Badge highContrast color={color} variant="outline" radius="full" size="2" aria-label={`Status: ${label}`}>
      <span
        aria-hidden
        style={{ width: 7, height: 7, borderRadius: 999, background: `var(--${color}-9)`, display: "inline-block" }}
      />
      {label}
    </Badge>
  );
}

const OUTCOME = {
  success: { color: "green", label: "success", Icon: CheckCircledIcon },
  failure: { color: "red", label: "failure", Icon: CrossCircledIcon },
  action_required: { color: "amber", label: "action required", Icon: ExclamationTriangleIcon },
} as const;

/** Task result: solid, square, with an icon. Null outcome renders "no outcome" so absence is explicit. */
export function OutcomeBadge({ outcome }: { outcome: Outcome | null | undefined }) {
  if (!outcome) {
    return (
      <Badge highContrast color="gray" variant="soft" radius="small" size="2" aria-label="Outcome: none">
        no outcome
      </Badge>
    );
  }
  const known = Object.hasOwn(OUTCOME, outcome) ? OUTCOME[outcome] : null;
  if (!known) {
    // A value the contract does not list (a newer service): shown as it came, neutral; a non-string as
    // its JSON, never "[object Object]".
    const sent = typeof outcome === "string" ? outcome : JSON.stringify(outcome);
    return (
      <Badge highContrast color="gray" variant="soft" radius="small" size="2" aria-label={`Outcome: ${sent}`}>
        {sent}
      </Badge>
    );
  }
  const { color, label, Icon } = known;
  return (
    <Badge highContrast color={color} variant="solid" radius="small" size="2" aria-label={`Outcome: ${label}`}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
