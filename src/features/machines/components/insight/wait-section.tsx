import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { Machine } from "@/api/types";
import { countOf } from "@/ui";
import { MACHINE_ANCHOR } from "../../anchors";
import type { CapacitySample } from "../../history";
import { useAlertSettings } from "../../hooks/use-alert-settings";
import { useWaitAnalytics } from "../../hooks/use-wait-analytics";
import { rulesFor } from "../../insight/alert-settings";
import { machineAnswers } from "../../insight/machine-answers";
import type { SessionListState } from "../../insight/wait-analytics";
import { waitHistogram } from "../../insight/wait-histogram";
import { AnchorHeading } from "../../parts/anchor-heading";
import { ScalingHintView } from "./scaling-hint-view";
import { WaitFigures } from "./wait-figures";
import { WaitHistogramView } from "./wait-histogram-view";
import { WaitsTable } from "./waits-table";
import { WhyWaitingCallout } from "./why-waiting-note";

const MIN = 60_000;

/** Which sessions the figures come from, by where the Machine's session list stands. */
const SEEN: Record<SessionListState, string> = {
  listed: " (its session list and any opened here)",
  reading: " (the ones opened or watched in this browser, while its session list is read)",
  failed: " (the ones opened or watched in this browser: its session list could not be read)",
  unsupported: " (the ones opened or watched in this browser: this service does not list sessions)",
  off: " (the ones opened or watched in this browser)",
};

/** The Machine page's answers: why its queue waits, how long sessions wait, and how many workers are enough. */
export function WaitSection({
  orgId,
  name,
  machine,
  samples = [],
}: {
  orgId: string;
  name: string;
  machine: Machine;
  /** The Machine's capacity samples kept here (history), for how much of the time its workers were online. */
  samples?: readonly CapacitySample[];
}) {
  const { analytics: a, titles, list, at } = useWaitAnalytics(orgId, name);
  const { settings } = useAlertSettings(orgId);
  const rules = rulesFor(settings, name);
  const { why, hint, onlineNote } = machineAnswers({
    name,
    machine,
    sessions: [],
    analytics: a,
    samples,
    targetMs: rules.oldestWaitMinutes * MIN,
    now: at,
  });
  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby="waits-heading" id={MACHINE_ANCHOR.waits}>
        <AnchorHeading hash={MACHINE_ANCHOR.waits} id="waits-heading" ready={list !== "reading"} as="h2" size="4">
          Waits
        </AnchorHeading>
        <Text as="p" size="2" color="gray">
          From {countOf(a.waits.length, "session")} seen on this Machine
          {SEEN[list]}. A wait runs from enqueued to placed on a worker, or to now while it still waits.
        </Text>
        {why ? (
          <WhyWaitingCallout orgId={orgId} why={why} label="Why is the queue waiting?" />
        ) : (
          <Text as="p" size="2">
            {list === "reading"
              ? "Reading this Machine's sessions…"
              : list === "failed"
                ? "This Machine's sessions could not be read, so whether any is waiting is not known."
                : "No session is waiting here among the sessions seen."}
          </Text>
        )}
        <WaitFigures orgId={orgId} machine={name} a={a} />
        <ScalingHintView orgId={orgId} machine={name} hint={hint} onlineNote={onlineNote} />
        {a.waits.length > 0 ? (
          <Card size="2">
            <Flex direction="column" gap="3">
              <Heading as="h3" size="3">
                Wait histogram
              </Heading>
              <WaitHistogramView buckets={waitHistogram(a.waits)} />
              <AnchorHeading hash={MACHINE_ANCHOR.waitSessions} as="h3" size="3">
                Sessions behind these figures
              </AnchorHeading>
              <WaitsTable orgId={orgId} waits={a.waits} titles={titles} />
            </Flex>
          </Card>
        ) : null}
      </section>
    </Flex>
  );
}
