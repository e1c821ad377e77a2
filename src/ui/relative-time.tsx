import { Text } from "@radix-ui/themes";
import { useSyncExternalStore } from "react";
import { formatRelative, formatUtc, timestampMs } from "./relative-time-format";

const TICK_MS = 30_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

/** One shared 30-second ticker for every RelativeTime on the page, stopped when none is mounted. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    // React re-reads the snapshot after subscribing, so a stale `now` is corrected at once.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getNow = () => now;

export interface RelativeTimeProps {
  /** ISO 8601 per the contract; an integer (epoch s or ms) from a drifted service is read too. */
  value: string | number | null | undefined;
  /** Shown when value is null (e.g. "never"). */
  fallback?: string;
  size?: "1" | "2" | "3";
}

export function RelativeTime({ value, fallback = "—", size }: RelativeTimeProps) {
  const current = useSyncExternalStore(subscribe, getNow, getNow);
  if (value === null || value === undefined || value === "") return <Text size={size}>{fallback}</Text>;
  const at = timestampMs(value);
  if (at === null) {
    return (
      <Text size={size} title={`Not a readable time: ${String(value)}`}>
        unknown time
      </Text>
    );
  }
  const absolute = formatUtc(at);
  return (
    <Text size={size} asChild>
      <time dateTime={new Date(at).toISOString()} title={absolute}>
        {formatRelative(at, current)}
      </time>
    </Text>
  );
}
