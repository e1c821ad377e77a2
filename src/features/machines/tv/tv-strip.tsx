import { Button, Flex } from "@radix-ui/themes";
import { readCounts } from "../counts";
import type { HealthState } from "../health";
import type { OverviewEntry } from "../overview-entry";

const TONE: Record<HealthState | "unknown", "red" | "orange" | "amber" | "green" | "gray"> = {
  offline: "red",
  saturated: "orange",
  degraded: "amber",
  healthy: "green",
  unknown: "gray",
};

function word(entry: OverviewEntry, state: HealthState | "unknown"): string {
  if (!entry.machine) return entry.error ? "unreadable" : "reading";
  if (state !== "unknown") return state;
  return readCounts(entry.machine).kind === "unsound" ? "counts do not add up" : "health unknown";
}

/** Every Machine on the screen, trouble first, the shown one marked; each a button to show it. */
export function TvStrip({
  entries,
  stateOf,
  shown,
  onShow,
}: {
  entries: readonly OverviewEntry[];
  stateOf: (entry: OverviewEntry) => HealthState | "unknown";
  shown: string | null;
  onShow: (name: string) => void;
}) {
  return (
    <Flex asChild gap="2" wrap="wrap">
      <ul aria-label="Machines in this cycle" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {entries.map((entry) => {
          const state = stateOf(entry);
          const current = shown !== null && shown.toLowerCase() === entry.name.toLowerCase();
          return (
            <li key={entry.name.toLowerCase()}>
              <Button
                size="3"
                // Sorted as healthy (trouble first), but not painted so: its health is not known yet.
                color={entry.machine ? TONE[state] : "gray"}
                variant={current ? "solid" : "soft"}
                highContrast
                aria-current={current ? "true" : undefined}
                onClick={() => onShow(entry.name)}
              >
                {entry.machine?.name ?? entry.name} · {word(entry, state)}
              </Button>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
