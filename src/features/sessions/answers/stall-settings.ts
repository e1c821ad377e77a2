import { useSyncExternalStore } from "react";
import { clampStallThreshold, DEFAULT_STALL_THRESHOLD_MS } from "./stall";

/**
 * The stall threshold T, kept in this browser (localStorage, every tab): how long without an event (or
 * with a tool call unanswered) before a running session reads "possibly stuck". A missing, corrupt or
 * out-of-range value means the default (5 min); a failed write only loses the preference.
 *
 * API: STALL_THRESHOLD_CHOICES_MIN · readStallThresholdMs() · writeStallThresholdMs(ms) · useStallThresholdMs()
 */
const KEY = "session-control:stall-threshold-ms";
export const STALL_THRESHOLD_CHOICES_MIN = [2, 5, 10, 15, 30, 60] as const;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStallThresholdMs(): number {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? clampStallThreshold(Number(raw)) : DEFAULT_STALL_THRESHOLD_MS;
  } catch {
    return DEFAULT_STALL_THRESHOLD_MS;
  }
}

export function writeStallThresholdMs(ms: number): void {
  try {
    storage()?.setItem(KEY, String(clampStallThreshold(ms)));
  } catch {
    // Quota or privacy mode: the preference is a convenience.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

export function useStallThresholdMs(): number {
  return useSyncExternalStore(subscribe, readStallThresholdMs, () => DEFAULT_STALL_THRESHOLD_MS);
}
