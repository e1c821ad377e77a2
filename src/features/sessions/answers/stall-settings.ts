import { useSyncExternalStore } from "react";
import { createLocalRecord } from "@/lib/local-record";
import { clampStallThreshold, DEFAULT_STALL_THRESHOLD_MS } from "./stall";

/**
 * The stall threshold T, kept in this browser (localStorage, every tab): how long without an event (or
 * with a tool call unanswered) before a running session reads "possibly stuck". A missing, corrupt or
 * out-of-range value means the default (5 min); a failed write only loses the preference.
 *
 * API: STALL_THRESHOLD_CHOICES_MIN · readStallThresholdMs() · writeStallThresholdMs(ms) · useStallThresholdMs()
 */
export const STALL_THRESHOLD_CHOICES_MIN = [2, 5, 10, 15, 30, 60] as const;

const record = createLocalRecord(
  "session-control:stall-threshold-ms",
  clampStallThreshold,
  () => DEFAULT_STALL_THRESHOLD_MS,
);

export function readStallThresholdMs(): number {
  return record.read();
}

export function writeStallThresholdMs(ms: number): void {
  record.write(clampStallThreshold(ms));
}

export function useStallThresholdMs(): number {
  return useSyncExternalStore(record.subscribe, readStallThresholdMs, () => DEFAULT_STALL_THRESHOLD_MS);
}
