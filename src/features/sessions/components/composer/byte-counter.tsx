import { Text } from "@radix-ui/themes";
import { LIMITS } from "@/api/limits";
import { formatBytes, formatCount } from "../../format";

/** Live UTF-8 size of the follow-up against the 2 MiB limit (spec §8). */
export function ByteCounter({
  id,
  bytes,
  max = LIMITS.followUpMessageMaxBytes,
}: {
  /** So the message box can name it in aria-describedby. */
  id: string;
  bytes: number;
  max?: number;
}) {
  const over = bytes - max;
  const near = !(over > 0) && bytes > max * 0.9;
  return (
    <Text
      id={id}
      size="1"
      color={over > 0 ? "red" : near ? "amber" : "gray"}
      aria-live="polite"
      weight={over > 0 ? "bold" : "regular"}
    >
      {over > 0
        ? `${formatBytes(bytes)} — ${formatCount(over)} ${over === 1 ? "byte" : "bytes"} over the ${formatBytes(max)} limit. Shorten it to send.`
        : `${formatBytes(bytes)} of ${formatBytes(max)} (${formatCount(bytes)} bytes)`}
    </Text>
  );
}
