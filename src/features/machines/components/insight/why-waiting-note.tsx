import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isApiError } from "@/api/errors";
import type { Session } from "@/api/types";
import { useHeldSince } from "@/features/sessions";
import { useNow } from "@/ui";
import { MACHINE_ANCHOR } from "../../anchors";
import { EnrollWorkerButton } from "../../enrollment/enroll-worker-button";
import { useWaitAnalytics } from "../../hooks/use-wait-analytics";
import { paceOf } from "../../insight/machine-answers";
import { type MachineRead, type WhyWaiting, whyWaiting } from "../../insight/why-waiting";
import { MachinePlaceLink } from "../../parts/session-link";
import { machineQueryOptions } from "../../queries";

/** The Machine as read for the explainer: ok, gone (404) or unknown (not read yet, or any other failure). */
export function useMachineRead(orgId: string, machine: string | null): MachineRead {
  const query = useQuery({ ...machineQueryOptions(orgId, machine ?? ""), enabled: machine !== null });
  if (query.data) return { kind: "ok", machine: query.data };
  if (isApiError(query.error) && query.error.status === 404) return { kind: "gone" };
  return { kind: "unknown" };
}

export interface WhyWaitingNoteProps {
  orgId: string;
  /** The session as retrieved (its `machine` placement is what is explained). */
  session: Pick<Session, "session_id" | "machine">;
  /**
   * When a follow-up was held because the session's machine change is pending (ms), else null. Absent: read
   * from this tab's outbox for the session (what the composer shows as held).
   */
  heldAt?: number | null;
  /** "Move to cloud": e.g. opens the composer with cloud as the move target. Absent: the advice only. */
  onMoveToCloud?: () => void;
  /** Ask for the Machine's session list for the typical wait (default true; false = sessions seen here only). */
  listSessions?: boolean;
}

/** The explainer's answer for one session, ready to render; null when it is not waiting. */
export function useWhyWaiting({ orgId, session, heldAt: given, listSessions = true }: WhyWaitingNoteProps) {
  const ids = useMemo(() => [session.session_id], [session.session_id]);
  const held = useHeldSince(orgId, ids).get(session.session_id) ?? null;
  const heldAt = given === undefined ? held : given;
  const name = typeof session.machine?.name === "string" ? session.machine.name : null;
  const machine = useMachineRead(orgId, name);
  const waits = useWaitAnalytics(orgId, name ?? "", { list: listSessions && name !== null, listEveryMs: 60_000 });
  const now = useNow({ active: heldAt !== null, everyMs: 1000 });
  return whyWaiting({
    placement: session.machine,
    machine,
    heldAt,
    typicalWaitMs: waits.analytics.p50?.ms ?? null,
    pace: paceOf(waits.analytics),
    now: heldAt === null ? waits.at : now,
  });
}

/** "Why is it waiting?" for a session waiting on a Machine: the sentence and the actions that help. */
export function WhyWaitingNote(props: WhyWaitingNoteProps) {
  const why = useWhyWaiting(props);
  if (!why) return null;
  return <WhyWaitingCallout orgId={props.orgId} why={why} onMoveToCloud={props.onMoveToCloud} />;
}

/** The sentence, its Machine figures (worker count, typical wait) leading to where they come from on the Machine's page. */
function WhySentence({ orgId, why }: { orgId: string; why: WhyWaiting }) {
  const machine = why.machineName;
  return why.parts.map((part, i) => {
    if (typeof part === "string") return part;
    if (machine === null) return part.text;
    // One link per place in a sentence: the place is its key.
    return (
      <MachinePlaceLink
        // Parts never move within a sentence: their index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={i}
        orgId={orgId}
        machine={machine}
        place={MACHINE_ANCHOR[part.place]}
        highContrast
      >
        {part.text}
      </MachinePlaceLink>
    );
  });
}

const TONE: Record<WhyWaiting["kind"], "red" | "amber" | "gray"> = {
  gone: "red",
  "no-worker": "red",
  offline: "red",
  grows: "red",
  "at-limit": "amber",
  busy: "amber",
  idle: "gray",
  unknown: "gray",
  "machine-change": "gray",
};

export function WhyWaitingCallout({
  orgId,
  why,
  onMoveToCloud,
  label = "Why is it waiting?",
}: {
  orgId: string;
  why: WhyWaiting;
  onMoveToCloud?: () => void;
  label?: string;
}) {
  const tone = TONE[why.kind];
  return (
    <Callout.Root color={tone} variant="surface" highContrast size="1" role="region" aria-label={label}>
      <Flex direction="column" gap="2">
        <Text as="p" size="2" weight="bold">
          {label}
        </Text>
        <Callout.Text>
          <WhySentence orgId={orgId} why={why} />
        </Callout.Text>
        {why.actions.length > 0 ? (
          <Flex gap="2" wrap="wrap">
            {why.actions.includes("enroll-worker") && why.machineName ? (
              <EnrollWorkerButton orgId={orgId} machine={why.machineName} />
            ) : null}
            {why.actions.includes("move-to-cloud") && onMoveToCloud ? (
              <Button size="2" variant="soft" onClick={onMoveToCloud}>
                Move to cloud
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Callout.Root>
  );
}
