import type { SessionEvent } from "@/api/types";
import type { ReadonlyEventStore } from "./store";
import { toolUseIdOf } from "./store";

/**
 * Filtered views of an EventStore for the timeline (type chips + text search).
 *
 * API:
 * - EventsFilter                       { types: event types to keep (null/empty = all), query: case-insensitive text }
 * - isFilterActive(filter)             false when the view is the whole store
 * - matchesEvent(event, filter)        one event against a filter
 * - selectIndices(store, filter)       positions (into store.entries()) that match; memoised per
 *                                      (store, filter): same version → same array; a new version only
 *                                      re-tests the entries that changed, so a 100 000-entry search is
 *                                      paid once, not on every merge
 * - eventHaystack(event)               the lowercased searchable text of an event version (cached per object)
 */
export interface EventsFilter {
  readonly types?: readonly string[] | null;
  readonly query?: string | null;
}

const haystacks = new WeakMap<SessionEvent, string>();

function stringify(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

/** Computed once per event version (versions are immutable objects), so search never re-lowercases. */
export function eventHaystack(event: SessionEvent): string {
  const cached = haystacks.get(event);
  if (cached !== undefined) return cached;
  const data = event.data;
  const parts = [event.text ?? "", event.type];
  if (data) {
    parts.push(data.name ?? "", data.tool ?? "", data.content ?? "", data.stage ?? "", toolUseIdOf(event) ?? "");
    parts.push(stringify(data.input));
  }
  const text = parts.join("\n").toLowerCase();
  haystacks.set(event, text);
  return text;
}

function normalizedQuery(filter: EventsFilter): string {
  return (filter.query ?? "").trim().toLowerCase();
}

export function isFilterActive(filter: EventsFilter): boolean {
  return (filter.types?.length ?? 0) > 0 || normalizedQuery(filter) !== "";
}

export function matchesEvent(event: SessionEvent, filter: EventsFilter): boolean {
  const types = filter.types;
  if (types && types.length > 0 && !types.includes(event.type)) return false;
  const query = normalizedQuery(filter);
  return query === "" || eventHaystack(event).includes(query);
}

interface Memo {
  key: string;
  version: number;
  layout: number;
  size: number;
  result: readonly number[];
}

const memos = new WeakMap<ReadonlyEventStore, Memo>();

function filterKey(filter: EventsFilter): string {
  const types = [...(filter.types ?? [])].sort().join(",");
  return `${types}\u0000${normalizedQuery(filter)}`;
}

function predicate(filter: EventsFilter): (event: SessionEvent) => boolean {
  const typeSet = filter.types && filter.types.length > 0 ? new Set(filter.types) : null;
  const query = normalizedQuery(filter);
  return (event) => (!typeSet || typeSet.has(event.type)) && (query === "" || eventHaystack(event).includes(query));
}

/**
 * Same layout as the memo: only entries touched since memo.version are re-tested (streaming updates
 * and appended entries), merged with the previous result in one ordered pass.
 */
function refresh(store: ReadonlyEventStore, memo: Memo, test: (event: SessionEvent) => boolean): number[] {
  const entries = store.entries();
  const result: number[] = [];
  let k = 0;
  for (let i = 0; i < entries.length; i++) {
    const wasMatch = memo.result[k] === i;
    if (wasMatch) k++;
    const stale = i >= memo.size || store.touchedAt(i) > memo.version;
    if (stale ? test(entries[i] as SessionEvent) : wasMatch) result.push(i);
  }
  return result;
}

export function selectIndices(store: ReadonlyEventStore, filter: EventsFilter): readonly number[] {
  const key = filterKey(filter);
  const memo = memos.get(store);
  const version = store.version;
  const layout = store.layoutVersion;
  if (memo && memo.key === key && memo.version === version && memo.layout === layout) return memo.result;
  const test = predicate(filter);
  let result: number[];
  if (memo && memo.key === key && memo.layout === layout) result = refresh(store, memo, test);
  else {
    const entries = store.entries();
    result = [];
    for (let i = 0; i < entries.length; i++) if (test(entries[i] as SessionEvent)) result.push(i);
  }
  memos.set(store, { key, version, layout, size: store.size, result });
  return result;
}
