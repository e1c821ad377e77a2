import type { FeedStatus } from "../../feed/session-feed";

/**
 * The line over the Steps numbers while they are not the whole session's: the events are still being
 * read (the counts grow), older history is still loading, or the events could not be read (the counts
 * cover only what arrived before). Null once every event is read. Pure.
 */
export function stepsCoverage(status: Pick<FeedStatus, "phase" | "history">, eventsRead: number): string | null {
  const { phase } = status;
  if (phase === "error") {
    return eventsRead === 0
      ? "The events could not be read, so these figures are not known."
      : `The events could not be read past the first ${eventsRead}: these figures cover those.`;
  }
  if (phase === "idle" || phase === "catching_up" || phase === "backoff") {
    return "Reading the events: these figures are so far.";
  }
  if (status.history?.phase === "error") return "Earlier events could not be read: these figures cover the rest.";
  if (status.history && status.history.phase !== "done") {
    return "Earlier events are still being read: these figures are so far.";
  }
  return null;
}
