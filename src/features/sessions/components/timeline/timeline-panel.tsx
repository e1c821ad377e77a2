import { Button, Flex } from "@radix-ui/themes";
import { useMemo } from "react";
import { ErrorPanel } from "@/ui/error-panel";
import { useSessionEvents } from "../../hooks/use-session-events";
import type { FilterType } from "./build-rows";
import { LiveIndicator } from "./live-indicator";
import { Timeline } from "./timeline";
import type { TimelineActions } from "./timeline-actions";

export interface TimelinePanelProps {
  orgId: string;
  sessionId: string;
  types: readonly FilterType[];
  onTypesChange: (types: FilterType[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
  selectedEvent: string | undefined;
  eventHref: (ref: string) => string;
  onSelectEvent: (ref: string) => void;
}

/** The live timeline of one session: the shared events loop + the virtualized list. */
export function TimelinePanel(props: TimelinePanelProps) {
  const { orgId, sessionId, selectedEvent, eventHref, onSelectEvent } = props;
  const events = useSessionEvents(orgId, sessionId);
  const { store } = events;
  const actions = useMemo<TimelineActions>(
    () => ({
      eventHref,
      onSelectEvent,
      selectedEvent,
      resolveRef: (ref) => store.at(store.indexOfRef(ref))?.id,
    }),
    [eventHref, onSelectEvent, selectedEvent, store],
  );
  return (
    <Flex direction="column" gap="2">
      {events.phase === "error" && events.error && (
        <Flex direction="column" gap="2">
          <ErrorPanel error={events.error} />
          <Button variant="soft" onClick={events.resume} style={{ alignSelf: "flex-start" }}>
            Resume live updates
          </Button>
        </Flex>
      )}
      <Timeline
        events={events.entries}
        version={store.version}
        types={props.types}
        onTypesChange={props.onTypesChange}
        query={props.query}
        onQueryChange={props.onQueryChange}
        actions={actions}
        status={<LiveIndicator status={events.status} />}
      />
    </Flex>
  );
}
