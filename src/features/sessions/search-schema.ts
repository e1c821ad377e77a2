import { OUTCOMES, SESSION_STATUSES } from "@/api/limits";
import { msOf } from "@/ui/time";
import { FILTER_TYPES, type FilterType } from "./timeline-model/filter-types";
import {
  ATTENTION_KINDS,
  type AttentionKind,
  SORT_DIRS,
  SORT_KEYS,
  type SortDir,
  type SortKey,
} from "./triage/triage-keys";

/**
 * URL search params of the sessions pages (validated by the routes). Every field is optional and
 * falls back to absent instead of throwing, so a hand-edited or stale link still opens the page;
 * defaults are applied where the values are read.
 *
 * Plain functions, not zod: route search validation loads with the first page, and a schema library
 * there would cost more than the rest of the sessions code in that first chunk (issue 16's bundle
 * budget). Each parser is small and tested against hostile links (search-schema.test.ts).
 *
 * Every key is returned, `undefined` when the link's value is refused: TanStack Router merges what
 * validateSearch returns over the raw search, so a key left out would let the raw value through.
 *
 * API: sessionSearchSchema(raw) · sessionsIndexSearchSchema(raw) · searchText / oneOf / searchFlag ·
 * parseTypes / serializeTypes
 */
export const SESSION_TABS = ["timeline", "steps", "changes", "links", "diagnostics"] as const;
export type SessionTab = (typeof SESSION_TABS)[number];

/** Raw search params as the router parsed them (JSON values: `?event=42` arrives as a number). */
export type RawSearch = Record<string, unknown>;

/** Text of 1..max characters; a number (TanStack Router parses `?event=42` as one) is kept as text. */
export function searchText(value: unknown, max: number): string | undefined {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof text === "string" && text.length >= 1 && text.length <= max ? text : undefined;
}

/** Text of 0..max characters (an empty value means "none selected", e.g. no filter groups). */
function boundedText(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

/** A value from a closed list, or absent when the link holds anything else. */
export function oneOf<const T extends readonly string[]>(values: T, value: unknown): T[number] | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** A true/false switch, or absent. */
export function searchFlag(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

export interface SessionSearch {
  tab?: SessionTab;
  /** Permalinked event: its seq or id. */
  event?: string;
  /** Comma-separated timeline filter groups; absent = all. */
  types?: string;
  /** Find-in-timeline text. */
  q?: string;
  /** Timeline tools: only this tool's calls. */
  tool?: string;
  /** Timeline tools: only error results and non-zero exits. */
  errors?: boolean;
  /** Timeline tools: tool input and output one line each. */
  concise?: boolean;
  /** Changes tab, Diff: the file shown (its path). */
  file?: string;
  /** Changes tab, Diff: unified (default) or split. */
  layout?: (typeof DIFF_LAYOUTS)[number];
}

export const DIFF_LAYOUTS = ["unified", "split"] as const;

export function sessionSearchSchema(raw: RawSearch): SessionSearch {
  return {
    tab: oneOf(SESSION_TABS, raw.tab),
    event: searchText(raw.event, 200),
    types: boundedText(raw.types, 200),
    q: searchText(raw.q, 500),
    tool: searchText(raw.tool, 100),
    errors: searchFlag(raw.errors),
    concise: searchFlag(raw.concise),
    file: searchText(raw.file, 1000),
    layout: oneOf(DIFF_LAYOUTS, raw.layout),
  };
}

export interface SessionsIndexSearch {
  status?: (typeof SESSION_STATUSES)[number];
  outcome?: (typeof OUTCOMES)[number];
  q?: string;
  /** Needs-attention reason the table is narrowed to. */
  attention?: AttentionKind;
  /** Exact repository (from the spend section). */
  repo?: string;
  /** UTC day YYYY-MM-DD of created_at (from the spend section). */
  day?: string;
  sort?: SortKey;
  dir?: SortDir;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function sessionsIndexSearchSchema(raw: RawSearch): SessionsIndexSearch {
  const day = searchText(raw.day, 10);
  return {
    status: oneOf(SESSION_STATUSES, raw.status),
    outcome: oneOf(OUTCOMES, raw.outcome),
    q: searchText(raw.q, 200),
    attention: oneOf(ATTENTION_KINDS, raw.attention),
    repo: searchText(raw.repo, 300),
    day: day && DAY.test(day) && msOf(day) !== null ? day : undefined,
    sort: oneOf(SORT_KEYS, raw.sort),
    dir: oneOf(SORT_DIRS, raw.dir),
  };
}

export function parseTypes(value: string | undefined): FilterType[] {
  if (value === undefined) return [...FILTER_TYPES];
  const wanted = new Set(value.split(","));
  return FILTER_TYPES.filter((type) => wanted.has(type));
}

/** All groups selected serialises to "absent" so the default URL stays clean. */
export function serializeTypes(types: readonly FilterType[]): string | undefined {
  return types.length === FILTER_TYPES.length ? undefined : types.join(",");
}
