import { Badge, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import { JsonView } from "@/ui/json-view";
import { RowFrame } from "./row-frame";

/** Event kinds this dashboard does not know yet: shown as-is rather than dropped. */
export function UnknownRow({ event }: { event: SessionEvent }) {
  return (
    <RowFrame
      event={event}
      copyValue={event}
      label={event.type}
      badges={
        <Badge highContrast color="gray">
          unrecognised
        </Badge>
      }
    >
      {event.text && (
        <Text as="p" size="2" style={{ whiteSpace: "pre-wrap" }}>
          {event.text}
        </Text>
      )}
      {event.data && <JsonView value={event.data} label="Event data" />}
    </RowFrame>
  );
}
