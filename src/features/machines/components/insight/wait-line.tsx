import { Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { NOT_REPORTED } from "@/ui/readable";
import { durationText } from "@/ui/time";
import type { MachineWaits } from "../../hooks/use-wait-analytics";
import { SessionLink } from "../../parts/session-link";

/** One line on an overview card: "p95 wait 4 min · oldest 7 min", each leading to its sessions. */
export function WaitLine({
  orgId,
  machine,
  waits,
}: {
  orgId: string;
  machine: string;
  waits: MachineWaits | undefined;
}) {
  const a = waits?.analytics;
  const list = waits?.list ?? "reading";
  if (!a || a.waits.length === 0)
    return (
      <Text size="2" color="gray">
        {list === "reading"
          ? "Waits: reading this Machine's sessions…"
          : list === "failed"
            ? "Waits: not known (this Machine's sessions could not be read)"
            : "Waits: not reported yet (no session seen on this Machine)"}
      </Text>
    );
  return (
    <Text size="2">
      <RadixLink asChild underline="always">
        <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine }} hash="wait-sessions">
          p95 wait {durationText(a.p95?.ms ?? 0, "wait", NOT_REPORTED)}
        </Link>
      </RadixLink>
      {" · "}
      {a.oldest ? (
        <SessionLink orgId={orgId} sessionId={a.oldest.sessionId}>
          oldest {durationText(a.oldest.ms, "wait", NOT_REPORTED)}
        </SessionLink>
      ) : list === "listed" ? (
        "none waiting"
      ) : (
        "none waiting among the sessions seen"
      )}
    </Text>
  );
}
