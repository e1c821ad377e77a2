import { Card, DataList, Flex, Text } from "@radix-ui/themes";
import { countOf, formatCount, NOT_REPORTED } from "@/ui";
import { durationText, ordinal } from "@/ui/time";
import type { WaitAnalytics } from "../../insight/wait-analytics";
import { FiguresLink, SessionLink } from "../../parts/session-link";

/** The wait figures of one Machine; each leads to the sessions it was computed from. */
export function WaitFigures({ orgId, machine, a }: { orgId: string; machine: string; a: WaitAnalytics }) {
  const behind = (n: number) => (
    <FiguresLink orgId={orgId} machine={machine}>
      from {countOf(n, "session")}
    </FiguresLink>
  );
  return (
    <Card size="1">
      <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
        <DataList.Item>
          <DataList.Label>Median wait (p50)</DataList.Label>
          <DataList.Value>
            {a.p50 ? (
              <Text>
                {durationText(a.p50.ms, "wait", NOT_REPORTED)} · {behind(a.p50.sessionIds.length)}
              </Text>
            ) : (
              "not reported: no session seen here yet"
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>p95 wait</DataList.Label>
          <DataList.Value>
            {a.p95 ? (
              <Text>
                {durationText(a.p95.ms, "wait", NOT_REPORTED)} · {behind(a.p95.sessionIds.length)}
              </Text>
            ) : (
              "not reported: no session seen here yet"
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Oldest waiting now</DataList.Label>
          <DataList.Value>
            {a.oldest ? (
              <Flex gap="1" wrap="wrap">
                <SessionLink orgId={orgId} sessionId={a.oldest.sessionId}>
                  {durationText(a.oldest.ms, "wait", NOT_REPORTED)}
                  {a.oldest.position === null ? "" : `, ${ordinal(a.oldest.position)} in line`}
                </SessionLink>
              </Flex>
            ) : (
              "none waiting among the sessions seen"
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Arrivals per hour</DataList.Label>
          <DataList.Value>
            {a.arrivals.perHour === null ? (
              "not reported: the sessions seen cover less than 5 minutes"
            ) : (
              <Text>
                {formatCount(Math.round(a.arrivals.perHour))}, from the newest {formatCount(a.arrivals.rateFrom)} over{" "}
                {durationText(a.arrivals.coveredMs, "wait", NOT_REPORTED)} ·{" "}
                <FiguresLink orgId={orgId} machine={machine}>
                  {countOf(a.arrivals.count, "arrival")} seen in the last hour
                </FiguresLink>
              </Text>
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Run time per session</DataList.Label>
          <DataList.Value>
            {a.runTime ? (
              <Text>
                median {durationText(a.runTime.p50.ms, "wait", NOT_REPORTED)}, mean{" "}
                {durationText(a.runTime.mean.ms, "wait", NOT_REPORTED)} · {behind(a.runTime.mean.sessionIds.length)}
              </Text>
            ) : (
              "not reported: no session seen here has finished"
            )}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}
