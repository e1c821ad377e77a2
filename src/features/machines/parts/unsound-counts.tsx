import { Flex, Text } from "@radix-ui/themes";
import { type CountsReading, doNotAddUp, sentCounts } from "../counts";

type Unsound = Extract<CountsReading, { kind: "unsound" }>;

/**
 * A Machine whose counts break their own arithmetic (counts.ts): what is wrong, in words, and the numbers
 * only as the service sent them, marked so; no health, gauge or figure is worked out from them.
 * `big`: TV mode's type sizes.
 */
export function UnsoundCounts({ counts, big = false }: { counts: Unsound; big?: boolean }) {
  return (
    <Flex direction="column" gap={big ? "3" : "1"}>
      <Text as="p" size={big ? { initial: "5", md: "7" } : "2"} color="amber" highContrast>
        {doNotAddUp(counts.problems)}, so its health is not judged.
      </Text>
      <Text as="p" size={big ? { initial: "3", md: "5" } : "1"} color="gray">
        As the service sent them, unchecked: {sentCounts(counts.sent)}.
      </Text>
    </Flex>
  );
}
