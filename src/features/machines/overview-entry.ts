import type { Machine } from "@/api/types";

/** One Machine of the overview as read so far: what its card, the verdicts, the alerts and TV mode draw from. */
export interface OverviewEntry {
  /** As watched or listed; the card's link and key. */
  name: string;
  machine: Machine | undefined;
  updatedAt: number;
  /** The last refresh failed: `machine` holds the last known numbers. */
  stale: boolean;
  error: unknown;
  refetch: () => void;
}
