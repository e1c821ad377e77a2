import { Box, Flex, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { Gauge } from "@/ui/gauge";
import { RelativeTime } from "@/ui/relative-time";
import { Field } from "../../fields/field-row";
import { FieldValue } from "../../fields/hidden-value";
import { formatCost, formatCount, formatRunTime, readContext } from "../../format";
import { useRunTime } from "../../hooks/use-run-time";
import { hasEnded, waitsForWorker } from "../../session-status";

function contextColor(percent: number): "accent" | "amber" | "red" {
  if (percent >= 90) return "red";
  if (percent >= 75) return "amber";
  return "accent";
}

/** Live context occupancy after the latest turn; a full-width meter reads better than a cramped list value. */
export function ContextGauge({ session, restricted }: { session: Session; restricted: boolean }) {
  const ctx = readContext(session.context);
  if ((ctx === null && !restricted) || waitsForWorker(session)) return null;
  return (
    <Box mt="3">
      {ctx && ctx.percent !== null ? (
        <Gauge
          label="Context window"
          value={ctx.tokens ?? ctx.percent}
          max={ctx.tokens !== null && ctx.window ? ctx.window : 100}
          color={contextColor(ctx.percent)}
          valueText={ctx.text}
        />
      ) : ctx ? (
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" color="gray">
            Context window
          </Text>
          <Text size="2">{ctx.text}</Text>
        </Flex>
      ) : (
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" color="gray">
            Context window
          </Text>
          <FieldValue value={undefined} restricted render={() => null} />
        </Flex>
      )}
    </Box>
  );
}

/** When it ran, how long and what it cost. */
export function UsageFields({ session }: { session: Session }) {
  const usage = session.usage;
  const waiting = waitsForWorker(session);
  const run = useRunTime(session);
  const runText = formatRunTime(run);
  return (
    <>
      <Field label="Created">
        <RelativeTime value={session.created_at} />
      </Field>
      <Field label="Started">
        <RelativeTime value={session.started_at} fallback="not started" />
      </Field>
      <Field label="Finished">
        <RelativeTime value={session.finished_at} fallback={hasEnded(session.status) ? "—" : "not yet"} />
      </Field>
      <Field label={run.kind === "live" ? "Running for" : "Duration"}>
        {runText.muted ? <Text color="gray">{runText.text}</Text> : runText.text}
      </Field>
      <Field label="Cost">{formatCost(session.cost_usd)}</Field>
      <Field label="Tokens">
        {waiting ? (
          <Text color="gray">not started: waiting for a worker</Text>
        ) : usage && usage.total_tokens !== null ? (
          <Text>
            {formatCount(usage.input_tokens)} in · {formatCount(usage.output_tokens)} out ·{" "}
            {formatCount(usage.total_tokens)} total
          </Text>
        ) : (
          <Text color="gray">not recorded</Text>
        )}
      </Field>
    </>
  );
}
