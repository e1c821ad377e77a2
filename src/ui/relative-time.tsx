import { Text } from "@radix-ui/themes";
import { useNow } from "./clock";
import { formatRelative, formatUtc, timestampMs } from "./relative-time-format";

export interface RelativeTimeProps {
  /** ISO 8601 per the contract; an integer (epoch s or ms) from a drifted service is read too. */
  value: string | number | null | undefined;
  /** Shown when value is null (e.g. "never"). */
  fallback?: string;
  size?: "1" | "2" | "3";
}

export function RelativeTime({ value, fallback = "—", size }: RelativeTimeProps) {
  const current = useNow({ everyMs: 30_000 });
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
