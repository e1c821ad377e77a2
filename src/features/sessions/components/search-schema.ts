import { z } from "zod";
import { OUTCOMES, SESSION_STATUSES } from "@/api/limits";
import { FILTER_TYPES, type FilterType } from "../events/timeline-rows";

/**
 * URL search params of the sessions pages (validated by the routes). Every field
 * is optional and falls back instead of throwing, so a hand-edited or stale link
 * still opens the page; defaults are applied where the values are read.
 */
export const SESSION_TABS = ["timeline", "links", "diagnostics"] as const;
export type SessionTab = (typeof SESSION_TABS)[number];

/** TanStack Router parses `?event=42` as a number; ids and seqs are both kept as text. */
const searchText = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(max)).optional().catch(undefined);

export const sessionSearchSchema = z.object({
  tab: z.enum(SESSION_TABS).optional().catch(undefined),
  /** Permalinked event: its seq or id. */
  event: searchText(200),
  /** Comma-separated timeline filter groups; absent = all. */
  types: z.string().max(200).optional().catch(undefined),
  /** Find-in-timeline text. */
  q: searchText(500),
});
export type SessionSearch = z.infer<typeof sessionSearchSchema>;

export const sessionsIndexSearchSchema = z.object({
  status: z.enum(SESSION_STATUSES).optional().catch(undefined),
  outcome: z.enum(OUTCOMES).optional().catch(undefined),
  q: searchText(200),
});
export type SessionsIndexSearch = z.infer<typeof sessionsIndexSearchSchema>;

export function parseTypes(value: string | undefined): FilterType[] {
  if (value === undefined) return [...FILTER_TYPES];
  const wanted = new Set(value.split(","));
  return FILTER_TYPES.filter((type) => wanted.has(type));
}

/** All groups selected serialises to "absent" so the default URL stays clean. */
export function serializeTypes(types: readonly FilterType[]): string | undefined {
  return types.length === FILTER_TYPES.length ? undefined : types.join(",");
}
