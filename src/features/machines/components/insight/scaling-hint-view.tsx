import { Callout, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { formatCount, NOT_REPORTED } from "@/ui";
import { durationText } from "@/ui/time";
import { MACHINE_ANCHOR } from "../../anchors";
import { formatPercent, type HintPart, hintParts, type ScalingHint } from "../../insight/scaling-hint";
import { FiguresLink, MachinePlaceLink } from "../../parts/session-link";
import { HintSumDialog } from "./hint-sum-dialog";

/** The accessible name of each linked figure: its words first, then where it leads. */
const LABEL: Record<Exclude<HintPart, string>["place"], (text: string) => string> = {
  capacity: (text) => `${text}: this Machine's capacity`,
  alertRules: (text) => `${text}: the target, this Machine's oldest-wait alert rule`,
};

/** The headline, its target and the workers online now leading to where they come from. */
function Headline({ orgId, machine, parts }: { orgId: string; machine: string; parts: HintPart[] }) {
  return parts.map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <MachinePlaceLink
        key={part.place}
        orgId={orgId}
        machine={machine}
        place={MACHINE_ANCHOR[part.place]}
        label={LABEL[part.place](part.text)}
      >
        {part.text}
      </MachinePlaceLink>
    ),
  );
}

/**
 * "K workers keep the p95 wait under T", with the inputs and assumptions behind it. `onlineNote`: why the
 * workers online now are not compared with K, when the Machine's counts cannot be read.
 */
export function ScalingHintView({
  orgId,
  machine,
  hint,
  onlineNote = null,
}: {
  orgId: string;
  machine: string;
  hint: ScalingHint;
  onlineNote?: string | null;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          How many workers are enough
        </Heading>
        {hint.kind === "missing" ? (
          <Text size="2">No estimate yet: it needs {hint.missing.join(" and ")}.</Text>
        ) : (
          <>
            <Text as="p" size="3" weight="medium">
              <Headline orgId={orgId} machine={machine} parts={hintParts(hint)} />
            </Text>
            {onlineNote ? (
              <Text as="p" size="2" color="amber" highContrast>
                {onlineNote}
              </Text>
            ) : null}
            {hint.thin ? (
              <Callout.Root color="amber" size="1" highContrast>
                <Callout.Text>{hint.thin}</Callout.Text>
              </Callout.Root>
            ) : null}
            <DataList.Root size="1" orientation={{ initial: "vertical", sm: "horizontal" }}>
              <DataList.Item>
                <DataList.Label>Arrival rate</DataList.Label>
                <DataList.Value>
                  <FiguresLink orgId={orgId} machine={machine}>
                    {formatCount(Math.round(hint.arrivalsPerHour))} an hour, from the newest{" "}
                    {formatCount(hint.arrivalsRateFrom)} of {formatCount(hint.arrivalsSeen)} arrivals seen in the last
                    hour (they span {durationText(hint.arrivalsCoveredMs, "wait", NOT_REPORTED)})
                  </FiguresLink>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Mean run time</DataList.Label>
                <DataList.Value>
                  <FiguresLink orgId={orgId} machine={machine}>
                    {durationText(hint.meanRunMs, "wait", NOT_REPORTED)}, from {formatCount(hint.runsSeen)} finished
                    runs
                    {hint.runningSeen > 0
                      ? ` and ${formatCount(hint.runningSeen)} still running (their time so far)`
                      : ""}
                  </FiguresLink>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Availability</DataList.Label>
                <DataList.Value>
                  {hint.availability
                    ? `${formatPercent(hint.share)}: ${hint.availability.meanOnline.toLocaleString("en-US", { maximumFractionDigits: 2 })} of ${formatCount(hint.availability.total)} workers online on average over the last ${durationText(hint.availability.coveredMs, "wait", NOT_REPORTED)} this page has seen`
                    : "not measured yet (this page has not watched its workers for 15 min): the model assumes they stay online"}
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Load</DataList.Label>
                <DataList.Value>
                  {hint.load.toLocaleString("en-US", { maximumFractionDigits: 2 })} workers busy on average
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Target</DataList.Label>
                <DataList.Value>
                  p95 wait under {durationText(hint.targetMs, "wait", NOT_REPORTED)} (this Machine's oldest-wait alert)
                </DataList.Value>
              </DataList.Item>
              {hint.measured ? (
                <DataList.Item>
                  <DataList.Label>Measured p95 wait</DataList.Label>
                  <DataList.Value>
                    <FiguresLink orgId={orgId} machine={machine}>
                      {durationText(hint.measured.p95Ms, "wait", NOT_REPORTED)}, from {formatCount(hint.measured.waits)}{" "}
                      waits seen ({hint.measured.p95Ms > hint.targetMs ? "over" : "within"} the target)
                    </FiguresLink>
                  </DataList.Value>
                </DataList.Item>
              ) : null}
              {hint.p95NowMs !== null ? (
                <DataList.Item>
                  <DataList.Label>Model's p95 wait with the workers now</DataList.Label>
                  <DataList.Value>
                    {Number.isFinite(hint.p95NowMs)
                      ? durationText(hint.p95NowMs, "wait", NOT_REPORTED)
                      : "grows without end (arrivals outpace them)"}
                  </DataList.Value>
                </DataList.Item>
              ) : null}
            </DataList.Root>
            <HintSumDialog hint={hint} />
            <Text size="1" color="gray">
              Model: M/M/c (Erlang C), with the workers online only for the share of the time measured. Assumes sessions
              arrive at random at a steady rate, run times vary at random around their mean, any online worker can take
              any session, first come first served, and workers are online for the measured share of the time. Runs
              still going count with their time so far, so long runs under way raise the mean. Bursts, long-tailed run
              times or workers coming and going make real waits longer.
            </Text>
          </>
        )}
      </Flex>
    </Card>
  );
}
