import { hasReadAll } from "../feed/feed-reach";
import type { FeedStatus } from "../feed/session-feed";

/**
 * How far Compare got reading one side, and the page's line about it. Pure. A side whose events (or
 * whose session) cannot be read is "failed", never "reading": a poller in "error" and a history backfill
 * in "error" stop for good, so "reading…" would be a promise nobody keeps, and its counts would show as
 * zeros that were never measured.
 *
 * API: sideReadOf(input) → SideRead · readingNote(a, b)
 */
export type SideRead = "reading" | "complete" | "failed";

export interface SideReadInput {
  feed: Pick<FeedStatus, "phase" | "history">;
  /** The session detail could not be read and nothing is held from before. */
  sessionFailed: boolean;
}

export function sideReadOf({ feed, sessionFailed }: SideReadInput): SideRead {
  if (sessionFailed || feed.phase === "error" || feed.history?.phase === "error") return "failed";
  return hasReadAll(feed) ? "complete" : "reading";
}

const names = (letters: readonly string[]) => letters.join(" and ");

/** The line under the sentence: which side could not be read, which is still being read; null when both are read. */
export function readingNote(a: SideRead, b: SideRead): string | null {
  const sides = [
    ["A", a],
    ["B", b],
  ] as const;
  const failed = sides.filter(([, read]) => read === "failed").map(([letter]) => letter);
  const reading = sides.filter(([, read]) => read === "reading").map(([letter]) => letter);
  const parts: string[] = [];
  if (failed.length > 0) {
    const one = failed.length === 1;
    parts.push(
      `${one ? "Session" : "Sessions"} ${names(failed)} could not be read: ${one ? "its" : "their"} counts are left out and not compared.`,
    );
  }
  if (reading.length === 2)
    parts.push(`Reading the sessions' events: counts marked "so far" grow until both are read.`);
  else if (reading.length === 1) {
    parts.push(`Reading ${reading[0]}'s events: counts marked "so far" grow until they are all read.`);
  }
  return parts.length === 0 ? null : parts.join(" ");
}
