import { createContext, useContext } from "react";

/**
 * What a row can do beyond rendering itself: link to its event (URL search
 * `event=`) and know whether it is the highlighted one. Supplied by the route
 * component so rows stay free of router imports.
 */
export interface TimelineActions {
  /** href for the row's permalink, e.g. `?tab=timeline&event=abc`. */
  eventHref: (ref: string) => string;
  /** Called when the permalink is followed in-app (instead of a full navigation). */
  onSelectEvent: (ref: string) => void;
  selectedEvent: string | undefined;
  /** Maps a `seq or id` reference to the event id (any seq a streamed event ever had). */
  resolveRef?: (ref: string) => string | undefined;
  /** The session is known to have ended (session-status.ts): an open tool call will get no result. */
  sessionEnded?: boolean;
  /** Concise mode (timeline tools): tool input and output one line each, expandable. */
  concise?: boolean;
}

const fallback: TimelineActions = {
  eventHref: (ref) => `?event=${encodeURIComponent(ref)}`,
  onSelectEvent: () => {},
  selectedEvent: undefined,
};

export const TimelineActionsContext = createContext<TimelineActions>(fallback);

export function useTimelineActions(): TimelineActions {
  return useContext(TimelineActionsContext);
}
