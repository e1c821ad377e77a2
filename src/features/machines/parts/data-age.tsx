import { Badge, Flex, Text } from "@radix-ui/themes";
import { formatUtc, useNow } from "@/ui";
import { durationText } from "@/ui/time";

/** How old the numbers are, and a "stale" mark when the last refresh failed and these are the last known ones. */
export function DataAge({ updatedAt, stale }: { updatedAt: number; stale: boolean }) {
  const now = useNow();
  if (updatedAt <= 0) return null;
  const iso = new Date(updatedAt).toISOString();
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {stale ? (
        <Badge color="amber" variant="surface" highContrast>
          Stale: last refresh failed
        </Badge>
      ) : null}
      <Text size="1" color="gray">
        Data{" "}
        <time dateTime={iso} title={formatUtc(iso)}>
          {durationText(now - updatedAt, "age", "0 s")} old
        </time>
      </Text>
    </Flex>
  );
}
