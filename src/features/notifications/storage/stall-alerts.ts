import { createLocalRecord, type StorageLike } from "@/lib/local-record";

/**
 * The opt-in for "possibly stuck" alerts on watched sessions, kept in this browser (one true/false for
 * every organization; off unless turned on). Shared by every tab.
 *
 * API: readStallAlerts(storage?) · writeStallAlerts(on, storage?) · subscribeStallAlerts
 */
const record = createLocalRecord(
  "session-control:notify-stalls",
  (value) => value === true,
  () => false,
);

export const subscribeStallAlerts = record.subscribe;

export function readStallAlerts(storage?: StorageLike | null): boolean {
  return record.read(storage);
}

export function writeStallAlerts(on: boolean, storage?: StorageLike | null): void {
  record.write(on, storage);
}
