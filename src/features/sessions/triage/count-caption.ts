import type { AttentionKind } from "./triage-keys";

/**
 * What a Needs-attention count counts, said under its label. Every count is of sessions, but not of every
 * session with that state: action required and failed leave out the ones opened since (triage.ts clears
 * them by the state seen), stuck counts only running sessions this browser reads, held only follow-ups
 * sent from here. Without the caption "2 Action required" beside a list showing five reads as a bug.
 */
export function countCaption(kind: AttentionKind, count: number): string {
  const one = count === 1;
  switch (kind) {
    case "action_required":
      return one ? "session not opened since it asked" : "sessions not opened since they asked";
    case "failed":
      return one ? "session not opened since it failed" : "sessions not opened since they failed";
    case "stuck":
      return one ? "running session gone quiet" : "running sessions gone quiet";
    case "held":
      return one ? "session with a follow-up of yours held" : "sessions with a follow-up of yours held";
  }
}
