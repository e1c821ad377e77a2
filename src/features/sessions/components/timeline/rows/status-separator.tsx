import { Badge, Flex, Separator, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import { RowFrame } from "./row-frame";

/** Status changes split the timeline into phases; their text needs sessions:debug (null otherwise). */
export function StatusSeparator({ event }: { event: SessionEvent }) {
  return (
    <RowFrame
      event={event}
      copyValue={event}
      label={
        <Badge highContrast color="blue">
          Status
        </Badge>
      }
    >
      <Flex align="center" gap="3" role="separator" aria-label={`Status: ${event.text ?? "changed"}`}>
        <Separator size="4" style={{ flex: 1 }} />
        <Text size="1" color="gray" style={{ flexShrink: 0 }}>
          {event.text ?? "Status changed"}
        </Text>
        <Separator size="4" style={{ flex: 1 }} />
      </Flex>
    </RowFrame>
  );
}
