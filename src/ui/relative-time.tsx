import { Text } from "@radix-ui/themes";
import { formatRelative, formatUtc, timestampMs } from "./relative-time-format";
import { createSharedClock } from "./shared-clock";

/** One shared 30-second clock for every RelativeTime on the page. */
const useNow = createSharedClock(30_000);

export interface RelativeTimeProps {
  /** ISO 8601 per the contract; an integer (epoch s or ms) from a drifted service is read too. */
  value: string | number | null | undefined;
  /** Shown when value is null (e.g. "never"). */
  fallback?: string;
  size?: "1" | "2" | "3";
}

export function RelativeTime({ value, fallback = "—", size }: RelativeTimeProps) {
  const current = useNow();
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
