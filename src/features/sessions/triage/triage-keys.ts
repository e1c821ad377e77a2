/**
 * The closed lists the sessions list's URL may name (its search params are validated when the app loads,
 * so these stay apart from the triage and sort code, which load with the list).
 *
 * API: ATTENTION_KINDS · AttentionKind · SORT_KEYS · SortKey · SORT_DIRS · SortDir · MAX_LIVE_PROBES
 */
/** Running sessions whose events the list reads for "possibly stuck" (live-probes.tsx). */
export const MAX_LIVE_PROBES = 4;

export const ATTENTION_KINDS = ["action_required", "stuck", "failed", "held"] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const SORT_KEYS = [
  "title",
  "status",
  "outcome",
  "repo",
  "created",
  "duration",
  "activity",
  "pr",
  "cost",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];
