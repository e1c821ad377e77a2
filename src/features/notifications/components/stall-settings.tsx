import { Flex, Select, Switch, Text } from "@radix-ui/themes";
import { useId, useSyncExternalStore } from "react";
import { STALL_THRESHOLD_CHOICES_MIN, useStallThresholdMs, writeStallThresholdMs } from "@/features/sessions";
import { readStallAlerts, subscribeStallAlerts, writeStallAlerts } from "../storage/stall-alerts";

const MIN = 60_000;

/**
 * "Possibly stuck" in the bell menu: the threshold the stall rule uses everywhere (header, wall, tab
 * title, alerts) and the opt-in for alerts on watched sessions. Both kept in this browser.
 */
export function StallSettings() {
  const thresholdMs = useStallThresholdMs();
  const alerts = useSyncExternalStore(
    subscribeStallAlerts,
    () => readStallAlerts(),
    () => false,
  );
  const selectId = useId();
  const minutes = String(Math.round(thresholdMs / MIN));
  const choices = STALL_THRESHOLD_CHOICES_MIN.map(String);
  return (
    <Flex direction="column" gap="2">
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="label" size="2" htmlFor={selectId}>
          Possibly stuck after
        </Text>
        <Select.Root size="1" value={minutes} onValueChange={(value) => writeStallThresholdMs(Number(value) * MIN)}>
          <Select.Trigger id={selectId} aria-label="Possibly stuck after" />
          <Select.Content>
            {/* A value set elsewhere (another tab, an older choice list) stays visible as it is. */}
            {!choices.includes(minutes) && <Select.Item value={minutes}>{minutes} min</Select.Item>}
            {choices.map((choice) => (
              <Select.Item key={choice} value={choice}>
                {choice} min
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Text size="1" color="gray">
          without a new event or a tool result
        </Text>
      </Flex>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch size="1" checked={alerts} onCheckedChange={(on) => writeStallAlerts(on)} />
          Also alert me when a watched session looks stuck
        </Flex>
      </Text>
    </Flex>
  );
}
