import { DesktopIcon } from "@radix-ui/react-icons";
import { Button, Flex, Grid, Text } from "@radix-ui/themes";
import { useContext, useRef } from "react";
import { countOf, formatCount, PanelBoundary } from "@/ui";
import { readCounts } from "../counts";
import { HEALTH_STATES, type HealthState, healthOf, machineHealth, sortByTrouble } from "../health";
import { useCapacityVerdicts } from "../hooks/use-capacity-verdicts";
import type { OverviewEntry } from "../overview-entry";
import { MACHINE_POLL_MS } from "../queries";
import { TvMode } from "../tv/tv-mode";
import { CapacityAlerts } from "./insight/capacity-alerts";
import { MachineCard } from "./machine-card";
import { TvModeContext } from "./tv-context";

export function stateOf(entry: OverviewEntry): HealthState | "unknown" {
  if (entry.machine) return healthOf(entry.machine)?.state ?? "unknown";
  // Not loaded yet: no news is not trouble, so it waits at the end.
  return entry.error ? "unknown" : "healthy";
}

const UNSOUND = "with counts that do not add up";

/** "12 Machines: 1 offline, 11 healthy", the overview's line above its cards. */
export function tally(entries: readonly OverviewEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const { machine } = entry;
    const read = machine ? readCounts(machine) : null;
    const state = read
      ? read.kind === "readable"
        ? machineHealth(read).state
        : read.kind === "unsound"
          ? UNSOUND
          : read.kind === "partial"
            ? "health unknown"
            : "unreadable"
      : entry.error
        ? "unreadable"
        : null;
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  const order = ["offline", "unreadable", UNSOUND, ...HEALTH_STATES.slice(1), "health unknown"];
  const parts = order.filter((s) => counts.has(s)).map((s) => `${formatCount(counts.get(s))} ${s}`);
  const total = countOf(entries.length, "Machine");
  return parts.length > 0 ? `${total}: ${parts.join(", ")}` : total;
}

/** One card per Machine, trouble first; within a state the given order (e.g. the watch list's) stays. */
export function CapacityOverview({
  orgId,
  entries,
  onRemove,
  listSessions,
}: {
  orgId: string;
  entries: readonly OverviewEntry[];
  onRemove?: (name: string) => void;
  /** The service lists sessions: each Machine's list is read (every minute) for its wait figures. */
  listSessions: boolean;
}) {
  const sorted = sortByTrouble(entries, stateOf);
  const verdicts = useCapacityVerdicts(orgId, entries, listSessions);
  const tv = useContext(TvModeContext);
  const tvButton = useRef<HTMLButtonElement>(null);
  return (
    <Flex direction="column" gap="3">
      <PanelBoundary what="the capacity alerts">
        <CapacityAlerts orgId={orgId} verdicts={[...verdicts.values()]} />
      </PanelBoundary>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="p" size="2" color="gray">
          {tally(entries)}. Trouble first; refreshed every {MACHINE_POLL_MS / 1000} s while this tab is visible.
        </Text>
        {tv ? (
          <Button ref={tvButton} variant="soft" onClick={() => tv.set(true)}>
            <DesktopIcon aria-hidden /> TV mode
          </Button>
        ) : null}
      </Flex>
      {tv?.on ? (
        <TvMode
          orgId={orgId}
          entries={entries}
          stateOf={stateOf}
          onLeave={() => tv.set(false)}
          returnFocus={() => tvButton.current?.focus()}
        />
      ) : null}
      <Grid asChild columns={{ initial: "1", sm: "2", lg: "3" }} gap="4">
        <ul aria-label="Machine capacity" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {sorted.map((entry) => (
            <li key={String(entry.name).toLowerCase()}>
              <PanelBoundary what={`Machine ${entry.name}`} onRetry={entry.refetch} resetKeys={[entry.updatedAt]}>
                <MachineCard
                  orgId={orgId}
                  entry={entry}
                  onRemove={onRemove}
                  waits={verdicts.get((entry.machine?.name ?? entry.name).toLowerCase())?.waits}
                />
              </PanelBoundary>
            </li>
          ))}
        </ul>
      </Grid>
    </Flex>
  );
}
