import type { ApiError } from "@/api/errors";
import type { FeedStatus } from "../feed/session-feed";

/**
 * Whether the feed holds the whole session yet, for an export: a long session shows its tail first and
 * loads its history behind it, and a file made halfway would silently miss events. Pure.
 *
 * - ready: everything read so far is contiguous from the first event (live, stopped, or a live-loop retry)
 * - loading: the opening reads or the history back-fill are still running; `pages` when countable
 * - failed: the feed or its history stopped on an error; `retry` says which to restart
 */
export type ExportReadiness =
  | { state: "ready" }
  | { state: "loading"; label: string; pages: { done: number; total: number } | null }
  | { state: "failed"; error: ApiError | null; retry: "feed" | "history" };

export function exportReadiness(status: FeedStatus, loadedEvents: number): ExportReadiness {
  const history = status.history;
  if (status.phase === "error") return { state: "failed", error: status.lastError, retry: "feed" };
  if (history?.phase === "error") return { state: "failed", error: history.error, retry: "history" };
  if (status.phase === "idle" || status.phase === "catching_up") {
    return { state: "loading", label: `Loading events (${loadedEvents.toLocaleString("en-US")} so far)…`, pages: null };
  }
  if (status.phase === "backoff" && status.cursor < 0) {
    return { state: "loading", label: "The service did not answer; retrying…", pages: null };
  }
  if (history && history.phase !== "done") {
    if (history.chunksTotal === 0) return { state: "loading", label: "Finding the newest events…", pages: null };
    const label = `Loading history: ${history.chunksDone} of ${history.chunksTotal} pages${history.phase === "backoff" ? " (retrying)" : ""}…`;
    return { state: "loading", label, pages: { done: history.chunksDone, total: history.chunksTotal } };
  }
  return { state: "ready" };
}
